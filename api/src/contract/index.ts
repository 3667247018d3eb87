export * from './messages.ts';
export * from './common.ts';
export * from './contact.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './categories.ts';
export * from './products.ts';
export * from './clients.ts';
