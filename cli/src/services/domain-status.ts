import { messages, type DnsRecord, type DomainState, type DomainStep } from '@vitrine/contract';
import { endpoints } from '@vitrine/contract/endpoints/index';
import type { ApiContext } from '../shell/command.ts';
import { findClient } from './clients.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : 'nunca');

const STEP_MARK: Record<DomainStep['state'], (ctx: ApiContext) => string> = {
  feito: (ctx) => ctx.out.paint('green', '✓'),
  em_andamento: (ctx) => ctx.out.paint('yellow', '…'),
  falhou: (ctx) => ctx.out.paint('red', '✗'),
  pendente: () => '·',
};

export const RECORD_COLUMNS = [
  { header: 'TIPO', value: (r: DnsRecord) => r.type },
  // the name as the registrar's zone editor ("Nome" at Registro.br) takes it; blank: the domain itself
  { header: 'NOME', value: (r: DnsRecord) => (r.host === undefined ? r.name : r.host || '(em branco)') },
  { header: 'VALOR', value: (r: DnsRecord) => r.value },
];

/** The records the owner creates, where, and Registro.br's steps: what the admin's wizard shows. */
function showRecords(ctx: ApiContext, state: DomainState): void {
  if (!state.zone || !state.records.length) return;
  ctx.out.line();
  if (state.advice) {
    ctx.out.line(state.advice);
    ctx.out.line();
  }
  ctx.out.line(`Registros para criar na zona de ${state.zone}:`);
  ctx.out.table(RECORD_COLUMNS, state.records);
  ctx.out.line();
  ctx.out.line('No Registro.br:');
  for (const [i, text] of messages.domains.registroBrSteps(state.zone).entries()) ctx.out.line(`  ${i + 1}. ${text}`);
}

function show(ctx: ApiContext, state: DomainState): void {
  const shop = state.subdomain;
  ctx.out.result(state, () => {
    if (!state.domain) {
      ctx.out.fields([['Endereço', state.canonical_url]]);
      ctx.out.line();
      ctx.out.line('A loja usa só o endereço da plataforma.');
      ctx.out.line(`Para usar um domínio próprio: vitrine domains setup --shop ${shop} --domain www.exemplo.com.br`);
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
    if (state.status === 'pendente') showRecords(ctx, state);
    ctx.out.line();
    ctx.out.line(`Próximo passo: ${state.next_step}`);
    if (state.status !== 'ativo') ctx.out.line(`Para verificar de novo agora: vitrine domains check --shop ${shop}`);
  });
}

/** `vitrine domains status`: where the shop's custom domain stands, without checking again. */
export async function domainStatus(options: { ref: string }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  show(ctx, await ctx.api.call(endpoints.domainStatus.get, { params: { subdomain: client.subdomain } }));
}

/** `vitrine domains check`: the server checks the DNS (and whether it answers there) now. */
export async function domainCheck(options: { ref: string }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  const spinner = ctx.out.spinner(`Verificando o domínio de ${client.subdomain}…`);
  let state: DomainState;
  try {
    state = await ctx.api.call(endpoints.domainStatus.check, { params: { subdomain: client.subdomain } });
  } finally {
    spinner.stop();
  }
  show(ctx, state);
}
