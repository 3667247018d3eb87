import type { Writable } from 'node:stream';
import { EXIT, type ExitCode } from './errors.ts';
import type { CliIO } from './io.ts';

/** An error as the CLI reports it: once on stderr for people, and as JSON on stdout under --json. */
export interface ErrorReport {
  exitCode: ExitCode;
  message: string;
  hint?: string | undefined;
  details?: Record<string, string> | undefined;
  /** The HTTP status, when the API answered the error. */
  status?: number | undefined;
  /** The person said no or pressed Ctrl+C: said plainly, not as "Erro:". */
  cancelled?: boolean;
}

/** `error.code` of the JSON error: a name for each documented exit code (docs/cli.md). */
const ERROR_CODES: Record<ExitCode, string> = {
  [EXIT.ok]: 'ok',
  [EXIT.failure]: 'failure',
  [EXIT.usage]: 'usage',
  [EXIT.auth]: 'auth',
  [EXIT.notFound]: 'not_found',
  [EXIT.cancelled]: 'cancelled',
};

const TRUE = new Set(['1', 'true', 'yes', 'sim', 'on']);

/**
 * Whether the command line asked for JSON: `--json` before any `--`, or VITRINE_JSON on.
 * Read from the raw arguments because an error may come before commander has parsed them.
 */
export function wantsJson(argv: readonly string[], env: CliIO['env']): boolean {
  const end = argv.indexOf('--');
  if ((end < 0 ? argv : argv.slice(0, end)).includes('--json')) return true;
  return TRUE.has((env.VITRINE_JSON ?? '').trim().toLowerCase());
}

export function errorDocument(r: ErrorReport) {
  return {
    error: {
      message: r.message.trim(),
      code: ERROR_CODES[r.exitCode],
      hint: r.hint ?? null,
      ...(r.details && Object.keys(r.details).length ? { details: r.details } : {}),
      ...(r.status ? { status: r.status } : {}),
    },
  };
}

/** The human lines, on stderr: `Erro: …`, one line per field, `Dica: …`. */
export function printHuman(stderr: Writable, r: ErrorReport) {
  if (r.cancelled) {
    stderr.write(`${r.message}\n`);
    return;
  }
  const fields = Object.entries(r.details ?? {});
  // One field whose message is the error itself: name the field on the same line.
  const lines =
    fields.length === 1 && fields[0]![1] === r.message
      ? [`Erro: ${fields[0]![0]}: ${r.message}`]
      : [`Erro: ${r.message}`, ...fields.map(([f, t]) => `  ${f}: ${t}`)];
  if (r.hint) lines.push(`Dica: ${r.hint}`);
  stderr.write(lines.join('\n') + '\n');
}

/**
 * stdout that remembers whether anything was written: under --json a command that printed
 * its result and then failed (a deploy that ran and failed) keeps its one JSON document.
 */
export function watchedStdout(stdout: CliIO['stdout']): { stdout: CliIO['stdout']; written: () => boolean } {
  let written = false;
  const watched = Object.create(stdout, {
    write: {
      value: (...args: Parameters<Writable['write']>) => {
        written = true;
        return stdout.write(...args);
      },
    },
  }) as CliIO['stdout'];
  return { stdout: watched, written: () => written };
}
