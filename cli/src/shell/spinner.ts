import type { Writable } from 'node:stream';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export interface Spinner {
  stop(): void;
}

/**
 * A one-line spinner on a terminal stream. Twenty lines of ours instead of a dependency:
 * it only has to redraw a frame and erase itself.
 */
export function startSpinner(stream: Writable, text: string): Spinner {
  let i = 0;
  const draw = () => stream.write(`\r\x1b[2K${FRAMES[i++ % FRAMES.length]} ${text}`);
  stream.write('\x1b[?25l'); // hide the cursor while drawing
  draw();
  const timer = setInterval(draw, 80);
  timer.unref();
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      stream.write('\r\x1b[2K\x1b[?25h');
    },
  };
}
