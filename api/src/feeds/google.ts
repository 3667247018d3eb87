import type { TenantScope } from '../db/scoped.ts';
import { feedItems } from './items.ts';
import { runHeavy } from '../workers/pool.ts';

/**
 * /feeds/google.xml: the shop's catalogue for Google Merchant Center, RSS 2.0 with the
 * g: namespace (support.google.com/merchants/answer/7052112), one <item> a line. The text is
 * written on a worker thread (googleXml): escaping tens of thousands of items would hold the
 * event loop, and every other shop's requests with it (workers/pool.ts).
 */
export async function googleFeedXml(scope: TenantScope, origin: string): Promise<string> {
  const items = await feedItems(scope, origin);
  return runHeavy(scope.site.id, 'googleFeed', { storeName: scope.site.store_name, origin, items });
}
