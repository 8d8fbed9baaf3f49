// What a refused sign-in means for the member (spec 001 §8 "Login errors"; docs/api.md POST /api/Login,
// "Throttling"). Credential fixing answers 401 and 429 the same way, and recovery its own 429. The
// bodies are read against the contract's shapes (src/api/refusals.ts readRefusal): one that cannot be
// read is no known refusal (a 429 still says to wait), and the form shows it as any other failure.
import { credentialFixRequiredAnswer } from '../../api/answers/credentialFixRequired.ts';
import { signInElsewhereAnswer } from '../../api/answers/signInElsewhere.ts';
import { tooManyAttemptsAnswer } from '../../api/answers/tooManyAttempts.ts';
import { readRefusal } from '../../api/refusals.ts';
import { ApiError } from '../../api/client.ts';

export type SignInProblem =
  /** 401: wrong identifier or password (also an account without a web profile). */
  | { kind: 'credentials' }
  /** 429 with lockedUntil: the 5th failure in a row locked the account for 30 minutes. */
  | { kind: 'locked' }
  /** 429 code Throttled: this client failed too often across accounts; wait `minutes` (when known). */
  | { kind: 'throttled'; minutes: number | undefined }
  /** 409 FixCredentials: an email update comes first (/fix_credentials). */
  | { kind: 'fixCredentials' }
  /** 403 with ssoLoginUrl: this partner signs in through single sign-on. */
  | { kind: 'elsewhere'; url: string }
  /** 400: field errors for the form kit (returned to it as the answer body). */
  | { kind: 'form'; body: unknown };

/** Seconds the answer asks to wait (Retry-After: seconds or an HTTP date), when it says. */
export function retryAfterSeconds(error: ApiError, now = Date.now()): number | undefined {
  const raw = error.headers.get('Retry-After')?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw) || undefined;
  const date = Date.parse(raw);
  return Number.isNaN(date) || date <= now ? undefined : Math.ceil((date - now) / 1000);
}

/** Whole minutes to wait, rounded up (59 s is "1 minute"); undefined when the answer does not say. */
export function retryAfterMinutes(error: ApiError, now = Date.now()): number | undefined {
  const seconds = retryAfterSeconds(error, now);
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60));
}

/** The problem a failed call (`call`: sign-in or credential fixing) stands for, or undefined when it
 *  is none of these (network, 5xx, an answer that cannot be read…). */
export function signInProblemOf(error: unknown, call: 'signIn' | 'fixCredentials' = 'signIn'): SignInProblem | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.status) {
    case 400:
      return { kind: 'form', body: error.body };
    case 401:
      return { kind: 'credentials' };
    case 409:
      return readRefusal(call, error, credentialFixRequiredAnswer)?.code === 'FixCredentials' ? { kind: 'fixCredentials' } : undefined;
    case 403: {
      const url = readRefusal(call, error, signInElsewhereAnswer)?.ssoLoginUrl;
      return url ? { kind: 'elsewhere', url } : undefined;
    }
    case 429:
      return readRefusal(call, error, tooManyAttemptsAnswer)?.lockedUntil
        ? { kind: 'locked' }
        : { kind: 'throttled', minutes: retryAfterMinutes(error) };
    default:
      return undefined;
  }
}

/** Throttle copy: the minutes when known ("{count} minutes", "1 minute"), else "a few minutes". */
export function waitMessage(minutes: number | undefined, copy: { many: string; one: string; unknown: string }): string {
  if (minutes === undefined) return copy.unknown;
  return minutes === 1 ? copy.one : copy.many.replaceAll('{count}', String(minutes));
}
