import { defineConfig } from 'vitest/config';

/**
 * `npm run test:browser`: real Chromium (the machine's headless shell, else /usr/bin/chromium: api/test/browser.ts) driven by
 * playwright-core against the real server and database. Needs `npm run build` first
 * (the admin UI and the storefront scripts are served from their build output).
 */
export default defineConfig({
  test: {
    include: ['{api,cli,widget,admin-ui}/{src,test}/**/*.browser.test.{ts,tsx}'],
    exclude: ['**/node_modules/**'],
    pool: 'forks',
    isolate: false,
    // Three workers, each with its own database, servers (on free ports) and Chromium
    // (api/test/harness.ts, api/test/browser.ts): alone on two cores the suite keeps about
    // one core busy (it waits for pages), so a third worker shortens it. CI runs it after the
    // API suites, not beside them (docs/performance.md, "CI time").
    maxWorkers: 3,
    // A ceiling, not a timing: the longest walks (the store admin's folding menu) take ~21 s
    // alone and took 53 s in a CI run whose two cores also ran the API suites.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ['api/test/setup-env.ts'],
    // expect.poll waits up to 1 s by default: too short when CI's two cores are busy.
    // A ceiling for waiting, not a timing assertion: a right page passes at the first polls.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
