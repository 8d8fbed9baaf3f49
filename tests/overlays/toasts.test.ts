// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installConfig } from '../helpers/browser-runtime.ts';
import { mount } from './fixture.ts';
import type * as ToastStore from '../../src/stores/toasts.ts';

const markup = `
  <main id="main" tabindex="-1"></main>
  <site-toasts>
    <div role="alert" aria-live="assertive" data-alert></div>
    <div role="status" aria-live="polite" data-status></div>
    <template>
      <div class="toast">
        <p data-text><span class="visually-hidden" data-prefix></span> <span data-message></span></p>
        <button type="button" data-action hidden></button>
        <button type="button" data-dismiss aria-label="Dismiss">x</button>
      </div>
    </template>
  </site-toasts>`;

let store: typeof ToastStore;

beforeAll(async () => {
  installConfig();
  store = await import('../../src/stores/toasts.ts');
  (await import('../../src/features/shell/toasts-element.ts')).defineSiteToasts();
  mount(markup);
});
beforeEach(() => {
  vi.useFakeTimers();
  for (const toast of store.$toasts.get()) store.dismissToast(toast.id);
});

const alertRegion = () => document.querySelector('[data-alert]')!;
const statusRegion = () => document.querySelector('[data-status]')!;

describe('<site-toasts> (spec 000 §4, §8)', () => {
  it('reads the hidden type prefix before the message; errors go to the alert region, others to the status region', () => {
    store.showToast({ type: 'error', message: 'Broken' });
    store.showToast({ type: 'success', message: 'Saved' });
    const said = (region: Element) => region.querySelector('[data-text]')?.textContent?.replace(/\s+/g, ' ').trim();
    expect(said(alertRegion())).toBe('ERROR: Broken');
    expect(said(statusRegion())).toBe('SUCCESS: Saved');
    expect(alertRegion().querySelector('.visually-hidden')?.textContent).toBe('ERROR:');
    expect(alertRegion().querySelector('[data-type="error"]')).not.toBeNull();
  });

  it('a success closes after 3 s; an error stays until its dismiss button is used', () => {
    store.showToast({ type: 'success', message: 'Saved' });
    store.showToast({ type: 'error', message: 'Broken' });
    vi.advanceTimersByTime(3000);
    expect(statusRegion().children).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(alertRegion().children).toHaveLength(1);
    const dismiss = alertRegion().querySelector('[data-dismiss]') as HTMLButtonElement;
    dismiss.focus();
    dismiss.click();
    expect(alertRegion().children).toHaveLength(0);
    expect(document.activeElement?.id).toBe('main');
  });

  it('shows an action as a button; it runs the action', () => {
    const run = vi.fn();
    store.showToast({
      type: 'warning',
      message: 'Your session is about to expire.',
      action: { label: 'Stay signed in', run },
      sticky: true,
    });
    const button = statusRegion().querySelector('[data-action]') as HTMLButtonElement;
    expect(button.hidden).toBe(false);
    expect(button.textContent).toBe('Stay signed in');
    button.click();
    expect(run).toHaveBeenCalledOnce();
  });

  it('keeps existing toasts in place when another one is added (no re-announcement)', () => {
    store.showToast({ type: 'error', message: 'First' });
    const first = alertRegion().firstElementChild;
    store.showToast({ type: 'error', message: 'Second' });
    expect(alertRegion().firstElementChild).toBe(first);
    expect(alertRegion().children).toHaveLength(2);
  });
});
