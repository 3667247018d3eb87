import type { Logger } from 'pino';
import { isPostgres, type Db } from './connection.ts';

/**
 * The embedded database's autovacuum (docs/operations.md, "The embedded database's upkeep").
 *
 * PGlite is PostgreSQL in one process, without the background workers a server has, so its
 * autovacuum never runs: no table would ever get planner statistics (every query planned on
 * guesses, which picks nested loops over a shop's whole catalogue as it grows) and no dead row
 * left by an edit would ever be cleared. This does what autovacuum would, with the same
 * thresholds, read from the database's own settings: a table is analyzed once more rows changed
 * than `autovacuum_analyze_threshold` + `autovacuum_analyze_scale_factor` × its rows, vacuumed
 * once its dead rows (or rows inserted since its last vacuum) pass the vacuum equivalents. A table
 * that has rows and was never analyzed or vacuumed (`reltuples` -1: the counters above start over
 * when the process does) is analyzed on the first round.
 *
 * On PostgreSQL the server's own autovacuum does this, and nothing here runs.
 */

export interface UpkeepRound {
  analyzed: string[];
  vacuumed: string[];
  ms: number;
}

/** The first round waits this long after the server starts (or one interval, if shorter), so the first pages are not behind it. */
const FIRST_AFTER_MS = 5_000;

const setting = (name: string) => `current_setting('${name}')::float8`;

/** The tables of this schema that autovacuum would take now, and what it would do to each. */
const DUE_SQL = `
  select s.relname as name,
    (s.n_dead_tup > ${setting('autovacuum_vacuum_threshold')} + ${setting('autovacuum_vacuum_scale_factor')} * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > ${setting('autovacuum_vacuum_insert_threshold')} + ${setting('autovacuum_vacuum_insert_scale_factor')} * greatest(c.reltuples, 0)
    ) as vacuum,
    (s.n_mod_since_analyze > ${setting('autovacuum_analyze_threshold')} + ${setting('autovacuum_analyze_scale_factor')} * greatest(c.reltuples, 0)
      or (c.reltuples < 0 and pg_relation_size(c.oid) > 0)
    ) as analyze
  from pg_stat_user_tables s
  join pg_class c on c.oid = s.relid
  where s.schemaname = current_schema()
  order by s.relname`;

interface Due {
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/** One round: each table that is due is vacuumed (and analyzed) or analyzed, one statement at a time. */
export async function upkeepEmbedded(db: Db): Promise<UpkeepRound> {
  const started = performance.now();
  const round: UpkeepRound = { analyzed: [], vacuumed: [], ms: 0 };
  if (isPostgres(db)) return round;
  const due = ((await db.raw(DUE_SQL)) as { rows: Due[] }).rows;
  for (const table of due) {
    if (table.vacuum) {
      await db.raw('vacuum (analyze) ??', [table.name]);
      round.vacuumed.push(table.name);
      round.analyzed.push(table.name);
    } else if (table.analyze) {
      await db.raw('analyze ??', [table.name]);
      round.analyzed.push(table.name);
    }
  }
  round.ms = Math.round(performance.now() - started);
  return round;
}

/**
 * Rounds every `everyMs` inside the server process (0: none), on the embedded database only;
 * never two at once.
 * The timers are unref'd so they never keep a process alive. What it answers stops them and
 * waits for a round under way, so the database is not closed under it.
 */
export function scheduleEmbeddedUpkeep(db: Db, logger: Logger, everyMs: number): () => Promise<void> {
  if (isPostgres(db) || everyMs <= 0) return async () => {};
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= upkeepEmbedded(db)
      .then((r) => {
        if (r.analyzed.length) logger.info({ upkeep: r }, 'embedded database vacuumed and analyzed');
      })
      .catch((err: unknown) => logger.warn({ err }, 'embedded database upkeep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(round, Math.min(FIRST_AFTER_MS, everyMs));
  const timer = setInterval(round, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
