// The profile form's logic without a browser: what a save sends (only changes; none → "No changes
// were made."), the rules' messages at their bounds per partner shape, the partner settings it
// reads, and the SMS opt-in state machine both versions follow (spec 001 §4, §5).
import { describe, expect, it } from 'vitest';
import type { Member } from '../../../../src/api/contract/member.ts';
import { profileCopyKeys } from '../../../../src/features/account/profile/copy-keys.ts';
import {
  profileLabelsOf,
  profileRules,
  profileUpdateOf,
  profileValuesOf,
  storedPhone,
  type ProfileValues,
  type ZipVerdict,
} from '../../../../src/features/account/profile/profile-form.ts';
import { profileSettingsOf, type ProfileSettings } from '../../../../src/features/account/profile/profile-settings.ts';
import { nextSmsOptIn, type SmsOptInState } from '../../../../src/features/enrollment/public-fields.ts';
import { copyReader } from '../../../../src/lib/element-copy.ts';
import { validate } from '../../../../src/ui/form/rules.ts';
import { loadAllPartners, loadPartner } from '../../../../partners/index.ts';
import { copyOf } from '../../enrollment/fixture.ts';
import { earnProgrammeOf } from '../../../../src/lib/earn-rates.ts';
import { emailOptOutDrop, optInRaisesRate } from '../../../../src/features/account/profile/email-opt-out.ts';

const t = copyReader(copyOf(profileCopyKeys));
const labels = profileLabelsOf(t);

const earn = earnProgrammeOf(loadPartner('delta').settings);
const direct: ProfileSettings = { sso: false, addressRequired: false, smsVersion: 2, emailOptIn: true, earn };
const sso: ProfileSettings = { sso: true, addressRequired: false, smsVersion: null, emailOptIn: true, earn };

const stored = {
  firstName: 'Casey',
  lastName: 'Hughes',
  address: { address1: '1 Peachtree St', address2: '', city: 'Atlanta', state: 'ga', zipCode: '30301' },
  phoneNumber: '4045550123',
  smsOptIn: true,
  emailOptIn: true,
} as unknown as Member;

const saved = profileValuesOf(stored);
const edited = (change: (values: ProfileValues) => void): ProfileValues => {
  const values = structuredClone(saved);
  change(values);
  return values;
};

describe('the form’s values', () => {
  it('show the stored phone as xxx-xxx-xxxx and the state as its upper-case code', () => {
    expect(saved.phoneNumber).toBe('404-555-0123');
    expect(saved.address.state).toBe('GA');
    expect(profileValuesOf({ ...stored, phoneNumber: null }).phoneNumber).toBe('');
  });
});

