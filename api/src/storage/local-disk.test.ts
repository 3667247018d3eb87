import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk.ts';

// Real files in a temporary folder (docs/conventions.md: no mock of the disk).
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-disk-'));
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Whether the event loop made a pass (a setImmediate ran) before the read's answer came. */
async function readAndSeeLoopPass(read: () => Promise<Buffer | null>): Promise<{ body: Buffer | null; loopPassed: boolean }> {
  let loopPassed = false;
  const pass = setImmediate(() => {
    loopPassed = true;
  });
  const body = await read();
  clearImmediate(pass);
  return { body, loopPassed };
}

describe('local disk storage', () => {
  // an image's variant is read in one call; a larger file takes the thread pool, as before
  it.each([
    { what: 'an image-sized file', size: 300 * 1024, loopPasses: false },
    { what: 'a file over the bound', size: 3 * 2 ** 20, loopPasses: true },
  ])('reads $what whole (the event loop makes a pass first: $loopPasses)', async ({ size, loopPasses }) => {
    const storage = localDiskStorage(root);
    const bytes = Buffer.alloc(size, 7);
    const key = `shops/1/images/${size}/480.webp`;
    await storage.put(key, bytes, 'image/webp');
    const { body, loopPassed } = await readAndSeeLoopPass(() => storage.get(key));
    expect(body?.equals(bytes)).toBe(true);
    expect(loopPassed).toBe(loopPasses);
  });

  it('answers null for a key with nothing stored, and refuses a key that climbs out', async () => {
    const storage = localDiskStorage(root);
    expect(await storage.get('shops/1/images/none/480.webp')).toBeNull();
    await expect(storage.get('shops/../../etc/passwd')).rejects.toThrow(/unsafe storage key/);
  });

  it('reads the new bytes after a key is written again, and null after it is deleted', async () => {
    const storage = localDiskStorage(root);
    await storage.put('shops/2/og.png', Buffer.from('first'), 'image/png');
    await storage.put('shops/2/og.png', Buffer.from('second'), 'image/png');
    expect((await storage.get('shops/2/og.png'))?.toString()).toBe('second');
    await storage.delete('shops/2/og.png');
    expect(await storage.get('shops/2/og.png')).toBeNull();
  });
});
