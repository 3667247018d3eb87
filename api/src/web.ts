import type { Express } from 'express';
import type { AppDeps } from './http/context.ts';
import { mountAdminUi } from './admin-ui/mount.ts';
import { mountStorefront } from './storefront/mount.ts';
import { mountTlsAsk } from './domains/tls-ask.ts';
import { googleFeedXml } from './feeds/google.ts';
import { metaFeedCsv } from './feeds/meta.ts';
import { openPreview, previewExpiredPage } from './preview/open-preview.ts';
import { withPreviewBar } from './preview/preview-bar.ts';

/**
 * Everything that is not /api: the admin UI under /admin, /widget.js, and the storefront
 * pages on shop hosts. Each part mounts itself here.
 */
export function mountWeb(app: Express, deps: AppDeps) {
  mountTlsAsk(app, deps);
  mountAdminUi(app, deps);
  mountStorefront(app, deps, {
    shopFiles: {
      '/feeds/google.xml': { type: 'application/xml; charset=utf-8', make: googleFeedXml },
      '/feeds/meta.csv': { type: 'text/csv; charset=utf-8; header=present', make: metaFeedCsv },
    },
    preview: { open: openPreview, expiredPage: previewExpiredPage, withBar: withPreviewBar },
  });
}
