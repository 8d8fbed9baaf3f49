// The member answers read through their generated readers (spec 001 §3 "Member", spec 000 §3;
// CONTRACTS.md §4): the spec's minimal member (no interfaceType, partnerNumber or campaignCodes),
// number ids, member types, bonus and progress statuses the product does not know, a tier it does
// not know, other ISO 8601 date forms, null dates; and the fetcher's campaign codes from the tier,
// the same table the sandbox assigns them by.
// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignCodesByTier } from '../../scripts/sandbox/seed/merchants.ts';
import { knownMemberAnswer } from '../../src/api/answers/knownMember.ts';
import { memberAnswer } from '../../src/api/answers/member.ts';
import { answers } from '../../src/api/contract/answers.ts';
import { tierCampaignCodes } from '../../src/api/member.ts';
import { readAnswer, ReadError, type Shape } from '../../src/api/read.ts';
import { earnLine } from '../../src/features/merchant-card/earn-rules.ts';
import { fakeFetch, installConfig } from '../helpers/browser-runtime.ts';

/** Read through the browser's reader, checked against zod's parse of the same answer. */
function read<Name extends keyof typeof answers, T>(name: Name, shape: Shape<T>, value: unknown): T {
  const result = readAnswer(shape, value, `GET ${name}`);
  expect(answers[name].parse(value)).toEqual(result);
  return result;
}

/** A member with only the fields spec 001 §3 names. */
const specMember = {
  email: 'casey@delta.example',
  emailOptIn: true,
  firstName: 'Casey',
  lastName: 'Hughes',
  address: { address1: '641 Demo St', address2: '', city: 'Boston', state: 'MA', zipCode: '02108' },
  phoneNumber: '6175550188',
  smsOptIn: false,
  publicId: 'delta-card',
  familyId: 'F8059863',
  tierLevel: 2,
  memberType: 'EnrolledCardMember',
  active: true,
  hasWebProfile: true,
  enrollmentSource: 'WEB',
  joinDate: '2026-11-01T00:00:00.000Z',
  diningProgress: {
    status: 'Building',
    remainingDines: 7,
    dinesRequired: 11,
    remainingDollars: 640,
    dollarsRequired: 1000,
    ytdMilesOrDollars: 1080,
  },
  activeBonuses: [
    {
      code: 'NMB500',
      bonusStatus: 'Eligible',
      createDateUtc: '2026-11-01T00:00:00.000Z',
      description: 'Earn 500 bonus miles',
      isNewMemberBonus: true,
      memberIsEligibleForNMB: true,
    },
  ],
};

