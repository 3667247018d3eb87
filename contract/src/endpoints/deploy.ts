import { deployInput, deployResultBody } from '../clients.ts';
import { idParams } from '../common.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The deploy endpoints (docs/api.md). */
export const deploy = {
  one: {
    method: 'post',
    path: '/master/clients/:id/deploy',
    access: 'master',
    summary: 'Exporta o site da loja como arquivos estáticos e publica em DEPLOY_TARGET (pasta ou S3)',
    response: 'DeployResult: { success, output, error, target }; um deploy que falhou responde 200 com success false.',
    tag: 'master',
    params: idParams,
    responseBody: deployResultBody,
  },
  all: {
    method: 'post',
    path: '/master/deploy',
    access: 'master',
    summary: 'Deploy de uma loja pelo subdomínio',
    tag: 'master',
    body: deployInput,
    responseBody: deployResultBody,
  },
} as const satisfies Record<string, EndpointSpec>;
