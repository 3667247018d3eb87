import { z } from 'zod';
import { messages } from '../messages.ts';
import type { EndpointSpec } from './endpoint.ts';

const params = z.object({ id: z.string() });
const shapeMessage = messages.social.invalidOgShape;
const query = z.object({ shape: z.enum(['wide', 'square'], shapeMessage).default('wide') });

/** The ogImage endpoints (docs/api.md). */
export const ogImage = {
  get: {
    method: 'get',
    path: '/images/:id/og.jpg',
    access: 'anyone',
    summary: 'Prévia para links (JPEG ≤ 300 KB, ?shape=wide|square)',
    tag: 'images',
    params,
    query,
    produces: 'image/jpeg',
  },
} as const satisfies Record<string, EndpointSpec>;
