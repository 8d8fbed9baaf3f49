// Credential recovery across its four pages (/recover → /recover/confirm → /recover/update →
// /recover/success, docs/api.md "Enrollment and recovery"): what one step hands the next — the
// identifier the code was sent for, then the recovery token — kept for this tab only (session
// storage) and gone once the password is updated. A step opened without what it needs (a bookmark,
// another tab, an expired session) starts over at /recover.
import { recoverPath } from '../../site/paths.ts';
import { readSession, removeSession, writeSession } from '../../lib/session-storage.ts';
import { replacePage } from '../../lib/navigate.ts';

export const recoveryFlowKey = 'recover_flow';
/** /recover?expired: the token ran out between confirming the code and setting the password. */
export const recoverExpiredPath = '/recover?expired=1';

export interface RecoveryFlow {
  /** The email or partner number the code was requested for. */
  identifier: string;
  /** From the confirmed code; needed to set the new password. */
  token?: string;
}

export type RecoveryStep = 'confirm' | 'update';

/** The stored flow, read as untrusted text: anything not of the expected shape counts as none. */
export function readRecoveryFlow(): RecoveryFlow | undefined {
  try {
    const stored: unknown = JSON.parse(readSession(recoveryFlowKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { identifier, token } = stored as Record<string, unknown>;
    if (typeof identifier !== 'string' || identifier === '') return undefined;
    return typeof token === 'string' && token !== '' ? { identifier, token } : { identifier };
  } catch {
    return undefined;
  }
}

/** Step 1 done: the code was requested for `identifier` (a new request starts a new flow). */
export function startRecovery(identifier: string): void {
  writeSession(recoveryFlowKey, JSON.stringify({ identifier } satisfies RecoveryFlow));
}

/** Step 2 done: the code was confirmed. */
export function keepRecoveryToken(token: string): void {
  const flow = readRecoveryFlow();
  if (flow) writeSession(recoveryFlowKey, JSON.stringify({ identifier: flow.identifier, token } satisfies RecoveryFlow));
}

/** Step 3 done, or the token expired: nothing of the flow stays behind. */
export function endRecovery(): void {
  removeSession(recoveryFlowKey);
}

/** Whether `step` has what it needs: the code step the identifier, the password step the token. */
export function recoveryStepReady(step: RecoveryStep, flow: RecoveryFlow | undefined): flow is RecoveryFlow {
  if (!flow) return false;
  return step === 'confirm' || flow.token !== undefined;
}

/** The flow for `step`, or undefined after sending the visitor back to the start (Back skips this page). */
export function guardRecoveryStep(step: RecoveryStep): RecoveryFlow | undefined {
  const flow = readRecoveryFlow();
  if (recoveryStepReady(step, flow)) return flow;
  replacePage(recoverPath);
  return undefined;
}
