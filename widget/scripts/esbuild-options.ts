import path from 'node:path';
import * as esbuild from 'esbuild';

export const WIDGET_DIR = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(WIDGET_DIR, 'dist');

/**
 * The stylesheet is a TS module (src/styles/storefront.css.ts: plain CSS in a template
 * string, so tests and the type checker read it as they read any module). The bundles get
 * it minified: this plugin evaluates the module at build time and minifies the text.
 */
export const minifiedStyles: esbuild.Plugin = {
  name: 'minified-styles',
  setup(build) {
    build.onLoad({ filter: /[\\/]styles[\\/][\w-]+\.css\.ts$/ }, async (args) => {
      const mod = (await import(`${args.path}?t=${Date.now()}`)) as Record<string, unknown>;
      const out: string[] = [];
      for (const [name, value] of Object.entries(mod)) {
        if (typeof value !== 'string') continue;
        const { code } = await esbuild.transform(value, { loader: 'css', minify: true, target: ['chrome90', 'safari14', 'firefox90'] });
        out.push(`export const ${name} = ${JSON.stringify(code.trim())};`);
      }
      return { contents: out.join('\n'), loader: 'js', watchFiles: [args.path] };
    });
  },
};

const MESSAGES_FILE = path.resolve(WIDGET_DIR, '../contract/src/messages.ts');

/**
 * The shared pt-BR messages are one object for the whole product (API, admin, CLI); a browser
 * bundle takes only the entries `keys` names (what its code reads, `buildBrowser`), with the
 * same shape and words. The server module takes them all.
 */
function usedMessagesOnly(keys: ReadonlyArray<readonly [string, string]>): esbuild.Plugin {
  return {
    name: 'used-messages-only',
    setup(build) {
      build.onLoad({ filter: /[\\/]contract[\\/]src[\\/]messages\.ts$/ }, async (args) => {
        if (path.resolve(args.path) !== MESSAGES_FILE) return undefined;
        const messages = await allMessages();
        const picked: Record<string, Record<string, string>> = {};
        for (const [group, key] of keys) (picked[group] ??= {})[key] = messages[group]![key]!;
        return { contents: `export const messages = ${JSON.stringify(picked)};`, loader: 'js' };
      });
    },
  };
}

const allMessages = async () => ((await import(MESSAGES_FILE)) as { messages: Record<string, Record<string, string>> }).messages;

const common: esbuild.BuildOptions = {
  bundle: true,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  plugins: [minifiedStyles],
  logLevel: 'warning',
  legalComments: 'none',
};

/** The two browser bundles: cheap phones and old Safari too (ES2020 runs on iOS 14+). */
export const browserBuilds: Record<'storefront.js' | 'widget.js' | 'extras.js' | 'export-search.js', esbuild.BuildOptions> = {
  'storefront.js': {
    ...common,
    entryPoints: [path.join(WIDGET_DIR, 'src/entries/hydrate.tsx')],
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    // each bundle keeps only its own branch of `links.mode === 'widget'` (src/bundle-flags.d.ts)
    define: { 'process.env.NODE_ENV': '"production"', VS_EMBED: 'false' },
  },
  'widget.js': {
    ...common,
    entryPoints: [path.join(WIDGET_DIR, 'src/entries/widget.tsx')],
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', VS_EMBED: 'true' },
  },
  /** The product page's lightbox, fetched on the first tap on a picture (hosted pages, exports, widget). */
  'extras.js': {
    ...common,
    entryPoints: [path.join(WIDGET_DIR, 'src/entries/extras.ts')],
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
  },
  /** A static export's in-browser search, fetched by its products page on the first search. */
  'export-search.js': {
    ...common,
    entryPoints: [path.join(WIDGET_DIR, 'src/entries/export-search.ts')],
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
  },
};

/** The server-render module the API imports (Node cannot load TSX): one ESM file, Preact inside. */
export const ssrBuild: esbuild.BuildOptions = {
  ...common,
  entryPoints: [path.join(WIDGET_DIR, 'src/entries/ssr.tsx')],
  format: 'esm',
  platform: 'node',
  target: ['node22'],
  minify: false,
};

/**
 * A browser bundle, built twice. The first build's output is the code that survived tree
 * shaking, so the messages it reads (`x.group.key`, whatever the object's minified name) are
 * exactly the ones to keep: those of the contract's modules it holds (ApiError's connection
 * message: missing before, so a widget offline showed a TypeError's English text), and none of
 * a module it left out (the server's, the widget's own in storefront.js).
 */
export async function buildBrowser(file: keyof typeof browserBuilds, options: esbuild.BuildOptions): Promise<esbuild.BuildResult> {
  const build = { ...browserBuilds[file], ...options };
  const first = await esbuild.build({ ...build, write: false });
  const code = first.outputFiles![0]!.text;
  const keys: Array<[string, string]> = [];
  for (const [group, entries] of Object.entries(await allMessages())) {
    for (const key of Object.keys(entries)) if (new RegExp(`\\.${group}\\.${key}\\b`).test(code)) keys.push([group, key]);
  }
  return esbuild.build({ ...build, plugins: [minifiedStyles, usedMessagesOnly(keys)] });
}
