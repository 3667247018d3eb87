import { messages, passwordChangeInput } from '@vitrine/contract';
import { endpoints } from '@vitrine/contract/endpoints/index';
import type { ApiContext } from '../shell/command.ts';
import { missingFlags, usageError } from '../shell/errors.ts';
import { readStdin } from '../shell/io.ts';

export interface PasswdOptions {
  passwordStdin?: boolean | undefined;
}

/**
 * Changes the logged-in user's own password (POST /auth/password). On a terminal it asks for
 * the current password and the new one twice; in scripts, --password-stdin reads two lines:
 * the current password, then the new one. Passwords never come from flags or variables,
 * which other processes and shell histories can read.
 */
export async function passwd(options: PasswdOptions, ctx: ApiContext): Promise<void> {
  const body = await passwords(options, ctx);
  const res = await ctx.api.call(endpoints.account.changePassword, { body });
  ctx.out.result(res, () => {
    ctx.out.success(res.message);
    ctx.out.line(
      `${res.ended_sessions} ${res.ended_sessions === 1 ? 'sessão encerrada' : 'sessões encerradas'}. Os tokens de API (vitrine tokens list) continuam valendo.`,
    );
  });
}

async function passwords(options: PasswdOptions, ctx: ApiContext) {
  if (options.passwordStdin) {
    if (ctx.io.stdin.isTTY)
      throw usageError(
        '--password-stdin lê as senhas da entrada padrão, mas ela é um terminal.',
        'Use: printf "%s\\n%s\\n" "$ATUAL" "$NOVA" | vitrine passwd --password-stdin',
      );
    const [current_password = '', new_password = ''] = (await readStdin(ctx.io)).split(/\r?\n/);
    if (!current_password || !new_password) throw usageError('Envie duas linhas pela entrada padrão: a senha atual e a nova.');
    return { current_password, new_password };
  }
  if (!ctx.prompter.interactive) throw missingFlags(['--password-stdin'], ctx.command);
  const current_password = await ctx.prompter.secret({ message: 'Senha atual', validate: (v) => (v ? true : messages.account.currentRequired) });
  const new_password = await ctx.prompter.secret({
    message: 'Nova senha',
    validate: (v) => {
      const r = passwordChangeInput.safeParse({ current_password, new_password: v });
      return r.success ? true : (r.error.issues[0]?.message ?? messages.http.validation);
    },
  });
  await ctx.prompter.secret({ message: 'Confirme a nova senha', validate: (v) => (v === new_password ? true : messages.account.passwordsDiffer) });
  return { current_password, new_password };
}
