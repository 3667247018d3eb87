import module from 'node:module';

/**
 * The server's entry point (`npm start`, the image's CMD). Before the app is loaded, Node is
 * asked to keep the code it compiles, the TypeScript it strips included, so the next process
 * loads it from the cache: a restart answers /healthz in about 1.0 s instead of 1.5 s, which
 * is how long a killed or redeployed process leaves its share of the traffic waiting
 * (docs/performance.md, "Restart"). The folder is NODE_COMPILE_CACHE's (the image's is filled
 * when it is built), else the system's temporary folder; a folder it cannot use only leaves
 * the cache off, and NODE_DISABLE_COMPILE_CACHE=1 turns it off. Entries are keyed by the
 * source's content, so a changed file is compiled again.
 */
module.enableCompileCache();

// loaded only now: a static import would be compiled before the cache is on
const { start } = await import('./start.ts');
start().catch((err) => {
  console.error(err);
  process.exit(1);
});