describe('what a save sends', () => {
  it('nothing when nothing changed: the spec’s “No changes were made.”', () => {
    expect(profileUpdateOf(saved, saved, direct)).toBeNull();
  });

  it('nothing when only spacing, case or the phone’s format changed', () => {
    const same = edited((v) => {
      v.firstName = '  Casey ';
      v.address.city = 'Atlanta ';
      v.address.state = 'ga';
      v.phoneNumber = '(404) 555 0123';
    });
    expect(profileUpdateOf(same, saved, direct)).toBeNull();
    expect(
      profileUpdateOf(
        edited((v) => (v.phoneNumber = '1-404-555-0123')),
        saved,
        direct,
      ),
    ).toBeNull();
  });

  it('only the fields that changed, trimmed, the phone as digits', () => {
    const update = profileUpdateOf(
      edited((v) => {
        v.lastName = ' Hughes-Lee ';
        v.address.zipCode = '30302';
        v.phoneNumber = '678.555.0199';
      }),
      saved,
      direct,
    );
    expect(update).toEqual({ lastName: 'Hughes-Lee', address: { zipCode: '30302' }, phoneNumber: '6785550199', smsOptIn: true });
  });

  it('a changed phone carries the member’s current SMS choice, so the new number keeps it (spec 001 §4 SMS opt-in, issue #22)', () => {
    const phoneOnly = edited((v) => (v.phoneNumber = '678-555-0199'));
    expect(profileUpdateOf(phoneOnly, saved, direct)).toEqual({ phoneNumber: '6785550199', smsOptIn: true });
    expect(profileUpdateOf(phoneOnly, saved, { ...direct, smsVersion: 1 })).toEqual({ phoneNumber: '6785550199', smsOptIn: true });
    const optedOut = edited((v) => {
      v.phoneNumber = '678-555-0199';
      v.smsOptIn = false;
    });
    expect(profileUpdateOf(optedOut, saved, direct)).toEqual({ phoneNumber: '6785550199', smsOptIn: false });
    // A first number with the choice left off says so too.
    const noPhone = profileValuesOf({ ...stored, phoneNumber: null, smsOptIn: false });
    expect(profileUpdateOf({ ...noPhone, phoneNumber: '678-555-0199' }, noPhone, direct)).toEqual({
      phoneNumber: '6785550199',
      smsOptIn: false,
    });
  });

  it('a cleared phone as null, and the opt-ins when flipped', () => {
    const update = profileUpdateOf(
      edited((v) => {
        v.phoneNumber = ' ';
        v.smsOptIn = false;
        v.emailOptIn = false;
      }),
      saved,
      direct,
    );
    expect(update).toEqual({ phoneNumber: null, smsOptIn: false, emailOptIn: false });
  });

  it('never the fields the partner does not show: sso names, phone and SMS without SMS opt-in, a hidden email opt-in', () => {
    const everything = edited((v) => {
      v.firstName = 'Other';
      v.lastName = 'Name';
      v.phoneNumber = '6785550199';
      v.smsOptIn = false;
      v.emailOptIn = false;
    });
    expect(profileUpdateOf(everything, saved, sso)).toEqual({ emailOptIn: false });
    expect(profileUpdateOf(everything, saved, { ...sso, emailOptIn: false })).toBeNull();
  });

  it('a state chosen as its upper-case code', () => {
    expect(
      profileUpdateOf(
        edited((v) => (v.address.state = 'PR')),
        saved,
        direct,
      ),
    ).toEqual({ address: { state: 'PR' } });
  });

  it('stores phones as digits', () => {
    expect(storedPhone('617-555-0188')).toBe('6175550188');
    expect(storedPhone('')).toBeNull();
  });
});

