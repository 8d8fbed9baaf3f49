// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerWorker } from '../../src/features/pwa/register-worker.ts';

let register: ReturnType<typeof vi.fn<(url: string) => Promise<unknown>>>;

beforeEach(() => {
  register = vi.fn<(url: string) => Promise<unknown>>(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  delete window.__MOCK_API__;
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('service worker registration (spec 000 §7)', () => {
  it('registers /worker.js on page load', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerWorker();
    expect(register).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    return vi.waitFor(() => expect(register).toHaveBeenCalledWith('/worker.js'));
  });

  it('registers at once when the page has loaded already', async () => {
    registerWorker();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });

  it('is skipped when a mock layer is present', async () => {
    window.__MOCK_API__ = {};
    registerWorker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(register).not.toHaveBeenCalled();
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    register.mockImplementation(() => Promise.reject(new Error('SecurityError')));
    registerWorker();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    register.mockImplementation(() => {
      throw new Error('thrown synchronously');
    });
    registerWorker();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  });

  it('does nothing where service workers are not supported', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(() => registerWorker()).not.toThrow();
  });
});
