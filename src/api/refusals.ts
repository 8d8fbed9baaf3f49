// The refusals the sign-in and recovery forms branch on (a 429's lockout, a 403's sso sign-in, a
// 409's credential fix, an expired recovery), read against the contract's shapes for them
// (call-answers.ts `errors`). Not an area of its own: it reads refusals of sign-in.ts and recovery.ts.
import type { ApiError } from './client.ts';
import type { CallDescriptor } from './contract/call.ts';
import { fixCredentials, resetPassword, signIn } from './contract/calls.ts';
import { readCallRefusal } from './read-call.ts';
import { ReadError, type Shape } from './read.ts';

/** The calls whose refusals the forms read (readRefusal). */
export const authCalls = { signIn, fixCredentials, resetPassword } as const satisfies Record<string, CallDescriptor>;

/**
 * The body of `call`'s refusal read against the contract's shape for it (a 429's tooManyAttempts, a
 * 403's signInElsewhere…), or undefined when it cannot be read: the console names the call and the
 * field, and the form shows the refusal as it shows any other failure.
 */
export function readRefusal<T>(call: keyof typeof authCalls, error: ApiError, shape: Shape<T>): T | undefined {
  try {
    return readCallRefusal(authCalls[call], shape, error.body);
  } catch (problem) {
    if (problem instanceof ReadError) return undefined;
    throw problem;
  }
}
