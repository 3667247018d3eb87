import path from 'node:path';
import type { Config } from '../config.ts';
import type { Storage } from './storage.ts';
import { localDiskStorage } from './local-disk.ts';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3) {
    const { s3Storage } = await import('./s3.ts');
    return s3Storage(config.s3);
  }
  return localDiskStorage(path.join(config.dataDir, 'uploads'));
}
