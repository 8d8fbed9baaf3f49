// Sign-in, credential fixing and recovery calls (docs/api.md "Session and CSRF", "Enrollment and
// recovery"; spec 000 §5, 001 §5). Calls come from the contract's zod-free calls.ts; answers, and
// the refusals the forms branch on, are read against the contract's generated shapes. Every
// password is cut to 56 characters here, the one place it is sent from.
import { recoveryConfirmedAnswer } from './answers/recoveryConfirmed.ts';
import { recoveryMessageAnswer } from './answers/recoveryMessage.ts';
import { signedInAnswer } from './answers/signedIn.ts';
import { readApi, type ApiError } from './client.ts';
import { readCallAnswer } from './read-call.ts';
import type { CallDescriptor } from './contract/call.ts';
import {
  confirmRecovery as confirmRecoveryCall,
  fixCredentials as fixCredentialsCall,
  recoverCredentials as recoverCredentialsCall,
  resetPassword as resetPasswordCall,
  signIn as signInCall,
} from './contract/calls.ts';
import type {
  CredentialFix,
  PasswordReset,
  RecoveryConfirmation,
  RecoveryConfirmed,
  RecoveryMessage,
  RecoveryRequest,
  SignedIn,
  SignInRequest,
} from './contract/enrollment.ts';
import { ReadError, type Shape } from './read.ts';
import { cutPassword } from '../lib/member-rules.ts';

/** POST /api/Login (CSRF): 200 SignedIn; rejects with ApiError (400, 401, 403, 409, 429). */
export function signIn({ emailOrPartnerNumber, password, rememberMe = false }: SignInRequest): Promise<SignedIn> {
  const body: SignInRequest = { emailOrPartnerNumber: emailOrPartnerNumber.trim(), password: cutPassword(password), rememberMe };
  return readApi(signInCall, signedInAnswer, { body });
}

/** POST /api/Members/FixCredentials (CSRF): signs in with the new email; 400, 401 and 429 as sign-in. */
export function fixCredentials({ emailOrPartnerNumber, password, newEmail }: CredentialFix): Promise<SignedIn> {
  const body: CredentialFix = {
    emailOrPartnerNumber: emailOrPartnerNumber.trim(),
    password: cutPassword(password),
    newEmail: newEmail.trim(),
  };
  return readApi(fixCredentialsCall, signedInAnswer, { body });
}

/** POST /api/Members/Recover (CSRF, captcha): 202, the same answer whether or not an account matches. */
export function recoverCredentials(emailOrPartnerNumber: string, captchaToken: string): Promise<RecoveryMessage> {
  const body: RecoveryRequest = { emailOrPartnerNumber: emailOrPartnerNumber.trim(), gRecaptchaResponse: captchaToken };
  return readApi(recoverCredentialsCall, recoveryMessageAnswer, { body });
}

/** POST /api/Members/Recover/Confirm (CSRF): the emailed code → a recovery token; 400 `errors.code`. */
export function confirmRecovery({ emailOrPartnerNumber, code }: RecoveryConfirmation): Promise<RecoveryConfirmed> {
  const body: RecoveryConfirmation = { emailOrPartnerNumber: emailOrPartnerNumber.trim(), code: code.trim() };
  return readApi(confirmRecoveryCall, recoveryConfirmedAnswer, { body });
}

/** POST /api/Members/Recover/Update (CSRF): the new password (lifts a lockout); 400 field errors or
 *  `errors.recoveryToken` when the token expired. */
export function resetPassword({ recoveryToken, password, passwordConfirm }: PasswordReset): Promise<RecoveryMessage> {
  const body: PasswordReset = { recoveryToken, password: cutPassword(password), passwordConfirm: cutPassword(passwordConfirm) };
  return readApi(resetPasswordCall, recoveryMessageAnswer, { body });
}

/** The calls whose refusals the forms read (readRefusal). */
export const authCalls = {
  signIn: signInCall,
  fixCredentials: fixCredentialsCall,
  resetPassword: resetPasswordCall,
} as const satisfies Record<string, CallDescriptor>;

/**
 * The body of `call`'s refusal read against the contract's shape for it (a 429's tooManyAttempts, a
 * 403's signInElsewhere…), or undefined when it cannot be read: the console names the call and the
 * field, and the form shows the refusal as it shows any other failure.
 */
export function readRefusal<T>(call: keyof typeof authCalls, error: ApiError, shape: Shape<T>): T | undefined {
  try {
    return readCallAnswer(authCalls[call], shape, error.body);
  } catch (problem) {
    if (problem instanceof ReadError) return undefined;
    throw problem;
  }
}