describe('the rules', () => {
  const verdicts = new Map<string, ZipVerdict>([['99999', 'invalid']]);
  const check = (settings: ProfileSettings, values: ProfileValues) =>
    validate(
      profileRules(t, labels, settings, (zip) => verdicts.get(zip)),
      values,
    );

  it('pass the stored profile', () => {
    expect(check(direct, saved)).toEqual({});
  });

  it('names: required, at most 20 (trimmed)', () => {
    expect(
      check(
        direct,
        edited((v) => (v.firstName = ' ')),
      ),
    ).toEqual({ firstName: 'First name is required.' });
    expect(
      check(
        direct,
        edited((v) => (v.firstName = 'F'.repeat(20))),
      ),
    ).toEqual({});
    expect(
      check(
        direct,
        edited((v) => (v.lastName = 'L'.repeat(21))),
      ),
    ).toEqual({ lastName: 'Last name can have at most 20 characters.' });
    expect(
      check(
        direct,
        edited((v) => (v.lastName = ` ${'L'.repeat(20)} `)),
      ),
    ).toEqual({});
  });

  it('names and address text: control, bidi and lone-surrogate characters refused; zero-width-only text blank (issue #22)', () => {
    const errors = check(
      direct,
      edited((values) => {
        values.firstName = 'Ann\u0000';
        values.lastName = '\u200b';
        values.address.address1 = '1 Main\u202e St';
        values.address.city = 'Atlanta\ud800';
      }),
    );
    expect(errors).toEqual({
      firstName: 'First name contains invisible or control characters. Please type it again.',
      lastName: 'Last name is required.',
      'address.address1': 'Street address contains invisible or control characters. Please type it again.',
      'address.city': 'City contains invisible or control characters. Please type it again.',
    });
  });

  it('names: not checked for sso partners (disabled, not the member’s to change)', () => {
    expect(
      check(
        sso,
        edited((v) => (v.firstName = '')),
      ),
    ).toEqual({});
  });

  it('address lines 30, city 20', () => {
    expect(
      check(
        direct,
        edited((v) => (v.address.address1 = 'a'.repeat(30))),
      ),
    ).toEqual({});
    expect(
      check(
        direct,
        edited((v) => (v.address.address1 = 'a'.repeat(31))),
      ),
    ).toEqual({
      'address.address1': 'Street address can have at most 30 characters.',
    });
    expect(
      check(
        direct,
        edited((v) => (v.address.address2 = 'a'.repeat(31))),
      ),
    ).toEqual({
      'address.address2': 'Apt, suite, etc. can have at most 30 characters.',
    });
    expect(
      check(
        direct,
        edited((v) => (v.address.city = 'c'.repeat(20))),
      ),
    ).toEqual({});
    expect(
      check(
        direct,
        edited((v) => (v.address.city = 'c'.repeat(21))),
      ),
    ).toEqual({ 'address.city': 'City can have at most 20 characters.' });
  });

  it('address line 1, city and state: required only when the partner needs the full address', () => {
    const blank = edited((v) => {
      v.address.address1 = '';
      v.address.city = '';
      v.address.state = '';
    });
    expect(check(direct, blank)).toEqual({});
    expect(check({ ...direct, addressRequired: true }, blank)).toEqual({
      'address.address1': 'Street address is required.',
      'address.city': 'City is required.',
      'address.state': 'State is required.',
    });
  });

  it('ZIP code: required, exactly 5 digits with the count in the message, then the US check’s verdict', () => {
    expect(
      check(
        direct,
        edited((v) => (v.address.zipCode = '')),
      ),
    ).toEqual({ 'address.zipCode': 'ZIP code is required.' });
    expect(
      check(
        direct,
        edited((v) => (v.address.zipCode = '3030')),
      ),
    ).toEqual({ 'address.zipCode': 'ZIP code must be exactly 5 digits.' });
    expect(
      check(
        direct,
        edited((v) => (v.address.zipCode = '303011')),
      ),
    ).toEqual({ 'address.zipCode': 'ZIP code must be exactly 5 digits.' });
    expect(
      check(
        direct,
        edited((v) => (v.address.zipCode = '99999')),
      ),
    ).toEqual({
      'address.zipCode': 'This ZIP code is not located in the U.S.',
    });
  });

  it('phone: optional, a US number, with the partner copy', () => {
    expect(
      check(
        direct,
        edited((v) => (v.phoneNumber = '')),
      ),
    ).toEqual({});
    expect(
      check(
        direct,
        edited((v) => (v.phoneNumber = '117-555-0188')),
      ),
    ).toEqual({
      phoneNumber: 'Invalid phone number, please check the number and try again.',
    });
    expect(
      check(
        direct,
        edited((v) => (v.phoneNumber = '617-155-0188')),
      ),
    ).toEqual({
      phoneNumber: 'Invalid phone number, please check the number and try again.',
    });
    expect(
      check(
        sso,
        edited((v) => (v.phoneNumber = 'not a phone')),
      ),
    ).toEqual({});
  });
});

describe('the partner settings it reads', () => {
  const of = (slug: string) => profileSettingsOf(slug, loadPartner(slug).settings);

  it('delta: direct, SMS v2, address optional', () => {
    expect(of('delta')).toEqual({ sso: false, addressRequired: false, smsVersion: 2, emailOptIn: true, earn });
  });

  it('fuel-rewards: fullAddressRequired but Credit, so the address stays optional', () => {
    expect(of('fuel-rewards')).toMatchObject({ sso: true, addressRequired: false, smsVersion: null });
  });

  it('caesars: fullAddressRequired and not Credit, so the address is required', () => {
    expect(of('caesars').addressRequired).toBe(true);
  });

  it('SMS v1 partners, and the one partner without the email opt-in', () => {
    expect(of('united').smsVersion).toBe(1);
    expect(of('t-mobile').emailOptIn).toBe(false);
    expect(
      loadAllPartners()
        .filter((p) => !profileSettingsOf(p.slug, p.settings).emailOptIn)
        .map((p) => p.slug),
    ).toEqual(['t-mobile']);
  });
});

