import crypto from 'node:crypto';

/** A whole number from a benchmark's flag (`--shops 1000`), at least `min`; exits 2 with the reason otherwise. */
export function wholeArg(name: string, v: string | undefined, min = 1): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} deve ser um número inteiro ${min === 0 ? 'não negativo' : 'positivo'} (recebido: ${v}).`);
    process.exit(2);
  }
  return n;
}

/** The environment a benchmark's app runs with: production settings, quiet logs, no demo shop, its own secret. */
export const benchEnv = (dataDir: string, extra: Record<string, string> = {}): Record<string, string> => ({
  NODE_ENV: 'production',
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  DATA_DIR: dataDir,
  PLATFORM_DOMAIN: 'localhost',
  PUBLIC_URL: 'http://localhost',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  // a PGlite left without statistics on purpose stays so (lib/bench-database.ts)
  ...(process.env.BENCH_PGLITE_NO_UPKEEP ? { PGLITE_UPKEEP_INTERVAL: '0' } : {}),
  ...extra,
});
