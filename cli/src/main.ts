import { CommanderError, type Command } from 'commander';
import { buildProgram } from './program.ts';
import { CliError, EXIT } from './shell/errors.ts';
import { ApiError } from '@vitrine/contract/api-error';
import { apiErrorReport } from './api/api-errors.ts';
import { errorDocument, printHuman, wantsJson, watchedStdout, type ErrorReport } from './shell/error-report.ts';
import { translateCommanderError } from './shell/help.ts';
import type { CliIO } from './shell/io.ts';
import { usePortugueseErrors } from '@vitrine/contract';

/**
 * Runs one command line and answers its exit code; the launcher (bin/vitrine.js) is the only
 * place that touches process.exitCode. Every error ends here, printed once to stderr, and
 * under --json also as one JSON document on stdout: `{ "error": { message, code, hint } }`.
 */
export async function run(argv: string[], given: CliIO): Promise<number> {
  const { stdout, written } = watchedStdout(given.stdout);
  const io: CliIO = { ...given, stdout };
  usePortugueseErrors();
  const program = buildProgram(io);
  for (const cmd of allCommands(program)) {
    cmd.exitOverride().configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: () => {}, // printed below, in pt-BR, with a hint
      getOutHelpWidth: () => Math.min(io.stdout.columns ?? 100, 110),
      getErrHelpWidth: () => Math.min(io.stderr.columns ?? 100, 110),
    });
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (err) {
    const r = describe(err, argv, program);
    if (r.exitCode === EXIT.ok) return EXIT.ok;
    if (r.message) printHuman(io.stderr, r);
    if (wantsJson(argv, io.env) && !written()) io.stdout.write(JSON.stringify(errorDocument(r), null, 2) + '\n');
    if (r.unexpected && io.env.VITRINE_DEBUG) io.stderr.write(`${(err as Error)?.stack ?? ''}\n`);
    return r.exitCode;
  }
}

/** What went wrong, as the person and a script should hear it. */
function describe(err: unknown, argv: string[], program: Command): ErrorReport & { unexpected?: boolean } {
  if (err instanceof CommanderError) {
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version') return { exitCode: EXIT.ok, message: '' };
    const path = commandPath(program, argv);
    const hint = `Veja: vitrine ${path ? `${path} ` : ''}--help`;
    // A group called without its subcommand: commander has printed the group's help already.
    if (err.code === 'commander.help') return { exitCode: EXIT.usage, message: `falta o comando: vitrine ${path} <comando>`, hint };
    return { exitCode: EXIT.usage, message: translateCommanderError(err), hint };
  }
  if (err instanceof ApiError) return apiErrorReport(err, commandPath(program, argv));
  if (err instanceof CliError) {
    return {
      exitCode: err.exitCode,
      message: err.message,
      hint: err.hint,
      details: err.details,
      // The person said no: that is an answer, not an error.
      cancelled: err.exitCode === EXIT.cancelled,
    };
  }
  if ((err as Error)?.name === 'ExitPromptError') return { exitCode: EXIT.cancelled, message: '\nCancelado.', cancelled: true };
  return {
    exitCode: EXIT.failure,
    message: `Erro inesperado: ${(err as Error)?.message ?? String(err)}`,
    hint: 'Rode de novo com VITRINE_DEBUG=1 para ver os detalhes e informe a equipe.',
    unexpected: true,
  };
}

function allCommands(cmd: Command): Command[] {
  return [cmd, ...cmd.commands.flatMap(allCommands)];
}

/** "clients create" from the command line, for the hint after a usage error. */
function commandPath(program: Command, argv: string[]): string {
  const names: string[] = [];
  let cmd = program;
  for (const arg of argv) {
    const sub = cmd.commands.find((c) => c.name() === arg || c.aliases().includes(arg));
    if (!sub) break;
    names.push(sub.name());
    cmd = sub;
  }
  return names.join(' ');
}
