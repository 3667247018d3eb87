/**
 * Set by esbuild's `define` (scripts/esbuild-options.ts): true in widget.js, false in
 * storefront.js, absent on the server and in tests. Code reads it as
 * `typeof VS_EMBED === 'boolean' ? VS_EMBED : links.mode === 'widget'`, in the file that
 * branches, so each bundle drops the other's branch (the widget has no big footer, the hosted
 * pages no one-line widget footer) while the server still decides at run time.
 */
declare const VS_EMBED: boolean | undefined;
