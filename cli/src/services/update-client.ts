import { clientCreateInput, clientUpdateInput, messages, type Client, type ClientUpdateInput } from '@vitrine/contract';
import { ApiError } from '@vitrine/contract/api-error';
import { endpoints } from '@vitrine/contract/endpoints/index';
import { retold } from '../api/api-errors.ts';
import type { ApiContext } from '../shell/command.ts';
import { usageError } from '../shell/errors.ts';
import { detailsWithFlags } from './client-fields.ts';
import { findClient } from './clients.ts';
import { validateInput, validatorFor } from './validate.ts';

export interface UpdateOptions {
  ref: string;
  fields: Partial<ClientUpdateInput>;
  active?: boolean | undefined;
}

export async function updateClient(options: UpdateOptions, ctx: ApiContext): Promise<void> {
  const found = await findClient(ctx.api, options.ref);
  // the version this edit starts from: a change made by someone else meanwhile is refused (412), not overwritten
  const { data: client, headers } = await ctx.api.callWithHeaders(endpoints.clients.get, { params: { id: found.id } });
  const ifMatch = headers.get('etag');
  const changes: Record<string, unknown> = { ...options.fields };
  if (options.active !== undefined) changes.is_active = options.active;
  if (!Object.keys(changes).length) {
    if (!ctx.prompter.interactive) {
      throw usageError('Nada para alterar.', `Informe ao menos um campo, por exemplo --store-name "Novo nome". Veja: vitrine ${ctx.command} --help`);
    }
    await askChanges(client, changes, ctx);
    if (!Object.keys(changes).length) return ctx.out.result(client, () => ctx.out.line('Nada foi alterado.'));
  }
  const input = validateInput(clientUpdateInput, changes, ctx.command);
  let updated: Client;
  try {
    updated = await ctx.api.call(endpoints.clients.update, { params: { id: client.id }, body: input, ifMatch });
  } catch (err) {
    if (err instanceof ApiError && err.details) throw retold(err, { details: detailsWithFlags(err.details) });
    throw err;
  }
  ctx.out.result(updated, () => ctx.out.success(`${messages.clients.updated} ${updated.store_name} (${updated.subdomain})`));
}

/** On a terminal with no flags: the main fields, the current value as the default. */
async function askChanges(client: Client, body: Record<string, unknown>, ctx: ApiContext) {
  const shape = clientCreateInput.shape;
  const ask = async (key: 'client_name' | 'client_email' | 'store_name' | 'site_name', message: string) => {
    const v = await ctx.prompter.text({ message, default: client[key], validate: validatorFor(shape[key]) });
    if (v.trim() !== client[key]) body[key] = v;
  };
  await ask('client_name', 'Nome completo do cliente');
  await ask('client_email', 'E-mail do cliente');
  await ask('store_name', 'Nome da loja');
  await ask('site_name', 'Nome do site');
  const active = await ctx.prompter.confirm({ message: 'Loja ativa?', default: client.is_active });
  if (active !== client.is_active) body.is_active = active;
}
