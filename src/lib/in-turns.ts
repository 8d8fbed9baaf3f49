// Start-up work in turns (issue #26: no long task while a page loads): the browser may paint and
// answer input between the steps, instead of running them all as one task.

/** Gives the main thread back once: `scheduler.yield()` where the browser has it (the rest of the
 *  work keeps its place in line), else a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs each step in a turn of its own, in order. */
export async function inTurns(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    step();
    await yieldToMain();
  }
}
