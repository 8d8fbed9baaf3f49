// Spec 000 §7: the service worker is registered from /worker.js on page load, skipped when a mock
// layer is present; failures are only logged.
export const workerUrl = '/worker.js';

declare global {
  interface Window {
    /** Set by a mock API layer (tests, demos): no service worker then. */
    __MOCK_API__?: unknown;
  }
}

export function registerWorker(url: string = workerUrl): void {
  if (!('serviceWorker' in navigator)) return;
  const register = (): void => {
    if (window.__MOCK_API__) return;
    // register() may also throw synchronously (e.g. in an insecure context): one path for both.
    Promise.resolve()
      .then(() => navigator.serviceWorker.register(url))
      .catch((error: unknown) => console.warn('Service worker registration failed:', error));
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
