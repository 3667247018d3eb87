import type { z } from 'zod';

/** Who may call an endpoint (docs/architecture.md). */
export type EndpointAccess = 'anyone' | 'public' | 'user' | 'store_admin' | 'master';

/**
 * One API endpoint as the API and its clients agree on it: method, path under /api
 * (Express syntax, /products/:id), access and the zod schemas of its input and answer.
 * Declared `as const satisfies EndpointSpec` so the literal method, path and access stay.
 */
export interface EndpointSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: EndpointAccess;
  summary: string;
  tag?: string;
  response?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyType?: 'json' | 'multipart' | 'csv' | 'none';
  responseBody?: z.ZodType;
  produces?: string;
  status?: number;
  ifMatch?: boolean;
}
