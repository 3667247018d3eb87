import crypto from 'node:crypto';

/**
 * Session ids and API tokens are random 256-bit values; the database keeps only their
 * HMAC under the server secret, so a copy of the database opens no session.
 */
export const newSecret = (prefix = '') => prefix + crypto.randomBytes(32).toString('base64url');

export const digest = (secret: string, value: string) =>
  crypto.createHmac('sha256', secret).update(value).digest('base64url');
