// Joining: the email and ZIP validation calls, prospect registration and capture, and activation.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  type ActivationRequest,
  type ActivationResult,
  type EmailValidationQuery,
  type ProspectCapture,
  type ProspectCaptured,
  type ProspectRegistration,
  type ValidationResult,
  type ZipValidationQuery,
} from '../../../src/api/contract/enrollment.ts';
import { type SignedIn } from '../../../src/api/contract/sign-in.ts';
import { activateMember, captureProspect, registerProspect, validateEmail, validateZip } from '../../../src/api/contract/calls.ts';
import type { FieldErrors } from '../../../src/api/contract/errors.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { requireCaptcha } from '../captcha.ts';
import {
  accepting,
  acceptingQuery,
  fail,
  failFields,
  fieldErrorsOf,
  nameField,
  parseJson,
  parseQuery,
  readJson,
  routeOf,
} from '../http.ts';
import { isValidPartnerNumber, normalizeUsPhone, simpleEmailPattern as emailPattern } from '../../../src/lib/member-rules.ts';
import { isUsZip, messages } from '../rules.ts';
import { startMemberSession } from '../session.ts';
import {
  findMemberById,
  findMemberByIdentifier,
  findMemberByPublicId,
  insertMember,
  knownMemberView,
  memberView,
  updateProfileFields,
} from '../store/members.ts';
import { insertNewMemberBonus } from '../seed/activity.ts';
import { newToken } from '../store/sessions.ts';
import { newPasswordField, passwordConfirmField } from '../password-fields.ts';
import { inTransaction } from '../db.ts';
import { countAttempt, failThrottled, limitCalls, throttledFor } from '../throttle.ts';

const zipField = z
  .string({ error: 'Zip code is required.' })
  .trim()
  .min(1, { message: 'Zip code is required.', abort: true })
  .regex(/^\d{5}$/, { message: 'Zip code must be exactly 5 digits.', abort: true })
  .refine(isUsZip, messages.invalidZip);

const phoneField = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (value == null || value.trim() === '') return null;
    const digits = normalizeUsPhone(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: messages.invalidPhone });
      return z.NEVER;
    }
    return digits;
  });

const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(50, 'Email can have at most 50 characters.')
  .regex(emailPattern, messages.invalidEmail);

const registrationSchema = accepting<ProspectRegistration>()(
  z
    .object({
      email: emailField,
      password: newPasswordField,
      passwordConfirm: passwordConfirmField,
      firstName: nameField('First name', 20),
      lastName: nameField('Last name', 20),
      zipCode: zipField,
      partnerNumber: z
        .string()
        .trim()
        .nullish()
        .refine((v) => v == null || v === '' || isValidPartnerNumber(v), messages.invalidPartnerNumber),
      phoneNumber: phoneField.optional(),
      smsOptIn: z.boolean().optional(),
      smsOptInV2: z.boolean().optional(),
      emailOptIn: z.boolean().optional().default(true),
    })
    .superRefine((body, ctx) => {
      if (body.password !== body.passwordConfirm)
        ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'Passwords do not match.' });
      if (body.partnerNumber && body.password.includes(body.partnerNumber)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: messages.passwordHasPartnerNumber });
      }
    }),
);

const activationSchema = accepting<ActivationRequest>()(
  z.object({ publicId: z.string({ error: 'publicId is required.' }).min(1, 'publicId is required.') }),
);
const captureSchema = accepting<ProspectCapture>()(z.object({ email: emailField }));
const emailQuery = acceptingQuery<EmailValidationQuery>()(z.object({ email: emailField, usePpn: z.string().optional() }));
const zipQuery = acceptingQuery<ZipValidationQuery>()(z.object({ zip: z.string({ error: 'zip is required.' }) }));

function requireDirectEnrollment(c: Context<ApiEnv>): void {
  const partner = c.get('partner');
  if (partner.enrollmentType !== 'direct') fail(403, `${partner.programName} does not take enrollments here.`);
}

