import type { AppDeps } from '../http/context.ts';
import type { SiteRow } from '../tenancy/site-model.ts';

/** One file of a shop's static export, at a path relative to the site's root. */
export interface ExportedFile {
  /** e.g. index.html, produtos/index.html, produto/12/index.html, sitemap.xml, assets/storefront.js */
  path: string;
  body: Buffer | string;
  contentType: string;
}

/**
 * Renders every storefront page of a shop as static files (deploy exports these).
 * Implemented with the storefront (issue 5).
 */
export async function exportStorefront(_deps: AppDeps, _site: SiteRow): Promise<ExportedFile[]> {
  throw new Error('exportStorefront: storefront export not implemented yet');
}
