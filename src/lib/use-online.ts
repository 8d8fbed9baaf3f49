// Whether the browser is online, for islands that say when they show saved answers (the service
// worker keeps the merchant reads: src/features/pwa/worker.template.js). True when not in a browser.
import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void): () => void {
  addEventListener('online', notify);
  addEventListener('offline', notify);
  return () => {
    removeEventListener('online', notify);
    removeEventListener('offline', notify);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
