import { messages, type Client, type DeployResult, type DnsRecord, type DomainSetupResult } from '@vitrine/contract';
import { ApiError } from '@vitrine/contract/api-error';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { apiMessage, retold } from '../api/api-errors.ts';
import type { ApiContext } from '../shell/command.ts';
import { CliError, EXIT } from '../shell/errors.ts';
import { confirmDestructive } from '../shell/confirm.ts';
import { findClient } from './clients.ts';
import { RECORD_COLUMNS } from './domain-status.ts';

async function toggle(ctx: ApiContext, ref: string, action: 'publish' | 'unpublish', yes?: boolean): Promise<Client> {
  const client = await findClient(ctx.api, ref);
  const params = { id: client.id };
  if (action === 'unpublish') return ctx.api.call(endpoints.clients.unpublish, { params });
  try {
    try {
      return await ctx.api.call(endpoints.clients.publish, { params });
    } catch (err) {
      // a shop nobody can contact: published only once confirmed (a prompt, or --yes)
      if (!(err instanceof ApiError && err.status === 409 && err.serverMessage === messages.readiness.publishNoContact)) throw err;
      await confirmPublishWithoutContact(ctx, yes, client.subdomain);
      return await ctx.api.call(endpoints.clients.publish, { params, query: { force: 'true' } });
    }
  } catch (err) {
    // docs/product.md §8: "Erro ao publicar: …" (unpublishing failed is "Erro ao alterar status do site").
    if (err instanceof ApiError) throw retold(err, { message: `${messages.clients.publishFailed}${apiMessage(err)}` });
    throw err;
  }
}

async function confirmPublishWithoutContact(ctx: ApiContext, yes: boolean | undefined, subdomain: string) {
  if (yes) return;
  if (!ctx.prompter.interactive) {
    throw new CliError(messages.readiness.publishNoContact, {
      exitCode: EXIT.usage,
      hint: `Cadastre o WhatsApp ou o Instagram (vitrine clients update --shop ${subdomain} --whatsapp …), ou publique assim mesmo com --yes.`,
    });
  }
  if (!(await ctx.prompter.confirm({ message: `${messages.readiness.noContact} Publicar mesmo assim?`, default: false }))) {
    throw new CliError('Cancelado: nada foi alterado.', { exitCode: EXIT.cancelled });
  }
}

export async function publishSite(options: { ref: string; yes?: boolean | undefined }, ctx: ApiContext): Promise<void> {
  const client = await toggle(ctx, options.ref, 'publish', options.yes);
  ctx.out.result(client, () => {
    ctx.out.success(`${messages.clients.published} ${client.store_name}`);
    ctx.out.line(`No ar em ${client.site_url}`);
  });
}

export async function unpublishSite(options: { ref: string }, ctx: ApiContext): Promise<void> {
  const client = await toggle(ctx, options.ref, 'unpublish');
  ctx.out.result(client, () => {
    ctx.out.success(`${messages.clients.unpublished} ${client.store_name}`);
    ctx.out.line('A loja saiu do ar para os clientes; o painel do lojista continua funcionando.');
  });
}

/**
 * Sends the shop's admin their access: a new password replaces the old one, so it asks
 * for confirmation like any change that cannot be undone.
 */
export async function sendAccess(options: { ref: string; yes?: boolean | undefined }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  await confirmDestructive(
    ctx,
    options.yes,
    `Gerar uma nova senha para o administrador de ${client.store_name} (${client.admin_username ?? client.subdomain})? A senha atual deixa de funcionar.`,
    client.subdomain,
  );
  const access = await ctx.api.call(endpoints.clients.sendAccess, { params: { id: client.id } });
  ctx.out.result(access, () => {
    ctx.out.success(`Acesso de ${client.store_name}:`);
    ctx.out.fields([
      ['Usuário', access.username],
      ['Senha', access.password],
      ['Entrar em', access.login_url],
    ]);
    if (access.message) {
      ctx.out.line();
      ctx.out.line('Mensagem para enviar ao cliente:');
      ctx.out.line(access.message);
    }
  });
}

const SETUP_COLUMNS = [...RECORD_COLUMNS, { header: 'SITUAÇÃO', value: (r: DnsRecord) => (r.status === 'applied' ? 'criado' : 'criar no DNS') }];

export async function setupDomains(options: { ref: string; domain?: string | undefined }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  let result: DomainSetupResult;
  try {
    result = await ctx.api.call(endpoints.domains.setup, {
      body: { subdomain: client.subdomain, ...(options.domain !== undefined ? { custom_domain: options.domain } : {}) },
    });
  } catch (err) {
    if (err instanceof ApiError) throw retold(err, { message: `${messages.clients.domainsFailed}: ${apiMessage(err)}` });
    throw err;
  }
  ctx.out.result(result, () => {
    ctx.out.success(`Domínios de ${client.subdomain} configurados (provedor de DNS: ${result.provider === 'none' ? 'nenhum' : result.provider}).`);
    const manual = result.records.filter((r) => r.status === 'manual');
    if (result.records.length) {
      ctx.out.line();
      ctx.out.table(SETUP_COLUMNS, result.records);
    }
    if (manual.length) {
      ctx.out.line();
      ctx.out.line('Crie os registros marcados "criar no DNS" no provedor do domínio.');
      for (const r of manual) if (r.note) ctx.out.line(`  ${r.type} ${r.name}: ${r.note}`);
      ctx.out.line(`O passo a passo (Registro.br) e a situação: vitrine domains status --shop ${client.subdomain}`);
    }
  });
}

/**
 * Exports the shop's storefront as static files to the deploy target. Slow: a spinner on a
 * terminal, and the server's log printed at the end either way.
 */
export async function deploySite(options: { ref: string }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  const spinner = ctx.out.spinner(`Fazendo deploy de ${client.subdomain}…`);
  let result: DeployResult;
  try {
    result = await ctx.api.call(endpoints.deploy.one, { params: { id: client.id } }, { timeoutMs: 15 * 60_000 });
  } catch (err) {
    if (err instanceof ApiError) throw retold(err, { message: `${messages.clients.deployFailed}${apiMessage(err)}` });
    throw err;
  } finally {
    spinner.stop();
  }
  ctx.out.result(result, () => {
    if (result.output.trim()) {
      ctx.out.line(result.output.trimEnd());
      ctx.out.line();
    }
    if (result.success) ctx.out.success(`Deploy de ${client.subdomain} concluído${result.target ? `: ${result.target}` : '.'}`);
  });
  if (!result.success) {
    throw new CliError(`${messages.clients.deployFailed}${result.error ?? 'erro desconhecido'}`, {
      hint: 'Veja o log acima; corrija e rode vitrine deploy de novo.',
    });
  }
}
