import type { z } from 'zod';

/** Who may call an endpoint (docs/architecture.md); the API's routes use this same list. */
export type EndpointAccess =
  | 'anyone' // no shop, no login: health, login, the API reference
  | 'public' // the shop named by header, `sub` or host; published shops only, unless it is the caller's own
  | 'user' // any logged-in user
  | 'store_admin' // a shop's admin (their own shop), or a master naming a shop
  | 'master'; // the platform's master admin

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
