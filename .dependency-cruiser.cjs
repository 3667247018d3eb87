/**
 * The layer rules of docs/architecture.md ("Layers"), checked by `npm run check:layers`
 * (api/scripts/check-layers.ts runs dependency-cruiser with this file, then counts the folder
 * pairs that import each other). Runtime imports only: `import type` is erased before Node
 * runs a file, so it can neither make a cycle at load time nor drag a module in.
 */

/**
 * Folder pairs of api/src allowed to import each other, each with its reason. At most two
 *: a third fails the check, and so does a pair not listed here.
 */
/** @type {{ pair: [string, string]; reason: string }[]} */
const allowedFolderPairs = [];

/** Folders below everything else: what they may import, and nothing above. */
const foundation = ['db', 'logging', 'storage'];

/** `api/src/{folder}/` imports nothing under `api/src/{above}` (a regular expression). */
function below(folder, above, comment) {
  return { name: `${folder}-imports-nothing-above`, severity: 'error', comment, from: { path: `^api/src/${folder}/` }, to: { path: `^api/src/${above}` } };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file cycle makes load order matter and every file in it change together.',
      from: { path: '^(contract/src|api/src|admin-ui/src|widget/src|cli/src)/' },
      to: { circular: true },
    },
    {
      name: 'contract-is-a-leaf',
      severity: 'error',
      comment: 'The contract (its own package, @vitrine/contract) is shared with the admin UI, the widget and the CLI: it imports only itself and zod.',
      from: { path: '^contract/src/' },
      to: { path: '^(api|admin-ui|widget|cli)/' },
    },
    {
      name: 'foundation-imports-no-feature',
      severity: 'error',
      comment: 'The database, storage and logging know no feature; features build on them.',
      from: { path: `^api/src/(${foundation.join('|')})/` },
      to: { path: '^api/src/', pathNot: [`^api/src/(${foundation.join('|')})/`, '^api/src/config[.]ts$'] },
    },
    below(
      'tenancy',
      '(clients|domains|cache|request|storefront|preview|auth)/',
      'Which shop a request names is decided in tenancy/ from the data; the features that change shops (clients, domains) and the layers above (cache, request, storefront) build on it.',
    ),
    below(
      'cache',
      '(auth|request|storefront|preview|http/route[.]ts)',
      'The public cache stores and replays answers: logins, context building and pages are handed to it (app.ts, storefront/), never imported.',
    ),
    below(
      'http',
      '(request|auth|audit|preview)/',
      'http/ declares routes and answers; the request context is built above it (request/) and handed to mount().',
    ),
    below('storefront', '(feeds|preview)/', 'Feeds and previews build on the storefront (its renderer, its pages); web.ts hands them to it.'),
    below('domains', 'clients/', 'Deleting a client removes its domains; a domain knows nothing of the client screens.'),
    {
      name: 'request-context-built-once',
      severity: 'error',
      comment: 'Only the app wiring builds request contexts.',
      from: { path: '^api/src/', pathNot: ['^api/src/request/', '^api/src/app[.]ts$'] },
      to: { path: '^api/src/request/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['[.]test[.]tsx?$', '/test/', 'node_modules'] },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

// read by check-layers.ts; not enumerable, so dependency-cruiser's schema never sees it
Object.defineProperty(module.exports, 'allowedFolderPairs', { value: allowedFolderPairs, enumerable: false });