describe('the signed-in member', () => {
  it('reads the spec’s minimal member: interfaceType, partnerNumber and campaignCodes null', () => {
    const member = read('member', memberAnswer, specMember);
    expect(member).toEqual({ ...specMember, interfaceType: null, partnerNumber: null, campaignCodes: null });
  });

  it('reads number ids as strings (publicId, familyId, a bonus code)', () => {
    const member = read('member', memberAnswer, {
      ...specMember,
      publicId: 904001,
      familyId: 8059863,
      activeBonuses: [{ ...specMember.activeBonuses[0], code: 500 }],
    });
    expect([member.publicId, member.familyId, member.activeBonuses[0]?.code]).toEqual(['904001', '8059863', '500']);
  });

  it('keeps a member type, bonus status and progress status it does not know, and a tier it does not know', () => {
    const member = read('member', memberAnswer, {
      ...specMember,
      memberType: 'PlatinumMember',
      tierLevel: 7,
      diningProgress: { ...specMember.diningProgress, status: 'Paused' },
      activeBonuses: [{ ...specMember.activeBonuses[0], bonusStatus: 'Expired' }],
    });
    expect(member.memberType).toBe('PlatinumMember');
    expect(member.tierLevel).toBe(7);
    expect(member.diningProgress?.status).toBe('Paused');
    expect(member.activeBonuses[0]?.bonusStatus).toBe('Expired');
    // An unknown tier shows the sign-in prompt (spec 001 §4).
    const merchant = { acclaimedLevel: null, benefitAvailability: { campaignCodes: [] }, earnRates: [] };
    const programme = { acclaimedEnabled: true, acclaimed2Enabled: true, hasVIP: true };
    expect(earnLine(merchant, { tierLevel: member.tierLevel, campaignCodes: [] }, programme)).toEqual({
      kind: 'signIn',
      key: 'earn.line.signIn',
    });
  });

  it('reads dates in other ISO 8601 forms, and null dates', () => {
    const member = read('member', memberAnswer, {
      ...specMember,
      joinDate: '20261101',
      activeBonuses: [{ ...specMember.activeBonuses[0], createDateUtc: '2026-11-01T10:00:00+01:00' }],
    });
    expect(member.joinDate).toBe('2026-11-01');
    expect(member.activeBonuses[0]?.createDateUtc).toBe('2026-11-01T09:00:00.000Z');
    const undated = read('member', memberAnswer, {
      ...specMember,
      joinDate: null,
      activeBonuses: [{ ...specMember.activeBonuses[0], createDateUtc: null }],
    });
    expect([undated.joinDate, undated.activeBonuses[0]?.createDateUtc]).toEqual([null, null]);
  });

  it('still refuses a member without its public id or member type, and a date that is no date', () => {
    const { publicId: _, ...withoutId } = specMember;
    expect(() => readAnswer(memberAnswer, withoutId, 'GET /api/Member')).toThrow(
      new ReadError('GET /api/Member', 'publicId', 'required, and missing'),
    );
    expect(() => readAnswer(memberAnswer, { ...specMember, joinDate: 'soon' }, 'GET /api/Member')).toThrow(
      /joinDate: "soon" is not an ISO 8601 date/,
    );
  });
});

describe('the known visitor', () => {
  it('reads the look-up with a number public id and an unknown member type', () => {
    const known = read('knownMember', knownMemberAnswer, {
      publicId: 4242,
      firstName: 'Ira',
      lastName: 'Nash',
      email: 'i***@delta.example',
      memberType: 'FutureMember',
      tierLevel: 1,
      active: false,
      hasWebProfile: false,
      interfaceType: 'known',
    });
    expect(known).toMatchObject({ publicId: '4242', memberType: 'FutureMember', interfaceType: 'known' });
  });
});

describe('the member fetchers', () => {
  beforeEach(() => {
    vi.resetModules();
    installConfig();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a member without campaign codes holds its tier’s: the table the sandbox assigns them by', async () => {
    expect(tierCampaignCodes).toEqual(campaignCodesByTier);
    const { fetchMember } = await import('../../src/api/member.ts');
    for (const [tierLevel, codes] of [
      [0, ['STANDARD']],
      [2, ['STANDARD', 'SELECT']],
      [3, ['STANDARD', 'SELECT', 'VIP']],
      [9, []],
    ] as const) {
      fakeFetch(() => ({ status: 200, body: { ...specMember, tierLevel } }));
      await expect(fetchMember()).resolves.toMatchObject({ tierLevel, campaignCodes: codes });
    }
    fakeFetch(() => ({ status: 200, body: { ...specMember, campaignCodes: ['VIP'] } }));
    await expect(fetchMember()).resolves.toMatchObject({ campaignCodes: ['VIP'] });
  });

  it('an unreadable member rejects with a ReadError and one console error naming the call and field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFetch(() => ({ status: 200, body: { ...specMember, active: 'yes' } }));
    const { fetchMember } = await import('../../src/api/member.ts');
    await expect(fetchMember()).rejects.toMatchObject({ name: 'ReadError', call: 'GET /api/Member', path: 'active' });
    expect(error.mock.calls.map(([line]) => String(line))).toEqual([
      'GET /api/Member: cannot read active: expected boolean or null, got "yes"',
    ]);
    error.mockRestore();
  });
});
