import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../http/app-error.ts';
import { messages } from '@vitrine/contract/messages';
import type * as tasks from '../worker-tasks/tasks.ts';
import type { TaskResult } from '../worker-tasks/tasks.ts';

/** Each task's input and what it gives back when not refused. */
type Tasks = {
  [K in keyof typeof tasks]: (typeof tasks)[K] extends (input: infer I) => TaskResult<infer O> | Promise<TaskResult<infer O>> ? { input: I; output: O } : never;
};

/**
 * CPU-heavy steps (reading a spreadsheet, writing a large CSV or feed, decoding an iPhone's HEIC photo, rendering a large static export's pages) run on a small pool of
 * worker threads, so the event loop keeps answering every other shop meanwhile
 * (docs/architecture.md, the `api/src/workers/` row). One core is left to the event loop; the queue is bounded,
 * and a shop has at most one task in the pool at a time: one shop's four uploads take turns
 * behind each other, never in front of another shop's.
 */
const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
/** Tasks waiting for a thread, past which a new one is refused with 503 rather than queued without bound. */
const MAX_QUEUE = 64;

const require = createRequire(import.meta.url);
let pool: Piscina | undefined;
const shopTurns = new Map<string | number, Promise<unknown>>();

function heavyPool(): Piscina {
  // idle threads end after a while, so a process (or a test file) that is done can exit
  pool ??= new Piscina({
    filename: new URL('../worker-tasks/tasks.ts', import.meta.url).href,
    maxThreads: THREADS,
    minThreads: 0,
    idleTimeout: 10_000,
    maxQueue: MAX_QUEUE,
    execArgv: threadFlags(process.execArgv),
  });
  return pool;
}

/**
 * Under vitest (the "development" export condition) `@vitrine/widget/ssr` names the widget's
 * TSX source, which vite compiles for the main thread: the threads get the process's flags
 * and a hook that compiles it for Node, so both render with the same module. Elsewhere the
 * threads inherit the process's flags as they are (undefined: a list given here is checked, and
 * V8 flags such as --max-old-space-size are refused in it) and load the build
 * (widget/dist/ssr.js), as the main thread does.
 */
function threadFlags(argv: string[]): string[] | undefined {
  const development = argv.some((flag, i) => flag === '--conditions=development' || (flag === '--conditions' && argv[i + 1] === 'development'));
  return development ? [...argv, '--import', pathToFileURL(require.resolve('@vitrine/widget/tsx-hooks')).href] : undefined;
}

/**
 * Runs one task of `worker-tasks/tasks.ts` on a worker thread, after the tasks `shop` already has in the
 * pool. A refusal the task decided (an AppError: too many lines…) comes back as that AppError.
 */
export async function runHeavy<K extends keyof Tasks>(shop: string | number, name: K, input: Tasks[K]['input']): Promise<Tasks[K]['output']> {
  const before = shopTurns.get(shop) ?? Promise.resolve();
  const turn = before.catch(() => undefined).then(() => submit(name, input));
  shopTurns.set(shop, turn);
  try {
    const result = (await turn) as TaskResult<Tasks[K]['output']>;
    if ('refused' in result) throw new AppError(result.refused.status, result.refused.message);
    return result.value;
  } finally {
    if (shopTurns.get(shop) === turn) shopTurns.delete(shop);
  }
}

function submit(name: string, input: unknown): Promise<unknown> {
  const p = heavyPool();
  if (p.queueSize >= MAX_QUEUE) return Promise.reject(new AppError(503, messages.http.unavailable, undefined, { 'Retry-After': '5' }));
  return p.run(input, { name });
}
