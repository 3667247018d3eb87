/**
 * Exit codes are part of the CLI's interface: scripts branch on them, and docs/cli.md
 * lists them. Change them only with the docs.
 */
export const EXIT = {
  ok: 0,
  /** The API (or the server-side command) reported a failure. */
  failure: 1,
  /** The command was called wrongly: unknown flag, missing value, bad input file. */
  usage: 2,
  /** No token, a wrong or revoked token, or a user who is not the master. */
  auth: 3,
  /** The client, token or route asked for does not exist. */
  notFound: 4,
  /** The person pressed Ctrl+C at a prompt (the shell's convention for SIGINT). */
  cancelled: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface CliErrorOptions {
  exitCode?: ExitCode;
  /** What to try next, shown after the message. */
  hint?: string | undefined;
  /** One line per field, as the API's `details`. */
  details?: Record<string, string> | undefined;
}

/** An error meant for the person at the terminal: a pt-BR message, a hint and an exit code. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly hint: string | undefined;
  readonly details: Record<string, string> | undefined;

  constructor(message: string, options: CliErrorOptions = {}) {
    super(message);
    this.name = 'CliError';
    this.exitCode = options.exitCode ?? EXIT.failure;
    this.hint = options.hint;
    this.details = options.details;
  }
}

export const usageError = (message: string, hint?: string) => new CliError(message, { exitCode: EXIT.usage, hint });

/** Without a terminal nothing can be asked: name every flag the command still needs. */
export function missingFlags(flags: string[], command: string): CliError {
  const list = flags.join(', ');
  return usageError(
    flags.length === 1 ? `Falta a opção ${list}.` : `Faltam as opções ${list}.`,
    `Sem terminal (ou com CI definido) nada é perguntado: informe ${flags.length === 1 ? 'a opção' : 'as opções'} na linha de comando ou pelas variáveis de ambiente. Veja: vitrine ${command} --help`,
  );
}
