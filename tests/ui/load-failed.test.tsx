// @vitest-environment happy-dom
// LoadFailed: the account pages' "could not load" state (spec 001: the error, then Try again).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from '../../src/ui/LoadFailed.tsx';

afterEach(cleanup);

describe('LoadFailed', () => {
  it('announces the error and retries on Try again', async () => {
    const onRetry = vi.fn();
    render(<LoadFailed message="We could not load your cards." retryLabel="Try again" busy={false} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('We could not load your cards.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('while a retry runs, keeps its button (and focus) but ignores presses', async () => {
    const onRetry = vi.fn();
    render(<LoadFailed message="We could not load your profile." retryLabel="Try again" busy onRetry={onRetry} />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(retry);
    await userEvent.keyboard('{Enter}');
    expect(onRetry).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(retry);
  });
});
