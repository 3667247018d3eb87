import type { RouteDef } from './http/route.ts';
import { authRoutes } from './auth/routes.ts';
import { configEditReadRoutes, configRoutes } from './config/routes.ts';
import { imageRoutes } from './images/routes.ts';
import { statsRoutes } from './clients/stats.ts';
import { clientRoutes } from './clients/routes.ts';
import { domainRoutes } from './domains/routes.ts';
import { deployRoutes } from './deploy/routes.ts';
import { tokenRoutes } from './tokens/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { categoryEditReadRoutes, categoryRoutes } from './categories/routes.ts';
import { productEditReadRoutes, productRoutes } from './products/routes.ts';
import { productImageRoutes } from './products/image-routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { catalogueRoutes } from './products/catalogue-routes.ts';
import { quotaRoutes } from './quotas/routes.ts';
import { insightRoutes } from './insight/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { domainStatusRoutes } from './domains/status-routes.ts';
import { previewRoutes } from './preview/preview-routes.ts';
import { readinessRoutes } from './readiness/routes.ts';
import { qrRoutes } from './qr/routes.ts';
import { ogImageRoutes } from './images/og-image.ts';
import { spreadsheetRoutes } from './spreadsheet/routes.ts';
import { trashRoutes } from './trash/routes.ts';
import type { TrashFeatures } from './trash/features.ts';
import { productContents, purgeProductRows } from './products/trash.ts';
import { purgeClient } from './clients/delete-client.ts';

/** What the trash needs from the features whose items it holds (trash/ imports none of them). */
export const trashFeatures: TrashFeatures = { productContents, purgeProductRows, purgeShop: purgeClient };

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
  ...catalogueRoutes,
  ...spreadsheetRoutes,
  ...insightRoutes,
  ...qrRoutes,
  ...openApiRoutes(() => apiRoutes),
  ...quotaRoutes,
  ...accountRoutes,
  ...domainStatusRoutes,
  ...previewRoutes,
  ...readinessRoutes,
  ...ogImageRoutes,
  ...trashRoutes(trashFeatures),
  // last: the admin's reads of one item to edit, with its ETag; /store/products/:id must not catch /store/products/export
  ...productEditReadRoutes,
  ...categoryEditReadRoutes,
  ...configEditReadRoutes,
];
