import type { Express } from 'express';
import type { AppDeps } from './http/context.ts';
import { mountAdminUi } from './admin-ui/mount.ts';
import { mountStorefront } from './storefront/mount.ts';
import { mountTlsAsk } from './domains/tls-ask.ts';

/**
 * Everything that is not /api: the admin UI under /admin, /widget.js, and the storefront
 * pages on shop hosts. Each part mounts itself here.
 */
export function mountWeb(app: Express, deps: AppDeps) {
  mountTlsAsk(app, deps);
  mountAdminUi(app, deps);
  mountStorefront(app, deps);
}
