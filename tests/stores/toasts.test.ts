// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { withBrowserRuntime } from '../helpers/browser-runtime.ts';

withBrowserRuntime({ fakeTimers: true });

describe('toasts', () => {
  it('success closes after 3 s; error stays until dismissed', async () => {
    const { showToast, dismissToast, $toasts } = await import('../../src/stores/toasts.ts');
    const ok = showToast({ type: 'success', message: 'Saved' });
    const bad = showToast({ type: 'error', message: 'Broken' });
    expect($toasts.get().map((t) => [t.id, t.type, t.prefix, t.message])).toEqual([
      [ok, 'success', 'SUCCESS:', 'Saved'],
      [bad, 'error', 'ERROR:', 'Broken'],
    ]);
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect($toasts.get().map((t) => t.id)).toEqual([bad]);
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((t) => t.id)).toEqual([bad]);
    dismissToast(bad);
    expect($toasts.get()).toEqual([]);
  });

  it('warning closes after 3 s unless sticky, and keeps its action', async () => {
    const { showToast, $toasts } = await import('../../src/stores/toasts.ts');
    const run = vi.fn();
    showToast({ type: 'warning', message: 'Brief' });
    const sticky = showToast({ type: 'warning', message: 'Stays', sticky: true, action: { label: 'Do', run } });
    vi.advanceTimersByTime(3000);
    expect($toasts.get().map((t) => t.id)).toEqual([sticky]);
    $toasts.get()[0]?.action?.run();
    expect(run).toHaveBeenCalled();
  });

  it('dismissing early cancels the auto-close timer', async () => {
    const { showToast, dismissToast, $toasts } = await import('../../src/stores/toasts.ts');
    const id = showToast({ type: 'success', message: 'x' });
    dismissToast(id);
    const other = showToast({ type: 'error', message: 'y' });
    vi.advanceTimersByTime(3000);
    expect($toasts.get().map((t) => t.id)).toEqual([other]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
