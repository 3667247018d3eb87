import type { Writable } from 'node:stream';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const SHOW_CURSOR = '\x1b[?25h';
const HIDE_CURSOR = '\x1b[?25l';

export interface Spinner {
  stop(): void;
}

/** The process, as far as the spinner needs it (tests give their own). */
export interface SignalTarget {
  pid: number;
  once(event: 'SIGINT' | 'SIGTERM' | 'exit', listener: () => void): unknown;
  removeListener(event: 'SIGINT' | 'SIGTERM' | 'exit', listener: () => void): unknown;
  kill(pid: number, signal: NodeJS.Signals): unknown;
}

/**
 * A one-line spinner on a terminal stream. Twenty lines of ours instead of a dependency:
 * it only has to redraw a frame and erase itself. It hides the cursor while it draws, so
 * it gives it back however the process ends: stop(), Ctrl+C (SIGINT), SIGTERM or exit.
 */
export function startSpinner(stream: Writable, text: string, proc: SignalTarget = process): Spinner {
  let i = 0;
  const draw = () => stream.write(`\r\x1b[2K${FRAMES[i++ % FRAMES.length]} ${text}`);
  const restore = () => stream.write(`\r\x1b[2K${SHOW_CURSOR}`);
  // Restore, then die of the same signal with its default action, so the shell sees 130 (SIGINT).
  const onSignal = (signal: NodeJS.Signals) => () => {
    stop();
    proc.kill(proc.pid, signal);
  };
  const onInt = onSignal('SIGINT');
  const onTerm = onSignal('SIGTERM');
  // listening before the cursor is hidden: a Ctrl+C in between would end the process by the
  // signal's default action, the cursor left hidden (seen on a loaded machine)
  proc.once('SIGINT', onInt);
  proc.once('SIGTERM', onTerm);
  proc.once('exit', restore);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  stream.write(HIDE_CURSOR);
  draw();
  timer = setInterval(draw, 80);
  timer.unref();
  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    proc.removeListener('SIGINT', onInt);
    proc.removeListener('SIGTERM', onTerm);
    proc.removeListener('exit', restore);
    restore();
  }
  return { stop };
}
