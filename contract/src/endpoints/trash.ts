import { z } from 'zod';
import { idParams } from '../common.ts';
import { trashItemBody } from '../trash.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The trash endpoints (docs/api.md). */
export const trash = {
  list: {
    method: 'get',
    path: '/trash',
    access: 'store_admin',
    summary: 'Lixeira da loja: produtos e categorias excluídos nos últimos 30 dias, mais recentes primeiro, com a data até quando podem ser restaurados',
    tag: 'trash',
    responseBody: z.array(trashItemBody),
  },
  purgeProduct: {
    method: 'delete',
    path: '/trash/products/:id',
    access: 'store_admin',
    summary: 'Exclui definitivamente um produto da Lixeira, com as imagens (linhas e arquivos); responde 204',
    tag: 'trash',
    params: idParams,
    status: 204,
  },
  purgeCategory: {
    method: 'delete',
    path: '/trash/categories/:id',
    access: 'store_admin',
    summary: 'Exclui definitivamente uma categoria da Lixeira; responde 204',
    tag: 'trash',
    params: idParams,
    status: 204,
  },
  masterList: {
    method: 'get',
    path: '/master/trash',
    access: 'master',
    summary: 'Lojas na Lixeira (excluídas nos últimos 30 dias; subdomínio e domínio reservados até a exclusão definitiva)',
    tag: 'trash',
    responseBody: z.array(trashItemBody),
  },
  purgeClient: {
    method: 'delete',
    path: '/master/trash/clients/:id',
    access: 'master',
    summary: 'Exclui definitivamente uma loja da Lixeira: usuários, produtos, imagens, arquivos e domínio; o subdomínio fica livre; responde 204',
    tag: 'trash',
    params: idParams,
    status: 204,
  },
} as const satisfies Record<string, EndpointSpec>;
