import { defineConfig } from 'vitest/config';

/**
 * `npm test`: unit and API tests of every package, on the embedded database (or on
 * PostgreSQL when DATABASE_URL is set). Browser tests have their own config.
 */
export default defineConfig({
  test: {
    include: ['{contract,api,cli,widget,admin-ui}/{src,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
    pool: 'forks',
    // One database per worker, kept across its test files (see api/test/harness.ts).
    isolate: false,
    maxWorkers: 2,
    // A ceiling, not a timing: in CI the suite shares two cores with the browser tests, and a
    // test runs 4–10× slower than alone (static-export-pool: 8 s alone, 33 s there; fuzz 25 s, 251 s).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['api/test/setup-env.ts'],
  },
});
