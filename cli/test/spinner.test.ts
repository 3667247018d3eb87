import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startSpinner, type SignalTarget } from '../src/shell/spinner.ts';

/** A process whose signal listeners the test sees, and a terminal that notes what was listened for when each byte arrived. */
function fakes() {
  const listeners = new Map<string, () => void>();
  const proc: SignalTarget = {
    pid: 1,
    once: (event, listener) => listeners.set(event, listener),
    removeListener: (event) => listeners.delete(event),
    kill: () => undefined,
  };
  const written: { text: string; listening: string[] }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push({ text: String(chunk), listening: [...listeners.keys()] });
      done();
    },
  });
  return { proc, stream, written, listeners };
}

describe('the spinner', () => {
  it('listens for Ctrl+C before it hides the cursor, and shows it again on Ctrl+C', () => {
    const { proc, stream, written, listeners } = fakes();
    startSpinner(stream, 'Fazendo deploy', proc);
    const hidden = written.find((w) => w.text.includes('\x1b[?25l'));
    // a Ctrl+C between the two would end the process by the signal's default action, cursor hidden
    expect(hidden?.listening).toEqual(expect.arrayContaining(['SIGINT', 'SIGTERM', 'exit']));
    listeners.get('SIGINT')!();
    expect(written.at(-1)?.text).toContain('\x1b[?25h');
    expect(listeners.size).toBe(0);
  });
});
