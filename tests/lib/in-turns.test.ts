// Start-up work in turns (issue #26): each step runs in a task of its own, in order, so what the
// browser queued meanwhile (a paint, an input, a timer) runs between them.
import { describe, expect, it, vi } from 'vitest';
import { inTurns, yieldToMain } from '../../src/lib/in-turns.ts';

describe('inTurns', () => {
  it('runs the steps in order, each after what was queued before it', async () => {
    const seen: string[] = [];
    await inTurns([
      () => {
        seen.push('first');
        setTimeout(() => seen.push('queued by the first'), 0);
      },
      () => seen.push('second'),
      () => seen.push('third'),
    ]);
    expect(seen).toEqual(['first', 'queued by the first', 'second', 'third']);
  });

  it('runs the first step at once, before the caller goes on', () => {
    const first = vi.fn();
    void inTurns([first, () => {}]);
    expect(first).toHaveBeenCalledOnce();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    try {
      await yieldToMain();
      expect(yielded).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
