/**
 * Where image bytes live. Keys are made by the server (never from a user's file name):
 * local disk by default, S3 when S3_BUCKET is set.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every key that starts with the prefix (a shop's or an image's folder). */
  deletePrefix(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys are server-made; this refuses anything that could climb out of the storage root. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
