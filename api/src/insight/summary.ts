import type { Db } from '../db/connection.ts';
import type { TenantScope } from '../db/scoped.ts';
import type { InsightSummary, ShopInsightTotals } from '@vitrine/contract/insight';
import { referrerSource } from './normalize.ts';
import type { InsightTally } from './tally.ts';
import { TODAY_SQL as TODAY } from './visitor.ts';

const TOP = 5;
const TOP_TERMS = 10;

/** The counters every view of insight shows, summed over the rows it groups. */
const COUNTS = `
  coalesce(sum(i.count) filter (where i.kind = 'visitor'), 0)::int as visitors,
  coalesce(sum(i.count) filter (where i.kind = 'page_view'), 0)::int as page_views,
  coalesce(sum(i.count) filter (where i.kind = 'product_view'), 0)::int as product_views,
  coalesce(sum(i.count) filter (where i.kind = 'whatsapp_click'), 0)::int as whatsapp_clicks,
  coalesce(sum(i.count) filter (where i.kind = 'instagram_click'), 0)::int as instagram_clicks`;

const rowsOf = <T>(result: { rows: T[] }) => result.rows;

/**
 * The shop's last `days` days: a series with every day (zeros included), totals and the tops.
 * This process's beacons not yet written are written first: the owner who just visited their
 * shop sees the visit.
 */
export async function shopSummary(ctx: TenantScope, days: number, pending?: Pick<InsightTally, 'flush'>): Promise<InsightSummary> {
  await pending?.flush();
  const site = ctx.site.id;
  const since = `${TODAY} - ${days - 1}`;
  const [series, totals, topProducts, emptySearches, referrers] = await Promise.all([
    ctx.db.raw(
      `select to_char(d.day, 'YYYY-MM-DD') as day, ${COUNTS}
       from generate_series(${since}, ${TODAY}, interval '1 day') as d(day)
       left join insight_daily i on i.site_id = ? and i.day = d.day::date
       group by d.day order by d.day`,
      [site],
    ),
    ctx.db.raw(
      `select ${COUNTS}, coalesce(sum(i.count) filter (where i.kind = 'search_empty'), 0)::int as empty_searches
       from insight_daily i where i.site_id = ? and i.day >= ${since}`,
      [site],
    ),
    // current names; a product deleted since is left out
    ctx.db.raw(
      `select p.id as product_id, p.name,
         coalesce(sum(i.count) filter (where i.kind = 'product_view'), 0)::int as views,
         coalesce(sum(i.count) filter (where i.kind = 'whatsapp_click'), 0)::int as whatsapp_clicks
       from insight_daily i
       join products p on p.site_id = i.site_id and p.id::text = i.subject
       where i.site_id = ? and i.day >= ${since} and i.kind in ('product_view', 'whatsapp_click')
       group by p.id, p.name
       order by views desc, whatsapp_clicks desc, p.name asc limit ${TOP}`,
      [site],
    ),
    ctx.db.raw(
      `select subject as term, sum(count)::int as count from insight_daily
       where site_id = ? and day >= ${since} and kind = 'search_empty'
       group by subject order by count desc, term asc limit ${TOP_TERMS}`,
      [site],
    ),
    // every referrer of the period (at most INSIGHT_SUBJECTS_PER_DAY a day), named in bySource
    ctx.db.raw(
      `select subject, sum(count)::int as count from insight_daily
       where site_id = ? and day >= ${since} and kind = 'referrer'
       group by subject`,
      [site],
    ),
  ]);
  return {
    days,
    series: rowsOf(series),
    totals: rowsOf<InsightSummary['totals']>(totals)[0]!,
    top_products: rowsOf(topProducts),
    empty_searches: rowsOf(emptySearches),
    referrers: bySource(rowsOf(referrers)),
  };
}

/** Referrers as people name them (counters kept before the names were, l.instagram.com, join Instagram), the top ones. */
function bySource(rows: { subject: string; count: number }[]): InsightSummary['referrers'] {
  const totals = new Map<string, number>();
  for (const { subject, count } of rows) {
    const source = referrerSource(subject);
    totals.set(source, (totals.get(source) ?? 0) + count);
  }
  return [...totals]
    .map(([source, count]) => ({ source, count }))
    .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source, 'pt-BR'))
    .slice(0, TOP_TERMS);
}

/** The master's view: every shop's totals over the period, busiest first (this process's pending beacons written first). */
export async function totalsPerShop(db: Db, days: number, pending?: Pick<InsightTally, 'flush'>): Promise<ShopInsightTotals> {
  await pending?.flush();
  return rowsOf(
    await db.raw(
      `select s.id as site_id, s.subdomain, s.store_name, ${COUNTS}
       from sites s
       left join insight_daily i on i.site_id = s.id and i.day >= ${TODAY} - ${days - 1}
       group by s.id, s.subdomain, s.store_name
       order by page_views desc, s.subdomain asc`,
    ),
  );
}
