import { messages, SUBDOMAIN_PATTERN, TRASH_DAYS, type Client } from '@vitrine/contract';
import { endpoints } from '@vitrine/contract/endpoints/index';
import type { ApiClient } from '../api/api-client.ts';
import type { ApiContext } from '../shell/command.ts';
import { confirmDestructive } from '../shell/confirm.ts';
import { CliError, EXIT, usageError } from '../shell/errors.ts';
import type { Column } from '../shell/table.ts';
import { formatDate } from './format.ts';

/**
 * A client by id ("12") or subdomain ("loja-do-ze"), the way people name shops.
 * 404 → exit 4 with the spec's "Cliente não encontrado".
 */
export async function findClient(api: ApiClient, ref: string): Promise<Client> {
  const r = ref.trim().toLowerCase();
  if (!r) throw usageError('Informe o subdomínio ou o id da loja.');
  if (/^\d+$/.test(r)) return api.call(endpoints.clients.get, { params: { id: r } });
  if (!SUBDOMAIN_PATTERN.test(r))
    throw usageError(`"${ref}" não é um subdomínio nem um id: ${messages.clients.subdomainFormat}`, 'Veja os subdomínios com: vitrine clients list');
  const client = await clientExists(api, r);
  if (!client) throw new CliError(`${messages.clients.notFound}: ${r}`, { exitCode: EXIT.notFound, hint: 'Veja os subdomínios com: vitrine clients list' });
  return client;
}

/** The shop with this subdomain, if any (GET /master/clients?subdomain= answers 0 or 1). */
export async function clientExists(api: ApiClient, subdomain: string): Promise<Client | undefined> {
  const [client] = await api.call(endpoints.clients.list, { query: { subdomain } });
  return client;
}

const CLIENT_COLUMNS: Column<Client>[] = [
  { header: 'ID', value: (c) => c.id, align: 'right' },
  { header: 'SUBDOMÍNIO', value: (c) => c.subdomain },
  { header: 'LOJA', value: (c) => c.store_name || c.site_name },
  { header: 'CLIENTE', value: (c) => c.client_name },
  { header: 'ATIVA', value: (c) => c.is_active },
  { header: 'PUBLICADA', value: (c) => c.is_published },
  { header: 'PRODUTOS', value: (c) => c.product_count, align: 'right' },
  { header: 'ENDEREÇO', value: (c) => c.site_url },
];

export async function listClients(ctx: ApiContext): Promise<void> {
  const clients = await ctx.api.call(endpoints.clients.list);
  ctx.out.result(clients, () => {
    if (!clients.length) return ctx.out.line(messages.clients.empty);
    ctx.out.table(CLIENT_COLUMNS, clients);
  });
}

export async function showClient(options: { ref: string }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  ctx.out.result(client, () => printClient(ctx, client));
}

function printClient(ctx: ApiContext, c: Client) {
  ctx.out.fields([
    ['ID', c.id],
    ['Cliente', c.client_name],
    ['E-mail', c.client_email],
    ['Telefone', c.client_phone],
    ['Loja', c.store_name],
    ['Site', c.site_name],
    ['Subdomínio', c.subdomain],
    ['Endereço', c.site_url],
    ['Domínio próprio', c.custom_domain],
    ['Usuário admin', c.admin_username],
    ['Ativa', c.is_active],
    ['Publicada', c.is_published],
    ['Produtos', c.product_count],
    ['WhatsApp', c.contact_whatsapp],
    ['Instagram', c.contact_instagram],
    ['Cidade', [c.city, c.state].filter(Boolean).join(' / ')],
    ['Cores', `${c.primary_color} ${c.secondary_color} ${c.accent_color}`],
    ['Criada em', formatDate(c.created_at)],
    ['Atualizada em', formatDate(c.updated_at)],
  ]);
}

export async function deleteClient(options: { ref: string; yes?: boolean | undefined }, ctx: ApiContext): Promise<void> {
  const client = await findClient(ctx.api, options.ref);
  await confirmDestructive(
    ctx,
    options.yes,
    `${messages.clients.confirmDelete} ${client.store_name} (${client.subdomain}), com seus produtos e imagens. Ela fica na Lixeira do painel master por ${TRASH_DAYS} dias, com o subdomínio reservado`,
    client.subdomain,
  );
  await ctx.api.call(endpoints.clients.remove, { params: { id: client.id } });
  ctx.out.result({ deleted: true, id: client.id, subdomain: client.subdomain }, () =>
    ctx.out.success(
      `${messages.clients.deleted} ${client.store_name} (${client.subdomain}) está na Lixeira: restaure em até ${TRASH_DAYS} dias pelo painel (Clientes → Lixeira).`,
    ),
  );
}
