/**
 * Rows per INSERT or UPDATE statement. The embedded database (PGlite) runs one statement at a
 * time on its own thread (db/embedded-thread.ts): statements of 100 rows (about 0.1 s each on a
 * busy machine) keep each one short, so another shop's page that needs the database waits for
 * one batch, not the import (docs/performance.md "Noisy neighbour"); cached reads never wait.
 */
export const BATCH = 100;
