// Readable first-party cookies for the browser runtime. Always path=/ and SameSite=Lax so every
// page of the partner site shares them (docs/runtime.md lists the names and lifetimes).

export interface CookieLifetime {
  /** Lifetime in minutes; with neither minutes nor days the cookie lasts for the browser session. */
  minutes?: number;
  days?: number;
}

export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return part.slice(eq + 1);
      }
    }
  }
  return undefined;
}

/** The cookie string written by setCookie (exported for tests: max-age carries the lifetime). */
export function cookieString(name: string, value: string, lifetime: CookieLifetime = {}): string {
  const seconds = Math.round(((lifetime.days ?? 0) * 1440 + (lifetime.minutes ?? 0)) * 60);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${seconds ? `; max-age=${seconds}` : ''}${secure}`;
}

export function setCookie(name: string, value: string, lifetime?: CookieLifetime): void {
  document.cookie = cookieString(name, value, lifetime);
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
