import { domainRefParams, domainStateSchema, waitingDomainsSchema } from '../domains.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The domainStatus endpoints (docs/api.md). */
export const domainStatus = {
  waiting: {
    method: 'get',
    path: '/master/domains',
    access: 'master',
    summary: 'Domínios próprios que aguardam o DNS: loja, domínio, desde quando e o que falta',
    tag: 'master',
    responseBody: waitingDomainsSchema,
  },
  own: {
    method: 'get',
    path: '/domain',
    access: 'store_admin',
    summary: 'Situação do domínio próprio da própria loja: DNS, certificado (HTTPS) e ativo, com o que fazer a seguir',
    tag: 'config',
    responseBody: domainStateSchema,
  },
  checkOwn: {
    method: 'post',
    path: '/domain/check',
    access: 'store_admin',
    summary: 'Verifica agora o domínio próprio da própria loja (DNS, certificado) e atualiza a situação',
    tag: 'config',
    responseBody: domainStateSchema,
  },
  get: {
    method: 'get',
    path: '/master/domains/:subdomain',
    access: 'master',
    summary: 'Situação do domínio próprio da loja: pendente, verificado ou ativo, e o que fazer a seguir',
    tag: 'master',
    params: domainRefParams,
    responseBody: domainStateSchema,
  },
  check: {
    method: 'post',
    path: '/master/domains/:subdomain/check',
    access: 'master',
    summary: 'Verifica agora o DNS do domínio próprio (e se a plataforma responde nele) e atualiza a situação',
    tag: 'master',
    params: domainRefParams,
    responseBody: domainStateSchema,
  },
} as const satisfies Record<string, EndpointSpec>;