export function enrollmentRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post(routeOf(activateMember), async (c) => {
    const { publicId } = await parseJson(c, activationSchema);
    const activated = inTransaction(ctx.db, () => {
      const member = findMemberByPublicId(ctx.db, c.get('partner').slug, publicId);
      if (!member) fail(404, 'There was an error activating your account. Please contact customer support.');
      if (member.profile.tierLevel !== 1) fail(409, 'This account is already activated.');
      updateProfileFields(ctx.db, member.id, { tierLevel: 2, active: true, emailOptIn: true });
      return findMemberById(ctx.db, member.id) ?? member;
    });
    return c.json({ activated: true, member: knownMemberView(activated) } satisfies ActivationResult);
  });

  routes.post(routeOf(registerProspect), async (c) => {
    requireDirectEnrollment(c);
    const partner = c.get('partner');
    // "Already in use" says an account exists, as the email check does: a client that used up that
    // bucket is refused before the captcha and the look-up, so the refusal says nothing of the email.
    const wait = throttledFor(c, ctx, 'emailCheck');
    if (wait !== null) failThrottled(wait);
    const raw = await readJson(c);
    requireCaptcha(ctx.captcha, raw);
    const parsed = registrationSchema.safeParse(raw);
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    const body = parsed.data;
    // The in-use checks and the insert are one read-modify-write.
    const signedIn = inTransaction(ctx.db, (): SignedIn => {
      const errors: FieldErrors = {};
      if (findMemberByIdentifier(ctx.db, partner.slug, body.email)) errors['email'] = [messages.emailInUse];
      if (body.partnerNumber && findMemberByIdentifier(ctx.db, partner.slug, body.partnerNumber)) {
        errors['partnerNumber'] = [messages.partnerNumberInUse];
      }
      if (Object.keys(errors).length > 0) {
        countAttempt(c, ctx, 'emailCheck');
        failFields(errors);
      }
      const phoneNumber = body.phoneNumber ?? null;
      const publicId = `${partner.slug}-${newToken().slice(0, 12).toLowerCase()}`;
      const id = insertMember(ctx.db, {
        partner: partner.slug,
        publicId,
        email: body.email,
        partnerNumber: body.partnerNumber || null,
        password: body.password,
        profile: {
          firstName: body.firstName,
          lastName: body.lastName,
          address: { address1: '', address2: '', city: '', state: '', zipCode: body.zipCode },
          phoneNumber,
          // spec 000 §5: smsOptIn comes from smsOptInV2 when present, else true when a phone is given.
          smsOptIn: phoneNumber !== null && (body.smsOptInV2 ?? body.smsOptIn ?? true),
          emailOptIn: body.emailOptIn,
          familyId: `F${Date.now() % 10_000_000}`,
          tierLevel: body.emailOptIn ? 2 : 0,
          // Becomes EnrolledCardMember once the first card is linked (POST /api/Member/Cards).
          memberType: 'NonCardMember',
          active: true,
          hasWebProfile: true,
          enrollmentSource: 'WEB',
          joinDate: new Date(ctx.now()).toISOString(),
          diningProgress: {
            status: 'Building',
            remainingDines: 11,
            dinesRequired: 11,
            remainingDollars: 1000,
            dollarsRequired: 1000,
            ytdMilesOrDollars: 0,
          },
        },
      });
      // Join promises the new-member bonus: the new member holds it from the start (issue #25).
      insertNewMemberBonus(ctx.db, id, partner, ctx.now());
      const session = startMemberSession(c, ctx, id, false);
      const member = findMemberByPublicId(ctx.db, partner.slug, publicId);
      if (!member) fail(500, 'Registration failed.');
      return { member: memberView(ctx.db, member, partner), expiresAt: session.expiresAt };
    });
    return c.json(signedIn);
  });

  routes.post(routeOf(captureProspect), async (c) => {
    limitCalls(c, ctx, 'prospectCapture');
    const raw = await readJson(c);
    requireCaptcha(ctx.captcha, raw);
    const parsed = captureSchema.safeParse(raw);
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    ctx.db
      .prepare('INSERT INTO prospects (partner, email, created_at) VALUES (?, ?, ?)')
      .run(c.get('partner').slug, parsed.data.email, Date.now());
    return c.json({ captured: true } satisfies ProspectCaptured, 202);
  });

  routes.get(routeOf(validateEmail), (c) => {
    // Every call counts: the answer says whether an email has an account.
    limitCalls(c, ctx, 'emailCheck');
    const { email } = parseQuery(c, emailQuery);
    // isValid = free to enroll: the front end sends a taken email to sign-in instead (spec 000 §4).
    return c.json({ isValid: !findMemberByIdentifier(ctx.db, c.get('partner').slug, email) } satisfies ValidationResult);
  });

  routes.get(routeOf(validateZip), (c) => {
    const { zip } = parseQuery(c, zipQuery);
    return c.json({ isValid: isUsZip(zip.trim()) } satisfies ValidationResult);
  });

  return routes;
}
