// Sign-in calls (docs/api.md "Session and CSRF"; spec 000 §5, 001 §5): direct sign-in, and signing
// in with a new email when the backend asks for a credential fix. Calls come from the contract's
// zod-free calls.ts; answers are read against the contract's generated shapes. Every password is cut
// to 56 characters here or in recovery.ts, the only places it is sent from. A 401 here is a wrong
// password, the form's to show (these calls are not `signedIn`: no /login redirect).
import { signedInAnswer } from './answers/signedIn.ts';
import { readApi } from './client.ts';
import { fixCredentials as fixCredentialsCall, signIn as signInCall } from './contract/calls.ts';
import type { CredentialFix, SignedIn, SignInRequest } from './contract/sign-in.ts';
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
