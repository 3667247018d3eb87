import type { Storage } from './storage.ts';
import type { Config } from '../config.ts';

// Implemented by the store API work (issue 3): S3 driver through @aws-sdk/client-s3.
export function s3Storage(_config: NonNullable<Config['s3']>): Storage {
  throw new Error('S3 storage is not available yet');
}
