import { describe, expect, it } from 'vitest';
import { cardExtras, earnLine, unlockPrompt } from '../../src/features/merchant-card/earn-rules.ts';
import { merchant } from './fixture.ts';

const member = (tierLevel: number, campaignCodes: string[]) => ({ tierLevel, campaignCodes });
const optedOut = member(0, ['STANDARD']);
const nonActivated = member(1, ['STANDARD']);
const optedIn = member(2, ['STANDARD', 'SELECT']);
const vip = member(3, ['STANDARD', 'SELECT', 'VIP']);

describe('earn line by tier (spec 000 §4, §6; spec 001 earn rules)', () => {
  it('gives opted out, opted in and VIP their own key with the merchant’s rate for that tier', () => {
    expect(earnLine(merchant(), optedOut, false)).toEqual({
      kind: 'rate',
      key: 'earn.rate.optedOut',
      vars: { rate: '1 mile per $2 spent' },
    });
    expect(earnLine(merchant(), optedIn, false)).toEqual({ kind: 'rate', key: 'earn.rate.optedIn', vars: { rate: '3 miles per $1' } });
    expect(earnLine(merchant(), vip, false)).toEqual({ kind: 'rate', key: 'earn.rate.vip', vars: { rate: '5 miles per $1' } });
  });

  it('asks a non-activated member to activate, even where the merchant is Acclaimed', () => {
    expect(earnLine(merchant(), nonActivated, false)).toEqual({ kind: 'activate', key: 'earn.line.nonActivated' });
    const acclaimed = merchant({ acclaimedLevel: 1, benefitAvailability: { campaignCodes: ['SELECT', 'VIP'] } });
    expect(earnLine(acclaimed, nonActivated, true).kind).toBe('activate');
  });

  it('shows the sign-in prompt to visitors and for an unknown tier', () => {
    expect(earnLine(merchant(), null, true)).toEqual({ kind: 'signIn', key: 'earn.line.signIn' });
    for (const tierLevel of [-1, 4, 2.5, Number.NaN]) expect(earnLine(merchant(), member(tierLevel, ['VIP']), true).kind).toBe('signIn');
  });

  it('says nothing when the tier has no rate here and nothing unlocks it', () => {
    const vipOnly = merchant({ earnRates: [{ tierLevel: 3, rate: 5, text: '5 miles per $1' }] });
    expect(earnLine(vipOnly, optedIn, false)).toEqual({ kind: 'none' });
    expect(earnLine(merchant({ earnRates: [{ tierLevel: 2, rate: 3, text: '   ' }] }), optedIn, false)).toEqual({ kind: 'none' });
  });
});

describe('"Unlock access to earn" (spec 000 §2, §6)', () => {
  const vipOnly = merchant({ acclaimedLevel: 2, benefitAvailability: { campaignCodes: ['VIP'] } });
  const selectOrVip = merchant({ acclaimedLevel: 1, benefitAvailability: { campaignCodes: ['SELECT', 'VIP'] } });

  it('shows only when acclaimed features are on, the merchant is acclaimed and the tier lacks its codes', () => {
    expect(unlockPrompt(vipOnly, optedIn, true)).not.toBeNull();
    expect(unlockPrompt(vipOnly, optedIn, false)).toBeNull();
    expect(unlockPrompt({ ...vipOnly, acclaimedLevel: null }, optedIn, true)).toBeNull();
    expect(unlockPrompt(vipOnly, vip, true)).toBeNull();
    expect(unlockPrompt(selectOrVip, optedIn, true)).toBeNull(); // one of the codes is enough
    expect(unlockPrompt(vipOnly, null, true)).toBeNull(); // visitors get the sign-in prompt instead
    expect(unlockPrompt({ ...vipOnly, benefitAvailability: { campaignCodes: [] } }, optedOut, true)).toBeNull();
  });

  it('names the tier that unlocks it, with its call to action: opting in (tier 2) or VIP (tier 3)', () => {
    expect(unlockPrompt(selectOrVip, optedOut, true)).toEqual({
      key: 'merchant.unlockToEarn',
      textKey: 'merchant.unlockTier2',
      ctaKey: 'merchant.unlockCta',
      href: '/account/user_profile',
    });
    expect(unlockPrompt(vipOnly, optedIn, true)).toMatchObject({ textKey: 'merchant.unlockTier3', href: '/earn/vip-upgrade' });
  });

  it('takes the place of the earn rate', () => {
    expect(earnLine(vipOnly, optedIn, true)).toMatchObject({ kind: 'unlock', unlock: { textKey: 'merchant.unlockTier3' } });
    expect(earnLine(vipOnly, optedIn, false)).toMatchObject({ kind: 'rate', vars: { rate: '3 miles per $1' } });
  });
});

describe('bonus line and offer tag', () => {
  it('shows the API’s text, leaving blank ones out', () => {
    expect(cardExtras({ bonus: ' Earn 2x miles this month ', offerTag: 'Weekdays only' })).toEqual({
      bonus: 'Earn 2x miles this month',
      offerTag: 'Weekdays only',
    });
    expect(cardExtras({ bonus: '  ', offerTag: null })).toEqual({ bonus: null, offerTag: null });
  });
});
