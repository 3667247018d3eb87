import { type Command, InvalidArgumentError, Option } from 'commander';
import { usageError } from './errors.ts';

/** Which environment variable can give each flag its value (shown in --help as [env: …]). */
const envVars = new WeakMap<Option, string>();

export const envVarOf = (option: Option) => envVars.get(option);

/** --client-name → VITRINE_CLIENT_NAME: every flag can come from the environment. */
const envNameFor = (option: Option) =>
  `VITRINE_${option
    .attributeName()
    .replace(/[A-Z]/g, (c) => `_${c}`)
    .toUpperCase()}`;

/**
 * A flag whose value may also come from an environment variable (VITRINE_<NAME> unless
 * told otherwise). `env: false` for the few that make no sense there.
 */
export function flag(flags: string, description: string, options: { env?: string | false; parse?: (v: string) => unknown; choices?: string[] } = {}): Option {
  const option = new Option(flags, description);
  if (options.choices) option.choices(options.choices);
  if (options.parse) option.argParser(options.parse);
  if (options.env !== false) envVars.set(option, options.env ?? envNameFor(option));
  return option;
}

const TRUE = new Set(['1', 'true', 'yes', 'sim', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'nao', 'não', 'off']);

/**
 * Fills options not given on the command line from their environment variables. Ours rather
 * than commander's own, because commander turns a boolean on when its variable merely exists
 * (VITRINE_JSON=0 would turn JSON on) and reads process.env instead of the environment we are given.
 */
export function applyEnv(cmd: Command, env: Record<string, string | undefined>): void {
  for (const option of cmd.options) {
    const name = envVars.get(option);
    if (!name) continue;
    const key = option.attributeName();
    if (cmd.getOptionValueSource(key) === 'cli') continue;
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    let value: unknown;
    if (option.isBoolean()) {
      const v = raw.trim().toLowerCase();
      if (!TRUE.has(v) && !FALSE.has(v)) throw usageError(`Valor inválido em ${name}: ${raw}`, `Use ${name}=true ou ${name}=false.`);
      value = TRUE.has(v);
    } else {
      if (option.argChoices && !option.argChoices.includes(raw)) {
        throw usageError(`Valor inválido em ${name}: ${raw}`, `Valores aceitos: ${option.argChoices.join(', ')}.`);
      }
      try {
        value = option.parseArg ? option.parseArg(raw, undefined) : raw;
      } catch (err) {
        throw usageError(`Valor inválido em ${name}: ${err instanceof Error ? err.message : raw}`);
      }
    }
    cmd.setOptionValueWithSource(key, value, 'env');
  }
}

/** For numeric flags: a positive whole number, or a pt-BR message commander shows. */
export function positiveInt(max: number) {
  return (v: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`Use um número inteiro de 1 a ${max}.`);
    return n;
  };
}
