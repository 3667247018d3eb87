/**
 * Counts the event loop's turns (a setImmediate that schedules itself) until stopped: how
 * tests see whether something held the loop, without timing it.
 */
export function countTurns(): { readonly turns: number; stop(): number } {
  let turns = 0;
  let counting = true;
  const count = () => {
    turns++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  return {
    get turns() {
      return turns;
    },
    stop() {
      counting = false;
      return turns;
    },
  };
}
