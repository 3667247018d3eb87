import crypto from 'node:crypto';
import { promisify } from 'node:util';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, t=2, p=1), through Node's own
 * crypto (Node 24.7+), so no native add-on is needed. Stored in the PHC string format.
 */
const argon2 = promisify(crypto.argon2);
const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 };

/** argon2id's cost: memory in KiB, passes, lanes and the hash's length in bytes. */
export type PasswordCost = typeof PARAMS;

/**
 * The stored string names its own cost, so a hash made cheaper (the test factories' users,
 * made by the hundred) is still checked by the same verifyPassword; every hash the product
 * makes uses PARAMS.
 */
export async function hashPassword(password: string, cost: PasswordCost = PARAMS): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const hash = await argon2('argon2id', { message: password, nonce, ...cost });
  return `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${b64(nonce)}$${b64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = stored.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/);
  if (!m) return false;
  const expected = Buffer.from(m[5]!, 'base64');
  const actual = await argon2('argon2id', {
    message: password,
    nonce: Buffer.from(m[4]!, 'base64'),
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    tagLength: expected.length,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash to compare against when the user does not exist, so both answers take as long. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/** Strong random passwords for generated accounts: 16 characters, easy to copy. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(16);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');