describe('the SMS opt-in state machine', () => {
  const start: SmsOptInState = { phone: '617-555-0188', on: false, asking: false };

  describe('version 2', () => {
    it('turning it on asks first and stays off until confirmed with the box ticked', () => {
      const asking = nextSmsOptIn(2, start, { type: 'toggle', on: true });
      expect(asking).toEqual({ ...start, asking: true });
      expect(nextSmsOptIn(2, asking, { type: 'answer', confirmed: true, agreed: true })).toEqual({ ...start, on: true });
    });

    it('Cancel, or confirming unticked, leaves it off', () => {
      const asking = nextSmsOptIn(2, start, { type: 'toggle', on: true });
      expect(nextSmsOptIn(2, asking, { type: 'answer', confirmed: false, agreed: true })).toEqual(start);
      expect(nextSmsOptIn(2, asking, { type: 'answer', confirmed: false, agreed: false })).toEqual(start);
      expect(nextSmsOptIn(2, asking, { type: 'answer', confirmed: true, agreed: false })).toEqual(start);
    });

    it('turning it off needs no confirmation', () => {
      expect(nextSmsOptIn(2, { ...start, on: true }, { type: 'toggle', on: false })).toEqual(start);
    });

    it('keeps it on when the number changes, turns it off when the phone is cleared', () => {
      const on = { ...start, on: true };
      expect(nextSmsOptIn(2, on, { type: 'phone', phone: '404-555-0123' }).on).toBe(true);
      expect(nextSmsOptIn(2, on, { type: 'phone', phone: '  ' })).toEqual({ phone: '  ', on: false, asking: false });
    });
  });

  describe('version 1', () => {
    it('turns on and off straight away', () => {
      const on = nextSmsOptIn(1, start, { type: 'toggle', on: true });
      expect(on).toEqual({ ...start, on: true });
      expect(nextSmsOptIn(1, on, { type: 'toggle', on: false })).toEqual(start);
    });

    it('changing the phone number turns it off; the same number written differently does not', () => {
      const on = { ...start, on: true };
      expect(nextSmsOptIn(1, on, { type: 'phone', phone: '404-555-0123' })).toEqual({ phone: '404-555-0123', on: false, asking: false });
      expect(nextSmsOptIn(1, on, { type: 'phone', phone: '(617) 555-0188' }).on).toBe(true);
      expect(nextSmsOptIn(1, on, { type: 'phone', phone: '1 617 555 0188' }).on).toBe(true);
      expect(nextSmsOptIn(1, on, { type: 'phone', phone: '' }).on).toBe(false);
    });
  });

  it('both: the toggle does nothing while the phone is empty', () => {
    for (const version of [1, 2] as const) {
      expect(nextSmsOptIn(version, { phone: '', on: false, asking: false }, { type: 'toggle', on: true })).toEqual({
        phone: '',
        on: false,
        asking: false,
      });
    }
  });
});

describe('what unticking the email opt-in costs (issue #25)', () => {
  it('drops a Select Member to the Member rate; nothing for Members, VIPs or unknown tiers', () => {
    expect(emailOptOutDrop(earn, 2)).toEqual({ from: '3 miles per $1', to: '1 mile per $2' });
    expect(emailOptOutDrop(earn, 0)).toBeNull();
    expect(emailOptOutDrop(earn, 3)).toBeNull();
    expect(emailOptOutDrop(earn, null)).toBeNull();
  });

  it('says nothing where opting in does not raise the rate', () => {
    const flat = earnProgrammeOf({ ...loadPartner('delta').settings, earnRates: { member: 3, select: 3, vip: 5 } });
    expect(emailOptOutDrop(flat, 2)).toBeNull();
    expect(optInRaisesRate(flat)).toBe(false);
    expect(optInRaisesRate(earn)).toBe(true);
  });
});
