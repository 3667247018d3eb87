import type { Context } from './command.ts';
import { CliError, EXIT } from './errors.ts';

/** Asks on a terminal; without one, only --yes goes ahead. */
export async function confirmDestructive(ctx: Context, yes: boolean | undefined, question: string, target: string) {
  if (yes) return;
  if (!ctx.prompter.interactive) {
    throw new CliError('Esta ação não pode ser desfeita e precisa de confirmação.', {
      exitCode: EXIT.usage,
      hint: `Sem terminal, confirme com --yes (ou VITRINE_YES=true): vitrine ${ctx.command} ${target} --yes`,
    });
  }
  if (!(await ctx.prompter.confirm({ message: question, default: false }))) {
    throw new CliError('Cancelado: nada foi alterado.', { exitCode: EXIT.cancelled });
  }
}
