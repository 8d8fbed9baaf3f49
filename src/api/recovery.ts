// Credential recovery calls (docs/api.md "Enrollment and recovery"; spec 000 §5): the emailed code
// asked for and confirmed, then the new password. Answers are read against the contract's generated
// shapes; passwords are cut to 56 characters before they leave.
import { recoveryConfirmedAnswer } from './answers/recoveryConfirmed.ts';
import { recoveryMessageAnswer } from './answers/recoveryMessage.ts';
import { readApi } from './client.ts';
import {
  confirmRecovery as confirmRecoveryCall,
  recoverCredentials as recoverCredentialsCall,
  resetPassword as resetPasswordCall,
} from './contract/calls.ts';
import type { PasswordReset, RecoveryConfirmation, RecoveryConfirmed, RecoveryMessage, RecoveryRequest } from './contract/recovery.ts';
import { cutPassword } from '../lib/member-rules.ts';

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
