import type { DomainState, DomainStep } from '@vitrine/api/contract';
import type { ApiContext } from '../shell/command.ts';
import { findClient } from './clients.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : 'nunca');

const STEP_MARK: Record<DomainStep['state'], (ctx: ApiContext) => string> = {
  feito: (ctx) => ctx.out.paint('green', '✓'),
  em_andamento: (ctx) => ctx.out.paint('yellow', '…'),
  falhou: (ctx) => ctx.out.paint('red', '✗'),
  pendente: () => '·',
};

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
    // each step (DNS, certificate, active) with its state and what is happening or to do
    state.steps.forEach((step, i) => {
      ctx.out.line(`  ${STEP_MARK[step.state](ctx)} ${i + 1}. ${step.label}: ${step.state_label}`);
      ctx.out.line(`       ${step.detail}`);
    });
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
