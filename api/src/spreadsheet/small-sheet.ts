/**
 * A spreadsheet small enough to read and check on the event loop rather than on a worker
 * thread (workers/pool.ts). The thread is for files and catalogues whose CPU would stall other
 * shops (10,000 lines: hundreds of milliseconds); for a few lines the trip costs more than the
 * work: the input cloned each way, a thread woken on a busy machine, and a turn behind the
 * shop's other tasks, all while the import holds the shop's lock and its products' rows, so
 * the shop's other writes wait too (bench:scale's writes p99, docs/performance.md).
 * Measured (2 cores, loaded): 20 lines × 100 products read 0.2 ms and checked 1.1 ms; 100 lines
 * × 1,000 products read 0.4 ms and checked 6 ms.
 */
const SMALL_FILE_BYTES = 16 * 1024;
const SMALL_PLAN_LINES = 100;
const SMALL_PLAN_PRODUCTS = 500;

/** A file read here: a few hundred lines at most (a line is ~30–300 bytes). */
export const isSmallFile = (bytes: Uint8Array): boolean => bytes.length <= SMALL_FILE_BYTES;

/** Lines checked here against the shop's products: a few milliseconds at most. */
export const isSmallPlan = (lines: number, products: number): boolean => lines <= SMALL_PLAN_LINES && products <= SMALL_PLAN_PRODUCTS;
