import { type browserBuilds, buildBrowser } from './esbuild-options.ts';

/**
 * A browser bundle built in memory: how the API serves storefront.js and widget.js in
 * development and tests when `npm run build` has not run (production always has dist/).
 */
export async function bundle(file: keyof typeof browserBuilds): Promise<Buffer> {
  const result = await buildBrowser(file, { write: false, outfile: file });
  return Buffer.from(result.outputFiles![0]!.contents);
}
