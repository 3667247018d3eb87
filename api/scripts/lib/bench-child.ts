import { fork, type ChildProcess } from 'node:child_process';

/**
 * A benchmark's server side, forked so it has its own event loop (and its own PGlite). The
 * child reports 'progress' while seeding and 'ready' once serving; then it answers the
 * parent's questions by message type ('cpu', and whatever else it knows), and 'stop'.
 */
export interface BenchChild<Ready> {
  ready: Ready;
  /** Sends `{ type, ...extra }` and resolves with the child's next message of that type. */
  ask: <T>(type: string, extra?: object) => Promise<T>;
  /** CPU time the child used so far (user + system), µs. */
  cpu: () => Promise<number>;
  stop: () => Promise<void>;
}

const children = new Set<ChildProcess>();

/** Ends the whole benchmark (children included) once it has run longer than it may. */
export function stopAfterMinutes(name: string, minutes: number): NodeJS.Timeout {
  const deadline = setTimeout(() => {
    process.stderr.write(`${name}: passou de ${minutes} min; encerrando.\n`);
    killChildren();
    process.exit(1);
  }, minutes * 60_000);
  deadline.unref();
  return deadline;
}

export function killChildren() {
  for (const c of children) c.kill('SIGKILL');
}

export function forkBenchChild<Ready>(script: URL, options: object): Promise<BenchChild<Ready>> {
  return new Promise((resolve, reject) => {
    const child = fork(script, {
      // the server side may force a collection before it reports its memory
      execArgv: [...process.execArgv, '--expose-gc'],
      env: { ...process.env, BENCH_SERVER_OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    const exited = new Promise<void>((done) => child.once('exit', () => (children.delete(child), done())));
    child.once('exit', (code) => reject(new Error(`o servidor do benchmark terminou antes de ficar pronto (código ${code})`)));
    const ask = <T>(type: string, extra: object = {}) =>
      new Promise<T>((answer) => {
        const on = (msg: { type: string }) => {
          if (msg.type !== type) return;
          child.off('message', on);
          answer(msg as T);
        };
        child.on('message', on);
        child.send({ type, ...extra });
      });
    child.on('message', (m: { type: string; done?: number; total?: number }) => {
      if (m.type === 'progress') process.stderr.write(`\rsemeando: ${m.done}/${m.total} lojas`);
      if (m.type !== 'ready') return;
      process.stderr.write('\n');
      resolve({
        ready: m as unknown as Ready,
        ask,
        cpu: async () => {
          const { usage } = await ask<{ usage: NodeJS.CpuUsage }>('cpu');
          return usage.user + usage.system;
        },
        stop: async () => {
          child.send({ type: 'stop' });
          const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(killer);
        },
      });
    });
  });
}
