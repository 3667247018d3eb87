import { z } from 'zod';
import { route } from '../http/route.ts';
import type { RequestContext } from '../http/context.ts';
import { idParam } from '@vitrine/contract/common';
import { accessResultBody, clientBody, clientCreateInput, clientCreateResultBody, clientUpdateInput, SUBDOMAIN_PATTERN } from '@vitrine/contract/clients';
import { getClient, listClients } from './queries.ts';
import { createClient } from './create-client.ts';
import { updateClient } from './update-client.ts';
import { restoreShop, trashShop } from './trash.ts';
import { requireVersion, sendVersion } from '../versions/if-match.ts';
import { shopVersion } from '../versions/conditional-edit.ts';
import type { Request } from 'express';
import type { Db } from '../db/connection.ts';
import { setPublished } from './publishing.ts';
import { publishQuery } from '@vitrine/contract/readiness';
import { sendAccess } from './send-access.ts';

const idParams = z.object({ id: idParam });

/** If-Match on a client's writes, checked on the write's own transaction with the row locked. */
const clientPrecondition = (ctx: RequestContext, req: Request, id: number) => (trx: Db) =>
  requireVersion(trx, req, shopVersion(id), () => getClient({ ...ctx, db: trx }, id));

const listQuery = z.object({
  /** Finds one shop by its subdomain (the CLI's `vitrine publish loja`): an array of 0 or 1. */
  subdomain: z.string().trim().toLowerCase().regex(SUBDOMAIN_PATTERN, 'Subdomínio inválido.').optional(),
});

/*
 * Writes that hash a password or touch files after the commit open their own transaction
 * (transaction: false); the services say which.
 */
export const clientRoutes = [
  route(
    {
      method: 'get',
      path: '/master/clients',
      access: 'master',
      summary: 'Clientes (lojas), mais recentes primeiro; ?subdomain= filtra por subdomínio',
      response: 'Client[]: campos do cliente (docs/product.md §3) com admin_username, site_url, product_count e custom_domain.',
      tag: 'master',
      query: listQuery,
      responseBody: z.array(clientBody),
    },
    async ({ ctx, query }) => listClients(ctx, query),
  ),
  route(
    {
      method: 'get',
      path: '/master/clients/:id',
      access: 'master',
      summary: 'Um cliente, com o ETag da versão: envie-o em If-Match ao salvar',
      tag: 'master',
      params: idParams,
      responseBody: clientBody,
    },
    async ({ ctx, params, res }) => {
      const client = await getClient(ctx, params.id);
      await sendVersion(ctx.db, res, shopVersion(params.id));
      return client;
    },
  ),
  route(
    {
      method: 'post',
      path: '/master/clients',
      access: 'master',
      summary: 'Cria cliente: loja, configurações e usuário administrador numa transação',
      response: 'ClientCreateResult: { id, client, initial_password? }; initial_password só quando a senha foi gerada.',
      tag: 'master',
      body: clientCreateInput,
      responseBody: clientCreateResultBody,
      status: 201,
      transaction: false,
    },
    async ({ ctx, body }) => createClient(ctx, body),
  ),
  route(
    {
      method: 'put',
      path: '/master/clients/:id',
      access: 'master',
      summary: 'Altera os campos enviados do cliente (o usuário não muda)',
      tag: 'master',
      params: idParams,
      body: clientUpdateInput,
      responseBody: clientBody,
      transaction: false,
      ifMatch: true,
    },
    async ({ ctx, params, body, req, res }) => {
      const client = await updateClient(ctx, params.id, body, clientPrecondition(ctx, req, params.id));
      await sendVersion(ctx.db, res, shopVersion(params.id));
      return client;
    },
  ),
  route(
    {
      method: 'delete',
      path: '/master/clients/:id',
      access: 'master',
      summary:
        'Move a loja para a Lixeira: some para os clientes na hora, os acessos do lojista terminam e o site publicado é retirado; subdomínio e domínio ficam reservados; restaurável por 30 dias',
      tag: 'master',
      params: idParams,
      status: 204,
      transaction: false,
      ifMatch: true,
    },
    async ({ ctx, params, req }) => trashShop(ctx, params.id, clientPrecondition(ctx, req, params.id)),
  ),
  route(
    {
      method: 'post',
      path: '/master/clients/:id/publish',
      access: 'master',
      summary: 'Publica o site da loja; sem WhatsApp nem Instagram responde 409 até ser confirmado com ?force=true',
      tag: 'master',
      params: idParams,
      query: publishQuery,
      transaction: false,
      responseBody: clientBody,
    },
    async ({ ctx, params, query }) => setPublished(ctx, params.id, true, { force: query.force }),
  ),
  route(
    {
      method: 'post',
      path: '/master/clients/:id/unpublish',
      access: 'master',
      summary: 'Despublica o site da loja (chamadas públicas respondem 404 na hora)',
      tag: 'master',
      params: idParams,
      responseBody: clientBody,
      transaction: false,
    },
    async ({ ctx, params }) => setPublished(ctx, params.id, false),
  ),
  route(
    {
      method: 'post',
      path: '/master/clients/:id/access',
      access: 'master',
      summary: 'Enviar acesso: nova senha para o administrador da loja e mensagem pronta',
      response: 'AccessResult: { username, password, login_url, message }.',
      tag: 'master',
      params: idParams,
      responseBody: accessResultBody,
      transaction: false,
    },
    async ({ ctx, params }) => sendAccess(ctx, params.id),
  ),
  route(
    {
      method: 'post',
      path: '/master/clients/:id/restore',
      access: 'master',
      summary: 'Restaura uma loja da Lixeira como estava (ativa, publicada ou não; o site estático volta no próximo deploy); responde o cliente',
      tag: 'trash',
      params: idParams,
      responseBody: clientBody,
      transaction: false,
    },
    async ({ ctx, params, res }) => {
      const client = await restoreShop(ctx, params.id);
      await sendVersion(ctx.db, res, shopVersion(params.id));
      return client;
    },
  ),
];
