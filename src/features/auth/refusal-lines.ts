// What the alert says for a refused sign-in (spec 001 §8 "Login errors"): wrong credentials and the
// lockout offer recovery (spec 001 §4: recovering regains access sooner than waiting 30 minutes);
// the per-client throttle says how long to wait.
import type { AlertLine } from './AuthAlert.tsx';
import { waitMessage, type SignInProblem } from './sign-in-problem.ts';

/** Messages with a [[recover]] link, rendered to HTML at build time (AuthPage.astro). */
export interface RecoverMessages {
  /** The line under "Invalid user name or password." */
  credentialsRecover: string;
  /** The 30-minute lockout. */
  locked: string;
}

type RefusalCopyKey = 'login.errorCredentials' | 'login.errorThrottled' | 'login.errorThrottledOne' | 'login.errorThrottledSoon';

export type Refused = Extract<SignInProblem, { kind: 'credentials' | 'locked' | 'throttled' }>;

export function refusalLines(problem: Refused, copy: Record<RefusalCopyKey, string>, messages: RecoverMessages): AlertLine[] {
  switch (problem.kind) {
    case 'credentials':
      return [{ text: copy['login.errorCredentials'] }, { html: messages.credentialsRecover }];
    case 'locked':
      return [{ html: messages.locked }];
    case 'throttled':
      return [
        {
          text: waitMessage(problem.minutes, {
            many: copy['login.errorThrottled'],
            one: copy['login.errorThrottledOne'],
            unknown: copy['login.errorThrottledSoon'],
          }),
        },
      ];
  }
}
