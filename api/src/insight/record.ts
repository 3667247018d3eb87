import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import type { InsightEvent } from '../contract/insight.ts';
import { referrerDomain, searchTerm } from './normalize.ts';

/** Counters are kept per day in the shops' own time zone: "today" is Brazil's today. */
const TODAY = `(now() at time zone 'America/Sao_Paulo')::date`;

/** The counter rows one event adds to: kind and subject ('' for none). */
export function countersOf(event: InsightEvent, pageHost: string | undefined): { kind: string; subject: string; productId?: number }[] {
  switch (event.kind) {
    case 'page_view': {
      const from = referrerDomain(event.referrer, pageHost);
      return [{ kind: 'page_view', subject: event.page }, ...(from ? [{ kind: 'referrer', subject: from }] : [])];
    }
    case 'product_view':
      return [{ kind: 'product_view', subject: String(event.product_id), productId: event.product_id }];
    case 'whatsapp_click':
    case 'instagram_click':
      return event.product_id
        ? [{ kind: event.kind, subject: String(event.product_id), productId: event.product_id }]
        : [{ kind: event.kind, subject: '' }];
    case 'search_empty': {
      const term = searchTerm(event.q);
      return term ? [{ kind: 'search_empty', subject: term }] : [];
    }
  }
}

/**
 * Adds one to each counter of the event. A product event counts only when the product is the
 * shop's own (the insert selects it from the shop's products), so nobody can fill a shop's
 * dashboard with ids that are not there.
 */
export async function recordInsight(db: Db, site: SiteRow, event: InsightEvent, pageHost: string | undefined): Promise<void> {
  for (const counter of countersOf(event, pageHost)) {
    const guard = counter.productId ? 'where exists (select 1 from products where site_id = ? and id = ?)' : '';
    const guardArgs = counter.productId ? [site.id, counter.productId] : [];
    await db.raw(
      `insert into insight_daily (site_id, day, kind, subject, count)
       select ?, ${TODAY}, ?, ?, 1 ${guard}
       on conflict (site_id, day, kind, subject) do update set count = insight_daily.count + 1`,
      [site.id, counter.kind, counter.subject, ...guardArgs],
    );
  }
}
