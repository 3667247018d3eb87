import type { Db } from '../db/connection.ts';
import { INSIGHT_OTHERS, INSIGHT_SUBJECTS_PER_DAY } from '@vitrine/contract/insight';
import { CAPPED_KINDS } from './counters.ts';

/** A counter as the tally holds it until written: how many beacons added to it since the last write. */
export interface PendingCounter {
  site_id: number;
  /** YYYY-MM-DD in Brazil's time, taken when the beacon arrived (not when it is written). */
  day: string;
  kind: string;
  subject: string;
  /** The product a product counter names: counted only if it is the shop's own and on show. */
  product_id: number | null;
  count: number;
}

/** A visitor of the day (insight/visitor.ts) not yet written. */
export interface PendingVisitor {
  site_id: number;
  day: string;
  visitor: string;
}

// constants of this file, not input: safe to write into the SQL
const CAPPED = CAPPED_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * The day's visitors: a hash not yet stored today is one more visitor of its shop's day. The
 * hashes the tally sends are distinct already; the table says which are new across processes.
 */
const VISITORS = `
  with fresh as (
    insert into insight_visitors (site_id, day, visitor)
    select site_id, day, visitor from jsonb_to_recordset(?::jsonb) as v(site_id int, day date, visitor text)
    where exists (select 1 from sites s where s.id = v.site_id)
    order by site_id, day, visitor
    on conflict do nothing
    returning site_id, day
  )
  insert into insight_daily (site_id, day, kind, subject, count)
  select site_id, day, 'visitor', '', count(*) from fresh group by site_id, day order by site_id, day
  on conflict (site_id, day, kind, subject) do update set count = insight_daily.count + excluded.count`;

/**
 * Every counter of the batch in one statement, with the rules a single beacon had:
 * - a shop deleted since its beacons arrived gets nothing (and fails no batch: the batch is
 *   written whole or kept whole);
 * - a product counter only for a product of that shop that is not hidden (nobody fills a
 *   shop's dashboard with ids that are not there; a hidden product gathers nothing);
 * - a capped kind's subject counts as itself when the shop has it today already, or while
 *   the day has room for new ones (INSIGHT_SUBJECTS_PER_DAY), the batch's most counted
 *   first; the rest goes under INSIGHT_OTHERS. Two processes writing at once may pass the
 *   cap by one batch's worth; the bound stays.
 * Rows go in key order, so two processes writing the same counters lock them in one order.
 */
const COUNTERS = `
  with incoming as (
    select * from jsonb_to_recordset(?::jsonb) as v(site_id int, day date, kind text, subject text, product_id int, count int)
  ),
  allowed as (
    select i.* from incoming i
    where exists (select 1 from sites s where s.id = i.site_id)
      and (i.product_id is null
       or exists (select 1 from products p where p.site_id = i.site_id and p.id = i.product_id and p.availability <> 'oculto'))
  ),
  known as (
    select a.*, (a.kind not in (${CAPPED}) or a.subject = ?::text
      or exists (select 1 from insight_daily d where d.site_id = a.site_id and d.day = a.day and d.kind = a.kind and d.subject = a.subject)) as kept
    from allowed a
  ),
  ranked as (
    select k.*, row_number() over (partition by k.site_id, k.day, k.kind, k.kept order by k.count desc, k.subject) as n from known k
  ),
  room as (
    select g.site_id, g.day, g.kind,
      ?::int - (select count(*) from insight_daily d where d.site_id = g.site_id and d.day = g.day and d.kind = g.kind and d.subject <> ?) as free
    from (select distinct site_id, day, kind from ranked where not kept) g
  ),
  counted as (
    select r.site_id, r.day, r.kind, case when r.kept or r.n <= room.free then r.subject else ?::text end as subject, r.count
    from ranked r left join room on room.site_id = r.site_id and room.day = r.day and room.kind = r.kind
  )
  insert into insight_daily (site_id, day, kind, subject, count)
  select site_id, day, kind, subject, sum(count) from counted
  group by site_id, day, kind, subject order by site_id, day, kind, subject
  on conflict (site_id, day, kind, subject) do update set count = insight_daily.count + excluded.count`;

/** Writes one batch of the tally: one transaction, two statements whatever its size. */
export async function writeTally(db: Db, counters: PendingCounter[], visitors: PendingVisitor[]): Promise<void> {
  if (!counters.length && !visitors.length) return;
  await db.transaction(async (trx) => {
    if (visitors.length) await trx.raw(VISITORS, [JSON.stringify(visitors)]);
    if (counters.length) {
      await trx.raw(COUNTERS, [JSON.stringify(counters), INSIGHT_OTHERS, INSIGHT_SUBJECTS_PER_DAY, INSIGHT_OTHERS, INSIGHT_OTHERS]);
    }
  });
}
