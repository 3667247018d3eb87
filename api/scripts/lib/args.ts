import { parseArgs } from 'node:util';

/**
 * Numeric options of the scripts: `--duration 10` on the command line, or the environment
 * variable (LOAD_DURATION=10), or the default. Out-of-range values stop the script with a
 * message, rather than running something other than what was asked.
 */
export interface NumberOption {
  flag: string;
  env: string;
  default: number;
  min: number;
  max: number;
  help: string;
}

export function readOptions<K extends string>(spec: Record<K, NumberOption>, argv = process.argv.slice(2)): Record<K, number> {
  const { values: parsed } = parseArgs({
    args: argv,
    options: Object.fromEntries([
      ...Object.values<NumberOption>(spec).map((o) => [o.flag, { type: 'string' as const }]),
      ['help', { type: 'boolean' as const }],
    ]),
    strict: true,
  });
  const values = parsed as Record<string, string | boolean | undefined>;
  if (values.help) {
    for (const o of Object.values<NumberOption>(spec)) console.log(`  --${o.flag.padEnd(20)} ${o.env.padEnd(22)} ${o.help} (padrão ${o.default})`);
    process.exit(0);
  }
  const out = {} as Record<K, number>;
  for (const [key, o] of Object.entries(spec) as [K, NumberOption][]) {
    const raw = (values[o.flag] as string | undefined) ?? process.env[o.env];
    const n = raw === undefined || raw === '' ? o.default : Number(raw);
    if (!Number.isFinite(n) || n < o.min || n > o.max) {
      console.error(`--${o.flag} (${o.env}) deve ser um número entre ${o.min} e ${o.max}; recebido: ${raw}`);
      process.exit(2);
    }
    out[key] = n;
  }
  return out;
}
