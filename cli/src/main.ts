import { CommanderError, type Command } from 'commander';
import { buildProgram } from './program.ts';
import { CliError, EXIT } from './shell/errors.ts';
import { translateCommanderError } from './shell/help.ts';
import type { CliIO } from './shell/io.ts';

/**
 * Runs one command line and answers its exit code; the launcher (bin/vitrine.js) is the only
 * place that touches process.exitCode. Every error ends here, printed once to stderr.
 */
export async function run(argv: string[], io: CliIO): Promise<number> {
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
    return report(err, argv, program, io);
  }
}

function report(err: unknown, argv: string[], program: Command, io: CliIO): number {
  if (err instanceof CommanderError) {
    if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version') return EXIT.ok;
    // A group called without its subcommand: commander has printed the group's help already.
    if (err.code === 'commander.help') return EXIT.usage;
    const path = commandPath(program, argv);
    printError(io, translateCommanderError(err), `Veja: vitrine ${path ? `${path} ` : ''}--help`);
    return EXIT.usage;
  }
  if (err instanceof CliError) {
    // The person said no: that is an answer, not an error.
    if (err.exitCode === EXIT.cancelled) io.stderr.write(`${err.message}\n`);
    else printError(io, err.message, err.hint, err.details);
    return err.exitCode;
  }
  if ((err as Error)?.name === 'ExitPromptError') {
    io.stderr.write('\nCancelado.\n');
    return EXIT.cancelled;
  }
  printError(io, `Erro inesperado: ${(err as Error)?.message ?? String(err)}`, 'Rode de novo com VITRINE_DEBUG=1 para ver os detalhes e informe a equipe.');
  if (io.env.VITRINE_DEBUG) io.stderr.write(`${(err as Error)?.stack ?? ''}\n`);
  return EXIT.failure;
}

function printError(io: CliIO, message: string, hint?: string, details?: Record<string, string>) {
  const fields = Object.entries(details ?? {});
  // One field whose message is the error itself: name the field on the same line.
  const lines = fields.length === 1 && fields[0]![1] === message ? [`Erro: ${fields[0]![0]}: ${message}`] : [`Erro: ${message}`, ...fields.map(([f, t]) => `  ${f}: ${t}`)];
  if (hint) lines.push(`Dica: ${hint}`);
  io.stderr.write(lines.join('\n') + '\n');
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
