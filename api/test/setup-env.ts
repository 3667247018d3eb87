// Tests log nothing unless asked, and never read the developer's own .env values.
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
