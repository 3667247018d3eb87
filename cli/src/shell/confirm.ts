import type { Option } from 'commander';
import type { Context } from './command.ts';
import { CliError, EXIT } from './errors.ts';
import { flag } from './flags.ts';

/**
 * `-y, --yes` of a destructive command. The one flag with no environment variable: a
 * VITRINE_YES left exported in a shell or a CI job must never approve a delete.
 */
export const yesFlag = (): Option => flag('-y, --yes', 'não pede confirmação (obrigatório sem terminal; não vem do ambiente)', { env: false });

/** Asks on a terminal; without one, only --yes on the command line goes ahead. */
export async function confirmDestructive(ctx: Context, yes: boolean | undefined, question: string, target: string) {
  if (yes) return;
  if (!ctx.prompter.interactive) {
    const ignored = ctx.io.env.VITRINE_YES !== undefined ? ' VITRINE_YES é ignorado: a confirmação só vem da linha de comando.' : '';
    throw new CliError('Esta ação não pode ser desfeita e precisa de confirmação.', {
      exitCode: EXIT.usage,
      hint: `Sem terminal, confirme com --yes: vitrine ${ctx.command} ${target} --yes.${ignored}`,
    });
  }
  if (!(await ctx.prompter.confirm({ message: question, default: false }))) {
    throw new CliError('Cancelado: nada foi alterado.', { exitCode: EXIT.cancelled });
  }
}
