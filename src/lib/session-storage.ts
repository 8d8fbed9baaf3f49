// Session storage that never throws: where storage is blocked (private modes, sandboxed frames; even
// reading `window.sessionStorage` throws there) or full, nothing is remembered and the page works on.

export function readSession(key: string, storage?: Pick<Storage, 'getItem'>): string | null {
  try {
    return (storage ?? sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string, storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? sessionStorage).setItem(key, value);
  } catch {
    // Not remembered: the defaults come back next time.
  }
}

export function removeSession(key: string, storage?: Pick<Storage, 'removeItem'>): void {
  try {
    (storage ?? sessionStorage).removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
