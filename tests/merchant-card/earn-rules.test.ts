import { describe, expect, it } from 'vitest';
import { cardExtras, earnLine, isAcclaimed, unlockPrompt } from '../../src/features/merchant-card/earn-rules.ts';
import { merchant } from './fixture.ts';

/** Partner settings: Acclaimed 1 and 2 with VIP (united), and none of them (most partners). */
const everything = { acclaimedEnabled: true, acclaimed2Enabled: true, hasVIP: true };
const nothing = { acclaimedEnabled: false, acclaimed2Enabled: false, hasVIP: false };

const member = (tierLevel: number, campaignCodes: string[]) => ({ tierLevel, campaignCodes });
const optedOut = member(0, ['STANDARD']);
const nonActivated = member(1, ['STANDARD']);
const optedIn = member(2, ['STANDARD', 'SELECT']);
const vip = member(3, ['STANDARD', 'SELECT', 'VIP']);

describe('earn line by tier (spec 000 §4, §6; spec 001 earn rules)', () => {
  it('gives opted out, opted in and VIP their own key with the merchant’s rate for that tier', () => {
    expect(earnLine(merchant(), optedOut, nothing)).toEqual({
      kind: 'rate',
      key: 'earn.rate.optedOut',
      vars: { rate: '1 mile per $2 spent' },
    });
    expect(earnLine(merchant(), optedIn, nothing)).toEqual({ kind: 'rate', key: 'earn.rate.optedIn', vars: { rate: '3 miles per $1' } });
    expect(earnLine(merchant(), vip, nothing)).toEqual({ kind: 'rate', key: 'earn.rate.vip', vars: { rate: '5 miles per $1' } });
  });

  it('asks a non-activated member to activate, even where the merchant is Acclaimed', () => {
    expect(earnLine(merchant(), nonActivated, nothing)).toEqual({ kind: 'activate', key: 'earn.line.nonActivated' });
    const acclaimed = merchant({ acclaimedLevel: 1, benefitAvailability: { campaignCodes: ['SELECT', 'VIP'] } });
    expect(earnLine(acclaimed, nonActivated, everything).kind).toBe('activate');
  });

  it('shows the sign-in prompt to visitors and for an unknown tier', () => {
    expect(earnLine(merchant(), null, everything)).toEqual({ kind: 'signIn', key: 'earn.line.signIn' });
    for (const tierLevel of [-1, 4, 2.5, Number.NaN])
      expect(earnLine(merchant(), member(tierLevel, ['VIP']), everything).kind).toBe('signIn');
  });

  it('says nothing when the tier has no rate here and nothing unlocks it', () => {
    const vipOnly = merchant({ earnRates: [{ tierLevel: 3, rate: 5, text: '5 miles per $1' }] });
    expect(earnLine(vipOnly, optedIn, nothing)).toEqual({ kind: 'none' });
    expect(earnLine(merchant({ earnRates: [{ tierLevel: 2, rate: 3, text: '   ' }] }), optedIn, nothing)).toEqual({ kind: 'none' });
  });
});

describe('"Unlock access to earn" (spec 000 §2, §6)', () => {
  const vipOnly = merchant({ acclaimedLevel: 2, benefitAvailability: { campaignCodes: ['VIP'] } });
  const selectOrVip = merchant({ acclaimedLevel: 1, benefitAvailability: { campaignCodes: ['SELECT', 'VIP'] } });

  it('shows only when acclaimed features are on, the merchant is acclaimed and the tier lacks its codes', () => {
    expect(unlockPrompt(vipOnly, optedIn, everything)).not.toBeNull();
    expect(unlockPrompt(vipOnly, optedIn, nothing)).toBeNull();
    expect(unlockPrompt({ ...vipOnly, acclaimedLevel: null }, optedIn, everything)).toBeNull();
    expect(unlockPrompt(vipOnly, vip, everything)).toBeNull();
    expect(unlockPrompt(selectOrVip, optedIn, everything)).toBeNull(); // one of the codes is enough
    expect(unlockPrompt(vipOnly, null, everything)).toBeNull(); // visitors get the sign-in prompt instead
    expect(unlockPrompt({ ...vipOnly, benefitAvailability: { campaignCodes: [] } }, optedOut, everything)).toBeNull();
  });

  it('names the tier that unlocks it, with its call to action: opting in (tier 2) or VIP (tier 3)', () => {
    expect(unlockPrompt(selectOrVip, optedOut, everything)).toEqual({
      key: 'merchant.unlockToEarn',
      textKey: 'merchant.unlockTier2',
      ctaKey: 'merchant.unlockCta',
      href: '/account/user_profile',
    });
    expect(unlockPrompt(vipOnly, optedIn, everything)).toMatchObject({ textKey: 'merchant.unlockTier3', href: '/earn/vip-upgrade' });
  });

  it('takes the place of the earn rate', () => {
    expect(earnLine(vipOnly, optedIn, everything)).toMatchObject({ kind: 'unlock', unlock: { textKey: 'merchant.unlockTier3' } });
    expect(earnLine(vipOnly, optedIn, nothing)).toMatchObject({ kind: 'rate', vars: { rate: '3 miles per $1' } });
  });
});

describe('the partner settings behind Acclaimed (spec 000 §1, §2 "Merchant card", §6)', () => {
  const level1 = merchant({ acclaimedLevel: 1, benefitAvailability: { campaignCodes: ['SELECT', 'VIP'] } });
  const level2 = merchant({ acclaimedLevel: 2, benefitAvailability: { campaignCodes: ['VIP'] } });
  const flagged = merchant({
    details: { ...merchant().details, highlight: { new: false, comingSoon: false, leavingSoon: false, acclaimed: true } },
  });
  const level1Only = { acclaimedEnabled: true, acclaimed2Enabled: false, hasVIP: true };

  it('shows the badge only where acclaimedEnabled is on, and level 2 only where acclaimed2Enabled is on too', () => {
    for (const m of [level1, level2, flagged]) expect(isAcclaimed(m, nothing)).toBe(false);
    expect(isAcclaimed(level1, level1Only)).toBe(true);
    expect(isAcclaimed(flagged, level1Only)).toBe(true);
    expect(isAcclaimed(level2, level1Only)).toBe(false);
    // The sandbox flags a level-2 merchant's highlight as acclaimed too: the level decides.
    expect(isAcclaimed({ ...level2, details: flagged.details }, level1Only)).toBe(false);
    expect(isAcclaimed(level2, everything)).toBe(true);
    expect(isAcclaimed({ ...level1, acclaimedLevel: 3 }, everything)).toBe(false);
  });

  it('offers no unlock for a level-2 merchant where acclaimed2Enabled is off', () => {
    expect(unlockPrompt(level2, optedIn, level1Only)).toBeNull();
    expect(unlockPrompt(level1, optedOut, level1Only)).toMatchObject({ textKey: 'merchant.unlockTier2' });
  });

  it('never offers VIP where the partner has no VIP: no prompt when only VIP would unlock it', () => {
    const noVip = { acclaimedEnabled: true, acclaimed2Enabled: true, hasVIP: false };
    expect(unlockPrompt(level2, optedIn, noVip)).toBeNull();
    expect(earnLine(level2, optedIn, noVip)).toMatchObject({ kind: 'rate', key: 'earn.rate.optedIn' });
    // Opting in still unlocks a merchant the Select tier earns at.
    expect(unlockPrompt(level1, optedOut, noVip)).toMatchObject({ textKey: 'merchant.unlockTier2', href: '/account/user_profile' });
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
