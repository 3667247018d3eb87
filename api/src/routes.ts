import type { RouteDef } from './http/route.ts';
import { authRoutes } from './auth/routes.ts';
import { configRoutes } from './config/routes.ts';
import { imageRoutes } from './images/routes.ts';
import { statsRoutes } from './clients/stats.ts';
import { clientRoutes } from './clients/routes.ts';
import { domainRoutes } from './domains/routes.ts';
import { deployRoutes } from './deploy/routes.ts';
import { tokenRoutes } from './tokens/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { productRoutes } from './products/routes.ts';
import { productImageRoutes } from './products/image-routes.ts';
import { openApiRoutes } from './openapi/routes.ts';

/**
 * Every /api route of the product, feature by feature. mount() refuses a route that does
 * not declare who may call it, and the API reference is generated from this same list.
 */
export const apiRoutes: RouteDef[] = [
  ...authRoutes,
  ...configRoutes,
  ...categoryRoutes,
  ...productRoutes,
  ...productImageRoutes,
  ...imageRoutes,
  ...statsRoutes,
  ...clientRoutes,
  ...domainRoutes,
  ...deployRoutes,
  ...tokenRoutes,
  ...auditRoutes,
  ...openApiRoutes(() => apiRoutes),
];
