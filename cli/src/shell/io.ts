import type { Readable, Writable } from 'node:stream';

/** The process's streams and environment, passed in so tests and the launcher decide them. */
export interface CliIO {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean; columns?: number };
  stderr: Writable & { isTTY?: boolean; columns?: number };
  env: Record<string, string | undefined>;
}

/** CI systems set CI=true (GitHub Actions, GitLab, CircleCI…); CI=false or 0 means "not CI". */
function isCI(env: CliIO['env']): boolean {
  const v = env.CI?.trim().toLowerCase();
  return !!v && v !== 'false' && v !== '0';
}

/**
 * Prompts are drawn on stderr so `--json` output on stdout stays clean, and only when a
 * person can answer: stdin and stderr are terminals and this is not a CI job.
 */
export function canPrompt(io: CliIO): boolean {
  return !!io.stdin.isTTY && !!io.stderr.isTTY && !isCI(io.env);
}

/** Reads all of stdin (for --password-stdin and --with-token), without the final newline. */
export async function readStdin(io: CliIO): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
