// The API contract against the real sandbox: every call of the contract is served, signed-in calls
// answer 401 to a visitor and no other does, and real answers of the main calls parse with the
// contract's schemas and carry nothing the contract lacks. A drift on either side fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as activity from '../../src/api/contract/activity.ts';
import * as bonusesContract from '../../src/api/contract/bonuses.ts';
import type { CallDescriptor } from '../../src/api/contract/call.ts';
import * as calls from '../../src/api/contract/calls.ts';
import * as cards from '../../src/api/contract/cards.ts';
import * as content from '../../src/api/contract/content.ts';
import * as enrollment from '../../src/api/contract/enrollment.ts';
import * as errors from '../../src/api/contract/errors.ts';
import * as impressions from '../../src/api/contract/impressions.ts';
import * as member from '../../src/api/contract/member.ts';
import * as merchants from '../../src/api/contract/merchants.ts';
import * as recoveryContract from '../../src/api/contract/recovery.ts';
import * as reservations from '../../src/api/contract/reservations.ts';
import * as session from '../../src/api/contract/session.ts';
import * as signInContract from '../../src/api/contract/sign-in.ts';
import type * as ssoContract from '../../src/api/contract/sso.ts';
import { answerShape } from '../../scripts/api/shapes.ts';
import { readAnswer, type ReadIssue } from '../../src/api/read.ts';
import { captchaToken, Client, encryptCard, startTestSandbox, type TestSandbox } from '../sandbox/helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

/**
 * Parses an answer with a contract schema, which proves it has every field the contract requires,
 * and reads it as the browser does (the generated shape), which lists every field the contract
 * lacks: the sandbox sends none.
 */
