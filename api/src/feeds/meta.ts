import type { TenantScope } from '../db/scoped.ts';
import { feedItems } from './items.ts';
import { runHeavy } from '../workers/pool.ts';

/** /feeds/meta.csv: the shop's catalogue for Meta Commerce Manager (Facebook and Instagram shops). */
export async function metaFeedCsv(scope: TenantScope, origin: string): Promise<string> {
  return runHeavy(scope.site.id, 'metaFeed', await feedItems(scope, origin));
}
