import fs from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/**
 * Lets Node load the widget's TSX source (`node --import @vitrine/widget/tsx-hooks`): the API's
 * worker threads use it under vitest, where `@vitrine/widget/ssr` names the source (the
 * "development" condition) and the main thread renders from it too, so both draw the same
 * pages. Node strips the types of .ts files itself; only JSX needs compiling.
 */
registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
    const path = fileURLToPath(url);
    const { code } = transformSync(fs.readFileSync(path, 'utf8'), {
      loader: 'tsx',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      format: 'esm',
      sourcefile: path,
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
