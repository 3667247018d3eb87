import { z } from 'zod';
import { route } from '../http/route.ts';
import { idParam } from '../contract/common.ts';
import { accessResultBody, clientBody, clientCreateInput, clientCreateResultBody, clientUpdateInput, SUBDOMAIN_PATTERN } from '../contract/clients.ts';
import { getClient, listClients } from './queries.ts';
import { createClient } from './create-client.ts';
import { updateClient } from './update-client.ts';
import { deleteClient } from './delete-client.ts';
import { setPublished } from './publishing.ts';
import { publishQuery } from '../contract/readiness.ts';
import { sendAccess } from './send-access.ts';

const idParams = z.object({ id: idParam });
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
      response: 'Client[]: campos do cliente (spec §3) com admin_username, site_url, product_count e custom_domain.',
      tag: 'master',
      query: listQuery,
      responseBody: z.array(clientBody),
    },
    async ({ ctx, query }) => listClients(ctx, query),
  ),
  route(
    { method: 'get', path: '/master/clients/:id', access: 'master', summary: 'Um cliente', tag: 'master', params: idParams, responseBody: clientBody },
    async ({ ctx, params }) => getClient(ctx, params.id),
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
    },
    async ({ ctx, params, body }) => updateClient(ctx, params.id, body),
  ),
  route(
    {
      method: 'delete',
      path: '/master/clients/:id',
      access: 'master',
      summary: 'Exclui a loja com usuários, sessões, produtos, imagens, arquivos e site publicado',
      tag: 'master',
      params: idParams,
      status: 204,
      transaction: false,
    },
    async ({ ctx, params }) => deleteClient(ctx, params.id),
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
];
