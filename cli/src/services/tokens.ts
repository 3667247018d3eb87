import { tokenCreateInput, type ApiTokenInfo } from '@vitrine/contract';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { writeConfig } from '../config/config-store.ts';
import type { ApiContext } from '../shell/command.ts';
import { missingFlags, usageError } from '../shell/errors.ts';
import { confirmDestructive } from '../shell/confirm.ts';
import { formatDate } from './format.ts';
import { validateInput, validatorFor } from './validate.ts';
import { withPasswordSession } from './auth.ts';

export interface CreateTokenOptions {
  name?: string | undefined;
  days?: string | undefined;
  username?: string | undefined;
  passwordStdin?: boolean | undefined;
}

/**
 * A token for a CI job or another machine. Made with the master's password (a token cannot
 * make tokens, so a leaked one cannot mint successors). The secret is printed once, here.
 */
export async function createToken(options: CreateTokenOptions, ctx: ApiContext): Promise<void> {
  let name = options.name?.trim();
  if (!name) {
    if (!ctx.prompter.interactive) throw missingFlags(['--name'], ctx.command);
    name = await ctx.prompter.text({ message: 'Nome do token (onde ele será usado)', default: 'ci', validate: validatorFor(tokenCreateInput.shape.name) });
  }
  const days = options.days === undefined ? undefined : Number(options.days);
  const input = validateInput(tokenCreateInput, { name, ...(days === undefined ? {} : { expires_in_days: days }) }, ctx.command);
  const username = options.username ?? ctx.config.hosts?.[ctx.apiUrl.value]?.username;
  const created = await withPasswordSession({ username, passwordStdin: options.passwordStdin }, ctx, ({ api, withSession }) =>
    api.call(endpoints.tokens.create, { body: input, headers: withSession }),
  );
  ctx.out.result(created, () => {
    ctx.out.success(`Token “${created.name}” criado (id ${created.id}), válido até ${formatDate(created.expires_at)}.`);
    ctx.out.line('Guarde-o agora, por exemplo como segredo VITRINE_TOKEN do CI; ele não será mostrado de novo:');
    ctx.out.line();
    ctx.out.line(`  ${created.token}`);
    ctx.out.line();
  });
}

export async function listTokens(ctx: ApiContext): Promise<void> {
  const tokens = await ctx.api.call(endpoints.tokens.list);
  const mine = ctx.tokenSource === 'config' ? ctx.config.hosts?.[ctx.apiUrl.value]?.token_id : undefined;
  ctx.out.result(tokens, () => {
    if (!tokens.length) return ctx.out.line('Nenhum token ativo.');
    ctx.out.table(
      [
        { header: 'ID', value: (t: ApiTokenInfo) => t.id, align: 'right' },
        { header: 'NOME', value: (t) => (t.id === mine ? `${t.name} (este computador)` : t.name) },
        { header: 'CRIADO EM', value: (t) => formatDate(t.created_at) },
        { header: 'ÚLTIMO USO', value: (t) => formatDate(t.last_used_at) },
        {
          header: 'EXPIRA EM',
          value: (t) => (new Date(t.expires_at).getTime() <= Date.now() ? `${formatDate(t.expires_at)} (expirado)` : formatDate(t.expires_at)),
        },
      ],
      tokens,
    );
  });
}

export async function revokeToken(options: { id: string; yes?: boolean | undefined }, ctx: ApiContext): Promise<void> {
  if (!/^\d+$/.test(options.id.trim())) throw usageError(`Id de token inválido: ${options.id}`, 'Veja os ids com: vitrine tokens list');
  const id = Number(options.id);
  await confirmDestructive(ctx, options.yes, `Revogar o token ${id}? Quem o usa (um CI, outro computador) perde o acesso.`, String(id));
  await ctx.api.call(endpoints.tokens.revoke, { params: { id } });
  // Revoking the token this computer logged in with is a logout: forget it too.
  const saved = ctx.config.hosts?.[ctx.apiUrl.value];
  const wasMine = saved?.token_id === id;
  if (wasMine) {
    const hosts = { ...ctx.config.hosts };
    delete hosts[ctx.apiUrl.value];
    writeConfig(ctx.configFile, { ...ctx.config, hosts });
  }
  ctx.out.result({ revoked: true, id }, () => {
    ctx.out.success(`Token ${id} revogado.`);
    if (wasMine) ctx.out.line('Era o token deste computador: rode vitrine login para entrar de novo.');
  });
}