async function answer<S extends z.ZodMiniType>(schema: S, response: Response, status = 200): Promise<z.output<S>> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${response.url}: ${z.prettifyError(parsed.error)}`);
  const issues: ReadIssue[] = [];
  readAnswer(answerShape(schema), body, response.url, issues);
  expect(issues.filter((issue) => issue.kind === 'unknown-field')).toEqual([]);
  return parsed.data;
}

/** Every export of calls.ts is a call descriptor. */
const everyCall: { name: string; call: CallDescriptor }[] = Object.entries(calls).map(([name, call]) => ({ name, call }));

/** A path with its `{name}` parameters filled with values the sandbox knows. */
const fill = (path: string, values: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));

const dateIn = (days: number): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function signedIn(partner: string, email: string): Promise<Client> {
  const client = new Client(sandbox.url, partner);
  expect((await client.signIn(email)).status).toBe(200);
  return client;
}

async function searchResult(client: Client, query: string) {
  return answer(merchants.merchantSearchResultSchema, await client.get(`${calls.searchMerchants.path}?${query}`));
}

describe('every contract call', () => {
  it('names a method and an /api path, once each', () => {
    expect(everyCall.length).toBeGreaterThanOrEqual(40);
    const keys = everyCall.map(({ call }) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is served by the sandbox, and answers 401 to a visitor exactly when it needs a signed-in member', async () => {
    const visitor = new Client(sandbox.url, 'delta');
    const [someMerchant] = (await searchResult(visitor, 'location=Chicago%2C%20IL&pageSize=1')).merchants;
    const params = {
      merchantId: String(someMerchant?.id),
      publicId: 'delta-card',
      code: 'DINE3X',
      reservationId: '1',
      contentType: 'pages',
      contentName: 'home',
    };
    for (const { name, call } of everyCall) {
      const response = await visitor.call(call.method, fill(call.path, params), { csrf: true });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      expect(body.message ?? '', `${name}: ${call.method} ${call.path}`).not.toMatch(/^Not found: /);
      expect(response.status === 401, `${name} answered ${response.status}`).toBe(call.signedIn === true);
    }
  });
});

describe('session and members', () => {
  it('CSRF, sign-in, member, known member and sign-out', async () => {
    const client = new Client(sandbox.url, 'delta');
    await answer(session.csrfTokenSchema, await client.get(calls.getCsrfToken.path));
    const signIn: signInContract.SignInRequest = { emailOrPartnerNumber: 'card@delta.example', password: 'Password1!' };
    const signedInAnswer = await answer(signInContract.signedInSchema, await client.post(calls.signIn.path, { csrf: true, body: signIn }));
    expect(signedInAnswer.member?.interfaceType).toBe('direct');

    const current = await answer(member.memberSchema, await client.get(calls.getMember.path));
    expect(current.activeBonuses.map((bonus) => bonus.bonusStatus)).toEqual(expect.arrayContaining(['Eligible', 'Enrolled', 'Qualified']));
    const update: member.MemberUpdate = { address: { city: 'Boston' }, phoneNumber: null };
    await answer(member.memberSchema, await client.put(calls.updateMember.path, { csrf: true, body: update }));

    const known = await answer(
      member.knownMemberSchema,
      await client.get(fill(calls.getKnownMember.path, { publicId: 'delta-known' }), { csrf: true }),
    );
    expect(known.email).toMatch(/^k\*\*\*@/);
    await answer(session.signOutResultSchema, await client.get(calls.signOut.path));
  });

  it('sso members carry interfaceType sso', async () => {
    const client = new Client(sandbox.url, 'marriott');
    const page = await client.get(calls.ssoSignInPage.path);
    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const form = { csrfToken, email: 'card@marriott.example', password: 'Password1!' } satisfies ssoContract.SsoSignInForm;
    const signedInPage = await client.post(calls.ssoSignIn.path, {
      body: new URLSearchParams(form).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(signedInPage.status).toBe(303);
    expect((await answer(member.memberSchema, await client.get(calls.getMember.path))).interfaceType).toBe('sso');
    const partnerCards = await answer(cards.partnerCardListSchema, await client.get(calls.getPartnerCards.path));
    expect(partnerCards.items.length).toBeGreaterThan(0);
  });

  it('enrollment: validations, activation, registration, capture and recovery', async () => {
    const client = new Client(sandbox.url, 'delta');
    await answer(enrollment.validationResultSchema, await client.get(`${calls.validateEmail.path}?email=card%40delta.example&usePpn=true`));
    await answer(enrollment.validationResultSchema, await client.get(`${calls.validateZip.path}?zip=60614`));
    const activation: enrollment.ActivationRequest = { publicId: 'delta-inactive' };
    await answer(enrollment.activationResultSchema, await client.post(calls.activateMember.path, { csrf: true, body: activation }));

    const capture: enrollment.ProspectCapture = {
      email: 'maybe@delta.example',
      'g-recaptcha-response': await captchaToken(sandbox.standinOrigin),
    };
    await answer(enrollment.prospectCapturedSchema, await client.post(calls.captureProspect.path, { csrf: true, body: capture }), 202);
    const registration: enrollment.ProspectRegistration = {
      email: 'contract@delta.example',
      password: 'Tasty2024',
      passwordConfirm: 'Tasty2024',
      firstName: 'Con',
      lastName: 'Tract',
      zipCode: '30309',
      gRecaptchaResponse: await captchaToken(sandbox.standinOrigin),
    };
    const joined = await answer(
      signInContract.signedInSchema,
      await client.post(calls.registerProspect.path, { csrf: true, body: registration }),
    );
    expect(joined.member?.memberType).toBe('NonCardMember');

    const recovery: recoveryContract.RecoveryRequest = {
      emailOrPartnerNumber: 'vip@delta.example',
      gRecaptchaResponse: await captchaToken(sandbox.standinOrigin),
    };
    await answer(
      recoveryContract.recoveryMessageSchema,
      await client.post(calls.recoverCredentials.path, { csrf: true, body: recovery }),
      202,
    );
    const confirmation: recoveryContract.RecoveryConfirmation = { emailOrPartnerNumber: 'vip@delta.example', code: '123456' };
    const confirmed = await answer(
      recoveryContract.recoveryConfirmedSchema,
      await client.post(calls.confirmRecovery.path, { csrf: true, body: confirmation }),
    );
    const reset: recoveryContract.PasswordReset = {
      recoveryToken: confirmed.recoveryToken,
      password: 'Password1!',
      passwordConfirm: 'Password1!',
    };
    await answer(recoveryContract.recoveryMessageSchema, await client.post(calls.resetPassword.path, { csrf: true, body: reset }));
  });
});

describe('cards, activity and bonuses', () => {
  it('cards: list, link with per-card results, delete', async () => {
    const client = await signedIn('delta', 'card@delta.example');
    await answer(cards.cardListSchema, await client.get(calls.getCards.path));
    await answer(cards.partnerCardListSchema, await client.get(calls.getPartnerCards.path));
    const registration: cards.CardRegistrationRequest = {
      creditCards: [
        { encryptedCardNumber: encryptCard('378282246310005'), lastFour: '0005', cardType: 'AMEX' },
        { encryptedCardNumber: encryptCard('4000000000000002'), lastFour: '0002', cardType: 'VISA' },
      ],
      directFileFeedOptIn: true,
      gRecaptchaResponse: await captchaToken(sandbox.standinOrigin),
    };
    const linked = await answer(
      cards.cardRegistrationResultSchema,
      await client.post(calls.linkCards.path, { csrf: true, body: registration }),
    );
    expect(linked.cardRegistration.map((entry) => entry.error?.code ?? 'linked')).toEqual(['linked', 'CardDeclined']);
    const amex = linked.cardRegistration[0]?.memberCard;
    const id = amex && 'id' in amex ? amex.id : 0;
    await answer(cards.cardDeletionSchema, await client.delete(`${calls.deleteCard.path}?id=${id}`, { csrf: true }));
  });

  it('activity: transactions, statement credits, dine summary, balance and review statuses', async () => {
    const client = await signedIn('delta', 'vip@delta.example');
    const transactions = await answer(activity.transactionPageSchema, await client.get(`${calls.getTransactions.path}?resultsPerPage=100`));
    const all = await answer(activity.activityPageSchema, await client.get(`${calls.getActivity.path}?resultsPerPage=100`));
    expect(new Set(all.data.map((entry) => entry.kind))).toEqual(new Set(['transaction', 'credit']));
    await answer(activity.dineSummarySchema, await client.get(calls.getDineSummary.path));
    await answer(activity.creditBalanceSchema, await client.get(calls.getCreditBalance.path));
    const ids = transactions.data
      .slice(0, 3)
      .map((entry) => `txnId=${entry.id}`)
      .join('&');
    await answer(activity.reviewStatusListSchema, await client.get(`${calls.getReviewStatuses.path}?${ids}`));
  });

  it('bonuses: registration and the 409 of a bonus already taken', async () => {
    const client = await signedIn('delta', 'vip@delta.example');
    const path = fill(calls.registerBonus.path, { code: 'DINE3X' });
    await answer(bonusesContract.bonusRegistrationSchema, await client.post(path, { csrf: true }));
    await answer(bonusesContract.bonusTakenSchema, await client.post(path, { csrf: true }), 409);
  });
});

describe('merchants and reservations', () => {
  it('search, detail, menu, reviews, events, flex offers and the default location', async () => {
    const client = await signedIn('delta', 'card@delta.example');
    const found = await searchResult(client, 'location=Chicago%2C%20IL&pageSize=100');
    expect(found.origin?.cityState).toBe('Chicago, IL');
    await answer(
      merchants.merchantSearchResultSchema,
      await client.get(`${calls.searchMerchants.path}?location=Current%20Location&pageSize=2`),
    );
    await answer(merchants.merchantSearchResultSchema, await client.get(`${calls.searchMerchants.path}?location=Nowhere%2C%20ZZ`));
    const merchantId = String(found.merchants.find((m) => m.reservationProviders.openTable && Number(m.id) % 100 !== 0)?.id);

    const detail = await answer(
      merchants.merchantDetailSchema,
      await client.get(`${fill(calls.getMerchant.path, { merchantId })}?location=Chicago%2C%20IL`),
    );
    expect(detail.origin?.cityState).toBe('Chicago, IL');
    expect(
      (await answer(merchants.merchantDetailSchema, await client.get(fill(calls.getMerchant.path, { merchantId })))).origin,
    ).toBeNull();
    await answer(merchants.menuSchema, await client.get(fill(calls.getMenu.path, { merchantId })));
    await answer(merchants.merchantReviewPageSchema, await client.get(`${fill(calls.getReviews.path, { merchantId })}?pageSize=5`));
    await answer(merchants.merchantEventListSchema, await client.get(fill(calls.getEvents.path, { merchantId })));
    await answer(merchants.flexOfferListSchema, await client.get(fill(calls.getFlexOffers.path, { merchantId, publicId: 'delta-card' })));
    await answer(merchants.defaultLocationSchema, await client.get(calls.getDefaultLocation.path));

    let slots: reservations.Availability['slots'] = [];
    for (let days = 2; days < 12 && slots.length === 0; days++) {
      const availabilityPath = fill(calls.getAvailability.path, { merchantId });
      slots = (
        await answer(reservations.availabilitySchema, await client.get(`${availabilityPath}?date=${dateIn(days)}&time=19:00&partySize=2`))
      ).slots;
    }
    const booking: reservations.BookingRequest = { dateTime: slots[0]?.dateTime ?? '', partySize: 2 };
    const booked = await answer(
      reservations.bookingSchema,
      await client.post(fill(calls.bookReservation.path, { merchantId }), { csrf: true, body: booking }),
      201,
    );
    await answer(
      reservations.reservationErrorSchema,
      await client.post(fill(calls.bookReservation.path, { merchantId }), { csrf: true, body: booking }),
      409,
    );
    await answer(reservations.reservationListSchema, await client.get(calls.getReservations.path));
    const reservationId = String(booked.reservation.id);
    await answer(
      reservations.cancellationSchema,
      await client.delete(fill(calls.cancelReservation.path, { reservationId }), { csrf: true }),
    );
  });
});

describe('content, flags and impressions', () => {
  it('CMS sets and feature flags, with and without partner flags', async () => {
    const client = new Client(sandbox.url, 'delta');
    for (const contentName of ['*', 'home', 'earn_details']) {
      await answer(
        content.cmsSetSchema,
        await client.get(`${fill(calls.getCmsSet.path, { contentType: 'pages', contentName })}?page_size=100`),
      );
    }
    const flags = await answer(content.featureFlagsSchema, await client.get(calls.getFeatureFlags.path));
    expect(flags.partnerFeatureFlags).toMatchObject({ hasVIP: true });
    await answer(content.featureFlagsSchema, await new Client(sandbox.url, 'ihg').get(calls.getFeatureFlags.path));
  });

  it('impressions', async () => {
    const client = new Client(sandbox.url, 'delta');
    const batch: impressions.ImpressionBatch = [
      { channel: 'web', dateTime: new Date().toISOString(), userAgent: 'vitest', event: 'pageview' },
    ];
    await answer(impressions.impressionsReceivedSchema, await client.post(calls.postImpressions.path, { csrf: true, body: batch }), 202);
  });
});

describe('error bodies', () => {
  it('400 field errors, 401, 403, 404, 409 and 429', async () => {
    const visitor = new Client(sandbox.url, 'delta');
    const invalid = await answer(errors.fieldErrorsBodySchema, await visitor.get(`${calls.searchMerchants.path}?location=%3C%3E!`), 400);
    expect(invalid.errors).toHaveProperty('location');
    await answer(errors.errorBodySchema, await visitor.get(calls.getMember.path), 401);
    await answer(errors.errorBodySchema, await visitor.post(calls.postImpressions.path, { body: [] }), 403);
    await answer(errors.errorBodySchema, await visitor.get(fill(calls.getKnownMember.path, { publicId: 'nobody' }), { csrf: true }), 404);
    await answer(merchants.merchantMissingSchema, await visitor.get(fill(calls.getMerchant.path, { merchantId: '42' })), 404);

    const card = await signedIn('delta', 'card@delta.example');
    const badUpdate: member.MemberUpdate = { firstName: 'A'.repeat(21), address: { zipCode: '1234' } };
    const fields = await answer(
      errors.fieldErrorsBodySchema,
      await card.put(calls.updateMember.path, { csrf: true, body: badUpdate }),
      400,
    );
    expect(Object.keys(fields.errors).sort()).toEqual(['address.zipCode', 'firstName']);

    const sso = await answer(
      signInContract.signInElsewhereSchema,
      await new Client(sandbox.url, 'hilton').signIn('card@hilton.example'),
      403,
    );
    expect(sso.ssoLoginUrl).toBe(calls.ssoSignInPage.path);
    await answer(signInContract.credentialFixRequiredSchema, await visitor.signIn('fix@delta.example'), 409);
    for (let attempt = 0; attempt < 4; attempt++)
      await answer(errors.errorBodySchema, await visitor.signIn('member@delta.example', 'wrong'), 401);
    await answer(signInContract.lockedOutSchema, await visitor.signIn('member@delta.example', 'wrong'), 429);
  });
});
