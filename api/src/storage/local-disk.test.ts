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
  it('reads an image-sized file whole without waiting for a pass of the event loop', async () => {
    const storage = localDiskStorage(root);
    const bytes = Buffer.alloc(300 * 1024, 7);
    await storage.put('shops/1/images/a/480.webp', bytes, 'image/webp');
    const { body, loopPassed } = await readAndSeeLoopPass(() => storage.get('shops/1/images/a/480.webp'));
    expect(body?.equals(bytes)).toBe(true);
    expect(loopPassed).toBe(false);
  });

  it('reads a file over the bound whole, the asynchronous way', async () => {
    const storage = localDiskStorage(root);
    const bytes = Buffer.alloc(3 * 2 ** 20, 9);
    await storage.put('shops/1/images/b/1600.png', bytes, 'image/png');
    const { body, loopPassed } = await readAndSeeLoopPass(() => storage.get('shops/1/images/b/1600.png'));
    expect(body?.equals(bytes)).toBe(true);
    expect(loopPassed).toBe(true);
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
