import type { RouteDef } from './http/route.ts';
import { authRoutes } from './auth/routes.ts';
import { configRoutes } from './config/routes.ts';
import { imageRoutes } from './images/routes.ts';
import { statsRoutes } from './clients/stats.ts';
import { categoryRoutes } from './categories/routes.ts';
import { productRoutes } from './products/routes.ts';

/**
 * Every /api route of the product, feature by feature. mount() refuses a route that does
 * not declare who may call it, and the API reference is generated from this same list.
 */
export const apiRoutes: RouteDef[] = [
  ...authRoutes,
  ...configRoutes,
  ...categoryRoutes,
  ...productRoutes,
  ...imageRoutes,
  ...statsRoutes,
];
