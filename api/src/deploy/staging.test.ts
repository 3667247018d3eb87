import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExportRefused, Staging, stagingRoot } from './staging.ts';

const page = (p: string, body = '<html></html>') => ({ path: p, body, contentType: 'text/html' });

describe('Staging: an export written to disk file by file', () => {
  let dataDir: string;
  let root: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-staging-'));
    root = path.join(dataDir, 'sites', '.staging');
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes each file as it comes, byte for byte, and says what it holds', async () => {
    const staging = await Staging.open(root, 'joana');
    expect(path.dirname(staging.dir)).toBe(root);
    await staging.add(page('index.html', '<h1>Pipas ção 🪁</h1>'));
    await staging.add({ path: 'images/1/w480.webp', body: Buffer.from([0x52, 0x49, 0x46, 0x46]), contentType: 'image/webp' });
    await staging.finish();
    expect(staging.problem()).toBeNull();
    expect(fs.readFileSync(path.join(staging.dir, 'index.html'), 'utf8')).toBe('<h1>Pipas ção 🪁</h1>');
    expect([...fs.readFileSync(path.join(staging.dir, 'images/1/w480.webp'))]).toEqual([0x52, 0x49, 0x46, 0x46]);
    expect(staging.files.map((f) => [f.path, f.bytes, f.contentType])).toEqual([
      ['index.html', Buffer.byteLength('<h1>Pipas ção 🪁</h1>'), 'text/html'],
      ['images/1/w480.webp', 4, 'image/webp'],
    ]);
    expect(staging.bytes()).toBe(Buffer.byteLength('<h1>Pipas ção 🪁</h1>') + 4);
    await staging.remove();
    expect(fs.existsSync(staging.dir)).toBe(false);
    expect(fs.existsSync(root)).toBe(false);
  });

  it('stages beside a folder target, on its disk, and in the temporary folder for a bucket', () => {
    expect(stagingRoot({ kind: 'folder', dir: '/srv/vitrine/data/sites/joana' })).toBe('/srv/vitrine/data/sites/.staging');
    expect(stagingRoot({ kind: 's3', bucket: 'b', prefix: 'sites/joana' })).toBe(path.join(os.tmpdir(), 'vitrine-staging'));
  });

  it.each([['../fora.html'], ['/etc/passwd'], ['a//b.html'], ['a/./b.html'], ['a\\b.html'], ['']])(
    'refuses the path %j and writes nothing for it',
    async (p) => {
      const staging = await Staging.open(root, 'joana');
      await staging.add(page('index.html'));
      await expect(staging.add(page(p))).rejects.toThrow(ExportRefused);
      await expect(staging.add(page(p))).rejects.toThrow(/caminho inválido/);
      expect(fs.existsSync(path.join(root, 'fora.html'))).toBe(false);
      expect(staging.files.map((f) => f.path)).toEqual(['index.html']);
    },
  );

  it('refuses an empty export, one without index.html and a path used twice', async () => {
    const empty = await Staging.open(root, 'a');
    expect(empty.problem()).toMatch(/nenhum arquivo/);
    const noIndex = await Staging.open(root, 'b');
    await noIndex.add(page('produtos/index.html'));
    expect(noIndex.problem()).toMatch(/index\.html/);
    const twice = await Staging.open(root, 'c');
    await twice.add(page('index.html'));
    await expect(twice.add(page('index.html'))).rejects.toThrow(/repetido/);
  });

  it('removes what a process that died midway left a day ago, not a deploy running now', async () => {
    const abandoned = path.join(root, 'joana-1-abc');
    fs.mkdirSync(path.join(abandoned, 'produtos'), { recursive: true });
    const dayAndMore = (Date.now() - 25 * 60 * 60 * 1000) / 1000;
    fs.utimesSync(abandoned, dayAndMore, dayAndMore);
    const running = await Staging.open(root, 'maria');
    await Staging.open(root, 'joana');
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(running.dir)).toBe(true);
  });

  it('gives the error of a write that failed, at the next file or at the end; many files, all written', async () => {
    const staging = await Staging.open(root, 'joana');
    // "produtos" as a file and as a folder: one of the two writes cannot happen
    await staging.add(page('produtos', 'arquivo'));
    await staging.add(page('produtos/index.html'));
    await expect(staging.finish()).rejects.toThrow(/EEXIST|ENOTDIR|EISDIR/);
    await expect(staging.add(page('index.html'))).rejects.toThrow(/EEXIST|ENOTDIR|EISDIR/);
    await staging.remove();
    expect(fs.existsSync(staging.dir)).toBe(false);

    const many = await Staging.open(root, 'maria');
    for (let i = 0; i < 200; i++) await many.add(page(`produto/${i}/index.html`, `página ${i}`));
    await many.finish();
    expect(fs.readFileSync(path.join(many.dir, 'produto/199/index.html'), 'utf8')).toBe('página 199');
    expect(many.files).toHaveLength(200);
  });
});
