import { z } from 'zod';
import { catalogueOrderInput, catalogueOrderResult, productStatusInput } from '../catalogue.ts';
import { idParams } from '../common.ts';
import { productBody } from '../products.ts';
import { storeProductListQuery } from '../store-products.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The catalogue endpoints (docs/api.md). */
export const catalogue = {
  storeProducts: {
    method: 'get',
    path: '/store/products',
    access: 'store_admin',
    summary: 'Lista do admin: a mesma busca e ordenação do catálogo, com os ocultos e filtro por disponibilidade (total em X-Total-Count)',
    tag: 'products',
    query: storeProductListQuery,
    responseBody: z.array(productBody),
  },
  setStatus: {
    method: 'patch',
    path: '/products/:id',
    access: 'store_admin',
    summary: 'Muda a disponibilidade (disponivel, esgotado, oculto) e/ou o destaque de um produto; responde o produto',
    tag: 'products',
    params: idParams,
    body: productStatusInput,
    responseBody: productBody,
    ifMatch: true,
  },
  duplicate: {
    method: 'post',
    path: '/products/:id/duplicate',
    access: 'store_admin',
    summary: 'Duplica um produto com cópias das imagens; a cópia nasce oculta, primeira na ordem; responde a cópia',
    tag: 'products',
    params: idParams,
    status: 201,
    responseBody: productBody,
  },
  productsOrder: {
    method: 'put',
    path: '/catalogue/products-order',
    access: 'store_admin',
    summary: 'Nova ordem dos produtos: ids com cada produto da loja uma vez; a loja segue essa ordem',
    tag: 'products',
    body: catalogueOrderInput,
    responseBody: catalogueOrderResult,
  },
  categoriesOrder: {
    method: 'put',
    path: '/catalogue/categories-order',
    access: 'store_admin',
    summary: 'Nova ordem das categorias: ids com cada categoria da loja uma vez; a loja segue essa ordem',
    tag: 'categories',
    body: catalogueOrderInput,
    responseBody: catalogueOrderResult,
  },
} as const satisfies Record<string, EndpointSpec>;
