import { z } from 'zod';
import { messages } from '../messages.ts';
import type { EndpointSpec } from './endpoint.ts';

const params = z.object({ id: z.string() });
const widthMessage = messages.http.invalidImageWidth;
const query = z.object({ w: z.coerce.number(widthMessage).int(widthMessage).min(1, widthMessage).max(4000, widthMessage).optional() });

/** The images endpoints (docs/api.md). */
export const images = {
  get: {
    method: 'get',
    path: '/images/:id',
    access: 'anyone',
    summary: 'Bytes de uma imagem (?w= largura)',
    tag: 'images',
    params,
    query,
    produces: 'image/*',
  },
} as const satisfies Record<string, EndpointSpec>;
