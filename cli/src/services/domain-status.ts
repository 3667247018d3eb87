import type { DomainState } from '@vitrine/api/contract';
import type { ApiContext } from '../shell/command.ts';
import { findClient } from './clients.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : 'nunca');

function show(ctx: ApiContext, state: DomainState): void {
  ctx.out.result(state, () => {
    if (!state.domain) {
      ctx.out.fields([['Endereço', state.canonical_url]]);
      ctx.out.line();
      ctx.out.line(state.next_step);
      return;
    }
    ctx.out.fields([
      ['Domínio', state.domain],
      ['Situação', state.status_label],
      ['Links da loja', state.canonical_url],
      ['Última verificação', when(state.checked_at)],
      ...(state.last_error ? ([['Motivo', state.last_error]] as [string, string][]) : []),
    ]);
    ctx.out.line();
    for (const step of state.steps) ctx.out.line(`  ${step.done ? ctx.out.paint('green', '✓') : ctx.out.paint('yellow', '…')} ${step.label}`);
    ctx.out.line();
    ctx.out.line(`Próximo passo: ${state.next_step}`);
  });
}

/** `vitrine domains status`: where the shop's custom domain stands, without checking again. */
export async function domainStatus(options: { ref: string }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  show(ctx, await ctx.api.get<DomainState>(`/master/domains/${client.subdomain}`));
}

/** `vitrine domains check`: the server checks the DNS (and whether it answers there) now. */
export async function domainCheck(options: { ref: string }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  const spinner = ctx.out.spinner(`Verificando o domínio de ${client.subdomain}…`);
  let state: DomainState;
  try {
    state = await ctx.api.post<DomainState>(`/master/domains/${client.subdomain}/check`);
  } finally {
    spinner.stop();
  }
  show(ctx, state);
}
