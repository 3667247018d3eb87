// After `vite build`: a brotli (.br) and a gzip (.gz) copy of every hashed text asset, made
// once at the best settings, so the API serves them without compressing per request
// (api/src/admin-ui/mount.ts). Source maps are left alone: only developers fetch them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const assets = path.resolve(import.meta.dirname, '../dist/assets');
const TEXT = /\.(js|css|svg|json|html)$/;
let files = 0;
let before = 0;
let after = 0;
for (const name of fs.readdirSync(assets)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(assets, name);
  const raw = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  files++;
  before += raw.length;
  after += br.length;
}
console.log(`precompress: ${files} arquivos, ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB em brotli`);
