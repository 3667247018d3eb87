import { z } from 'zod';
import { SUBDOMAIN_PATTERN, accessResultBody, clientBody, clientCreateInput, clientCreateResultBody, clientUpdateInput } from '../clients.ts';
import { idParams } from '../common.ts';
import { publishQuery } from '../readiness.ts';
import type { EndpointSpec } from './endpoint.ts';

const listQuery = z.object({
  /** Finds one shop by its subdomain (the CLI's `vitrine publish loja`): an array of 0 or 1. */
  subdomain: z.string().trim().toLowerCase().regex(SUBDOMAIN_PATTERN, 'Subdomínio inválido.').optional(),
});

/** The clients endpoints (docs/api.md). */
export const clients = {
  list: {
    method: 'get',
    path: '/master/clients',
    access: 'master',
    summary: 'Clientes (lojas), mais recentes primeiro; ?subdomain= filtra por subdomínio',
    response: 'Client[]: campos do cliente (docs/product.md §3) com admin_username, site_url, product_count e custom_domain.',
    tag: 'master',
    query: listQuery,
    responseBody: z.array(clientBody),
  },
  get: {
    method: 'get',
    path: '/master/clients/:id',
    access: 'master',
    summary: 'Um cliente, com o ETag da versão: envie-o em If-Match ao salvar',
    tag: 'master',
    params: idParams,
    responseBody: clientBody,
  },
  create: {
    method: 'post',
    path: '/master/clients',
    access: 'master',
    summary: 'Cria cliente: loja, configurações e usuário administrador numa transação',
    response: 'ClientCreateResult: { id, client, initial_password? }; initial_password só quando a senha foi gerada.',
    tag: 'master',
    body: clientCreateInput,
    responseBody: clientCreateResultBody,
    status: 201,
  },
  update: {
    method: 'put',
    path: '/master/clients/:id',
    access: 'master',
    summary: 'Altera os campos enviados do cliente (o usuário não muda)',
    tag: 'master',
    params: idParams,
    body: clientUpdateInput,
    responseBody: clientBody,
    ifMatch: true,
  },
  remove: {
    method: 'delete',
    path: '/master/clients/:id',
    access: 'master',
    summary:
      'Move a loja para a Lixeira: some para os clientes na hora, os acessos do lojista terminam e o site publicado é retirado; subdomínio e domínio ficam reservados; restaurável por 30 dias',
    tag: 'master',
    params: idParams,
    status: 204,
    ifMatch: true,
  },
  publish: {
    method: 'post',
    path: '/master/clients/:id/publish',
    access: 'master',
    summary: 'Publica o site da loja; sem WhatsApp nem Instagram responde 409 até ser confirmado com ?force=true',
    tag: 'master',
    params: idParams,
    query: publishQuery,
    responseBody: clientBody,
  },
  unpublish: {
    method: 'post',
    path: '/master/clients/:id/unpublish',
    access: 'master',
    summary: 'Despublica o site da loja (chamadas públicas respondem 404 na hora)',
    tag: 'master',
    params: idParams,
    responseBody: clientBody,
  },
  sendAccess: {
    method: 'post',
    path: '/master/clients/:id/access',
    access: 'master',
    summary: 'Enviar acesso: nova senha para o administrador da loja e mensagem pronta',
    response: 'AccessResult: { username, password, login_url, message }.',
    tag: 'master',
    params: idParams,
    responseBody: accessResultBody,
  },
  restore: {
    method: 'post',
    path: '/master/clients/:id/restore',
    access: 'master',
    summary: 'Restaura uma loja da Lixeira como estava (ativa, publicada ou não; o site estático volta no próximo deploy); responde o cliente',
    tag: 'trash',
    params: idParams,
    responseBody: clientBody,
  },
} as const satisfies Record<string, EndpointSpec>;
