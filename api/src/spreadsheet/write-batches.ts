/**
 * Rows per INSERT or UPDATE statement. The embedded database (PGlite) runs each statement on
 * this thread: statements of 100 rows (about 0.1 s each on a busy machine) keep each one short,
 * and its client gives the event loop a turn between them (db/pglite-prepared.ts), so every other
 * shop's cached reads are answered during a 10,000-line import (docs/performance.md "Noisy
 * neighbour").
 */
export const BATCH = 100;
