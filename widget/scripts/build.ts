import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { DIST_DIR, browserBuilds, buildBrowser, ssrBuild } from './esbuild-options.ts';

/**
 * `npm run build -w widget`: dist/storefront.js (hydrates hosted pages), dist/widget.js
 * (the embeddable widget), dist/extras.js and dist/export-search.js (fetched later) and
 * dist/ssr.js (server rendering, imported by the API).
 */
async function main() {
  await fs.rm(DIST_DIR, { recursive: true, force: true });
  await fs.mkdir(DIST_DIR, { recursive: true });
  const started = performance.now();
  await Promise.all([
    ...Object.keys(browserBuilds).map((file) => buildBrowser(file as keyof typeof browserBuilds, { outfile: path.join(DIST_DIR, file) })),
    esbuild.build({ ...ssrBuild, outfile: path.join(DIST_DIR, 'ssr.js') }),
  ]);
  const lines = [];
  for (const file of ['storefront.js', 'widget.js', 'extras.js', 'export-search.js', 'ssr.js']) {
    const body = await fs.readFile(path.join(DIST_DIR, file));
    lines.push(`  ${file.padEnd(14)} ${kb(body.length).padStart(9)}   gzip ${kb(zlib.gzipSync(body, { level: 9 }).length).padStart(8)}`);
  }
  console.log(`widget: built in ${Math.round(performance.now() - started)} ms\n${lines.join('\n')}`);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
