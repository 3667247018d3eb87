import type { Db } from '../db/connection.ts';
import type { SiteRow } from '../tenancy/site-model.ts';
import { INSIGHT_OTHERS, INSIGHT_RETENTION_MONTHS, INSIGHT_SUBJECTS_PER_DAY, type InsightEvent } from '@vitrine/contract/insight';
import type { VisitorKey } from './visitor.ts';
import { referrerDomain, referrerSource, searchTerm } from './normalize.ts';

/** Counters are kept per day in the shops' own time zone: "today" is Brazil's today. */
const TODAY = `(now() at time zone 'America/Sao_Paulo')::date`;

/** The counter rows one event adds to: kind and subject ('' for none). */
function countersOf(event: InsightEvent, pageHost: string | undefined): { kind: string; subject: string; productId?: number }[] {
  switch (event.kind) {
    case 'page_view': {
      const from = referrerDomain(event.referrer, pageHost);
      return [{ kind: 'page_view', subject: event.page }, ...(from ? [{ kind: 'referrer', subject: referrerSource(from) }] : [])];
    }
    case 'product_view':
      return [{ kind: 'product_view', subject: String(event.product_id), productId: event.product_id }];
    case 'whatsapp_click':
    case 'instagram_click':
      return event.product_id ? [{ kind: event.kind, subject: String(event.product_id), productId: event.product_id }] : [{ kind: event.kind, subject: '' }];
    case 'search_empty': {
      const term = searchTerm(event.q);
      return term ? [{ kind: 'search_empty', subject: term }] : [];
    }
  }
}

/** Kinds whose subject is free text from outside (a search, a domain): their distinct subjects per day are capped. */
const CAPPED = new Set(['search_empty', 'referrer']);

/** The subject to count: itself when already counted today or while there is room, else "outros". */
function subjectOf(siteId: number, kind: string, subject: string): { sql: string; args: (string | number)[] } {
  if (!CAPPED.has(kind)) return { sql: '?', args: [subject] };
  return {
    sql: `case
      when exists (select 1 from insight_daily where site_id = ? and day = ${TODAY} and kind = ? and subject = ?) then ?
      when (select count(*) from insight_daily where site_id = ? and day = ${TODAY} and kind = ? and subject <> ?) < ? then ?
      else ? end`,
    args: [siteId, kind, subject, subject, siteId, kind, INSIGHT_OTHERS, INSIGHT_SUBJECTS_PER_DAY, subject, INSIGHT_OTHERS],
  };
}

/**
 * Adds one to each counter of the event. A product event counts only when the product is the
 * shop's own and on show (the insert selects it from the shop's products), so nobody can fill
 * a shop's dashboard with ids that are not there, and a hidden product gathers no views. A
 * search term or referrer new today, once the shop already has INSIGHT_SUBJECTS_PER_DAY of
 * them today, is counted under "outros": the table cannot grow without bound. (Beacons racing
 * may pass the cap by a few; the bound stays.)
 */
export async function recordInsight(db: Db, site: SiteRow, event: InsightEvent, pageHost: string | undefined, visitor?: VisitorKey): Promise<void> {
  if (event.kind === 'page_view' && visitor) await countVisitor(db, site.id, visitor);
  for (const counter of countersOf(event, pageHost)) {
    const guard = counter.productId ? `where exists (select 1 from products where site_id = ? and id = ? and availability <> 'oculto')` : '';
    const guardArgs = counter.productId ? [site.id, counter.productId] : [];
    const subject = subjectOf(site.id, counter.kind, counter.subject);
    await db.raw(
      `insert into insight_daily (site_id, day, kind, subject, count)
       select ?, ${TODAY}, ?, ${subject.sql}, 1 ${guard}
       on conflict (site_id, day, kind, subject) do update set count = insight_daily.count + 1`,
      [site.id, counter.kind, ...subject.args, ...guardArgs],
    );
  }
}

/** One more visitor today, unless this visitor (insight/visitor.ts) was already counted today. */
async function countVisitor(db: Db, siteId: number, { day, visitor }: VisitorKey) {
  await db.raw(
    `with fresh as (insert into insight_visitors (site_id, day, visitor) values (?, ?, ?) on conflict do nothing returning 1)
     insert into insight_daily (site_id, day, kind, subject, count) select ?, ?, 'visitor', '', 1 from fresh
     on conflict (site_id, day, kind, subject) do update set count = insight_daily.count + 1`,
    [siteId, day, visitor, siteId, day],
  );
}

/** Deletes the daily counters older than INSIGHT_RETENTION_MONTHS (the pruning timer and `vitrine db prune` call it). */
export async function pruneOldInsight(db: Db): Promise<number> {
  const gone = await db('insight_daily')
    .where('day', '<', db.raw(`${TODAY} - make_interval(months => ?)`, [INSIGHT_RETENTION_MONTHS]))
    .delete()
    .returning('day');
  // a visitor hash is kept for its day only: the day's count stays in insight_daily
  await db('insight_visitors').where('day', '<', db.raw(TODAY)).delete();
  return gone.length;
}
