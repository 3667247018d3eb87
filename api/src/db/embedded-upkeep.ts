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
 * that has rows and was never analyzed or vacuumed (`reltuples` -1; the counters above may have
 * started over with the process) is analyzed on the first round. And as autovacuum does against
 * transaction ID wraparound: once the database's oldest unfrozen transaction is older than
 * `autovacuum_freeze_max_age`, the whole database is vacuumed (the system catalogs too), or
 * PostgreSQL would in the end refuse every write to save its data.
 *
 * On PostgreSQL the server's own autovacuum does this, and nothing here runs.
 */

export interface UpkeepRound {
  analyzed: string[];
  vacuumed: string[];
  /** The whole database vacuumed, against transaction ID wraparound. */
  wholeDatabase: boolean;
  ms: number;
  /** The longest statement of the round: the longest that requests waited for the database. */
  longestMs: number;
}

export interface UpkeepOptions {
  /** Instead of `autovacuum_freeze_max_age`, which is fixed when the database starts (a test gives 0). */
  freezeMaxAge?: number;
}

/** The first round waits this long after the server starts (or one interval, if shorter), so the first pages are not behind it. */
const FIRST_AFTER_MS = 5_000;

/**
 * Rows sampled by an analyze are 300 × this: 3,000 instead of PostgreSQL's 30,000 (target 100).
 * On 100,000 products an analyze then holds the database 61–70 ms instead of 700–744, and the plan
 * checked (a shop's destaques) came out the same (docs/performance.md, "The embedded database's statistics").
 */
const STATISTICS_TARGET = 10;

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

/** Whether the oldest unfrozen transaction of the database is past the age autovacuum would freeze at. */
async function wraparoundDue(db: Db, freezeMaxAge: number | undefined): Promise<boolean> {
  const { rows } = (await db.raw(
    `select age(datfrozenxid) > coalesce(?::float8, ${setting('autovacuum_freeze_max_age')}) as due from pg_database where datname = current_database()`,
    [freezeMaxAge ?? null],
  )) as { rows: { due: boolean }[] };
  return !!rows[0]?.due;
}

/**
 * One round: each table that is due is vacuumed, then analyzed, one statement at a time. PGlite has
 * one connection: between two statements the requests waiting for it go first, so a table's vacuum
 * and its analyze are two waits, not one of both lengths.
 */
export async function upkeepEmbedded(db: Db, options: UpkeepOptions = {}): Promise<UpkeepRound> {
  const started = performance.now();
  const round: UpkeepRound = { analyzed: [], vacuumed: [], wholeDatabase: false, ms: 0, longestMs: 0 };
  if (isPostgres(db)) return round;
  const run = async (statement: () => Promise<unknown>) => {
    const at = performance.now();
    await statement();
    round.longestMs = Math.max(round.longestMs, Math.round(performance.now() - at));
  };
  if (await wraparoundDue(db, options.freezeMaxAge)) {
    await run(() => db.raw('vacuum'));
    round.wholeDatabase = true;
  }
  const due = ((await db.raw(DUE_SQL)) as { rows: Due[] }).rows;
  for (const table of due) {
    if (table.vacuum) {
      await run(() => db.raw('vacuum ??', [table.name]));
      round.vacuumed.push(table.name);
    }
    // a vacuum leaves the statistics as they were: a table vacuumed is analyzed too
    if (table.vacuum || table.analyze) {
      await run(() =>
        db.transaction(async (trx) => {
          await trx.raw(`set local default_statistics_target = ${STATISTICS_TARGET}`);
          await trx.raw('analyze ??', [table.name]);
        }),
      );
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
        if (r.analyzed.length || r.wholeDatabase) logger.info({ upkeep: r }, 'embedded database vacuumed and analyzed');
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
