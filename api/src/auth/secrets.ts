import crypto from 'node:crypto';

/**
 * Session ids and API tokens are random 256-bit values; the database keeps only their
 * HMAC under the server secret, so a copy of the database opens no session.
 */
export const newSecret = (prefix = '') => prefix + crypto.randomBytes(32).toString('base64url');

export const digest = (secret: string, value: string) => crypto.createHmac('sha256', secret).update(value).digest('base64url');

/**
 * The secrets a session or token may have been made under, newest first: SESSION_SECRET, then
 * SESSION_SECRET_PREVIOUS during a rotation (docs/operations.md). New ones always use the first.
 */
export type SecretRing = readonly [current: string, ...previous: string[]];

export const secretRing = (config: { sessionSecret: string; sessionSecretPrevious?: string | undefined }): SecretRing =>
  config.sessionSecretPrevious ? [config.sessionSecret, config.sessionSecretPrevious] : [config.sessionSecret];

/** The digests of `value` under each secret of the ring, the current one first. */
export const digests = (ring: SecretRing | string, value: string) => (typeof ring === 'string' ? [ring] : ring).map((s) => digest(s, value));
