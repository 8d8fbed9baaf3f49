// Request-body fields the sign-in, registration and recovery routes share: passwords are cut to 56
// characters before anything else (spec 000 §5), a new one needs 8 characters, a letter and a digit.
import { z } from 'zod';
import { passwordMaxLength } from '../../src/lib/member-rules.ts';

const cut = (password: string): string => password.slice(0, passwordMaxLength);

/** A new password (registration, reset). */
export const newPasswordField = z
  .string({ error: 'Password is required.' })
  .transform(cut)
  .pipe(
    z
      .string()
      .min(8, 'Password must have at least 8 characters.')
      .regex(/[A-Za-z]/, 'Password must contain a letter.')
      .regex(/\d/, 'Password must contain a number.'),
  );

/** Its confirmation, compared after the same cut. */
export const passwordConfirmField = z.string({ error: 'Confirm password is required.' }).transform(cut);

/** The current password (sign-in, fixing credentials). */
export const currentPasswordField = z.string({ error: 'Password is required.' }).min(1, 'Password is required.').transform(cut);

/** Who is signing in: an email or a partner number. */
export const emailOrPartnerNumberField = z
  .string({ error: 'Email or partner number is required.' })
  .trim()
  .min(1, 'Email or partner number is required.');
