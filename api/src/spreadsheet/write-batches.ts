import { setImmediate } from 'node:timers/promises';

/**
 * Rows per INSERT or UPDATE statement. The embedded database (PGlite) runs each statement on
 * this thread, and its promises resolve without giving the event loop a turn: statements of 100
 * rows (about 0.1 s each on a busy machine) with a turn in between keep every other shop's
 * cached reads answered during a 10,000-line import (docs/performance.md "Noisy neighbour").
 */
export const BATCH = 100;
export const otherShopsTurn = () => setImmediate();
