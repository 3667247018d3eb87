import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage.ts';

/**
 * What is stored here is image variants and share cards: at most a few hundred KB, read whole
 * on every image request. `fs.promises.readFile` opens, sizes, reads and closes the file as
 * four jobs of libuv's thread pool, and each job's end waits for a pass of the event loop: on a
 * loaded process that is milliseconds a pass, and image reads waited twice as long as API reads
 * at the 95th percentile (docs/performance.md, "An image read in one pass"). Read in one call
 * instead, from the page cache in tens of µs. A larger file (a big PNG's widest fallback can be)
 * is read the asynchronous way, so no read holds the loop for long.
 */
const READ_AT_ONCE_MAX_BYTES = 2 * 2 ** 20;

export function localDiskStorage(root: string): Storage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // write then rename: a reader never sees half a file
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, target);
    },
    async get(key) {
      const target = file(key);
      try {
        return statSync(target).size <= READ_AT_ONCE_MAX_BYTES ? readFileSync(target) : await fs.readFile(target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(file(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
  };
}
