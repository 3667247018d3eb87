import { qrQuery } from '../qr.ts';
import type { EndpointSpec } from './endpoint.ts';

/** The qr endpoints (docs/api.md). */
export const qr = {
  get: {
    method: 'get',
    path: '/qr',
    access: 'store_admin',
    summary: 'QR code do endereço da loja, ou de um produto com ?product_id= (?format=svg|png, ?download=1 para baixar)',
    tag: 'config',
    query: qrQuery,
    produces: 'image/*',
  },
} as const satisfies Record<string, EndpointSpec>;
