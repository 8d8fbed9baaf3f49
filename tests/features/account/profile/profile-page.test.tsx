// @vitest-environment happy-dom
// The profile island against a scripted API (spec 001 §4 "SMS opt-in", "Profile save", §5 "Profile
// form", §8): the disabled frame until the member arrives, every field rule on blur, the ZIP check
// and its failure, the phone shown as xxx-xxx-xxxx and sent as digits, the read-only email and
// password per enrollment type, the save's four outcomes (no changes, saved, field errors, any other
// failure) with nothing typed lost, both SMS opt-in versions, the way on when the member fetch fails,
// /error for a server error, and a spec-minimal member.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member, MemberUpdate } from '../../../../src/api/contract/member.ts';
import { profileCopyKeys } from '../../../../src/features/account/profile/copy-keys.ts';
import type { ProfileSettings } from '../../../../src/features/account/profile/profile-settings.ts';
import { copyDefaults } from '../../../../src/site/copy-table.ts';

import { withBrowserRuntime, type Reply } from '../../../helpers/browser-runtime.ts';
import { loadPartner } from '../../../../partners/index.ts';
import { earnProgrammeOf } from '../../../../src/lib/earn-rates.ts';
import { copyOf, deferred, kitCopy, scriptApi, text, type Call, type Routes } from '../../enrollment/fixture.ts';

vi.mock('../../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();

const stored: Member = {
  publicId: 'delta-profile',
  familyId: 'f-1',
  firstName: 'Casey',
  lastName: 'Hughes',
  email: 'casey@delta.example',
  memberType: 'EnrolledCardMember',
  tierLevel: 2,
  active: true,
  hasWebProfile: true,
  interfaceType: 'direct',
  partnerNumber: null,
  address: { address1: '1 Peachtree St', address2: '', city: 'Atlanta', state: 'GA', zipCode: '30301' },
  phoneNumber: '4045550123',
  smsOptIn: false,
  emailOptIn: true,
  enrollmentSource: 'web',
  joinDate: '2023-01-01',
  diningProgress: null,
  activeBonuses: [],
  campaignCodes: [],
};

const deltaSettings: ProfileSettings = {
  sso: false,
  addressRequired: false,
  smsVersion: 2,
  emailOptIn: true,
  earn: earnProgrammeOf(loadPartner('delta').settings),
};

let calls: Call[];
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  user = userEvent.setup();
});

afterEach(cleanup);

interface RenderOptions {
  settings?: Partial<ProfileSettings>;
  member?: Partial<Member>;
  routes?: Routes;
}

async function renderProfile(options: RenderOptions = {}) {
  let current: Member = { ...stored, ...options.member };
  ({ calls } = scriptApi({
    'GET /api/Member': () => ({ status: 200, body: current }),
    'GET /api/Members/Validate/Zip': ({ query }) => ({ status: 200, body: { isValid: query.get('zip') !== '99999' } }),
    'PUT /api/Member': ({ body }) => {
      const update = body as MemberUpdate;
      current = { ...current, ...update, address: { ...current.address, ...update.address } } as Member;
      return { status: 200, body: current };
    },
    ...options.routes,
  }));
  const { default: ProfileIsland } = await import('../../../../src/features/account/profile/ProfileIsland.tsx');
  const { $member } = await import('../../../../src/stores/member.ts');
  const copy = { ...copyOf(profileCopyKeys), 'profile.changeCredentials': copyDefaults['profile.changeCredentials'] };
  render(
    <ProfileIsland
      copy={copy}
      kitCopy={kitCopy}
      settings={{ ...deltaSettings, ...options.settings }}
      supportPhone={{ href: 'tel:+18005550101', formatted: '1-800-555-0101' }}
      recoverPath="/recover"
    />,
  );
  await waitFor(() => expect(loading()).toBe(false));
  return { $member };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** The form is drawn disabled (a disabled fieldset around it) while the member loads. */
const loading = () => document.querySelector('form fieldset[disabled]') !== null;
const state = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
const save = () => user.click(screen.getByRole('button', { name: 'Save changes' }));
const puts = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);
const zipChecks = () => calls.filter((call) => call.path === '/api/Members/Validate/Zip').map((call) => call.query.get('zip'));
/** The field's error text (tied to the control by aria-describedby, the id ending "error"). */
const errorOf = (control: HTMLElement) => {
  const id = (control.getAttribute('aria-describedby') ?? '').split(' ').find((part) => part.endsWith('error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

/** Types `value` into a field and leaves it (blur), as a member does. */
async function enter(control: HTMLElement, value: string) {
  await user.clear(control);
  if (value !== '') await user.type(control, value);
  await user.tab();
}

describe('the frame and the member', () => {
  it('is the whole form, disabled, until the member arrives; then filled from the member', async () => {
    const api = scriptApi({ 'GET /api/Member': () => new Promise(() => {}) });
    const { default: ProfileIsland } = await import('../../../../src/features/account/profile/ProfileIsland.tsx');
    render(
      <ProfileIsland
        copy={copyOf(profileCopyKeys)}
        kitCopy={kitCopy}
        settings={deltaSettings}
        supportPhone={{ href: 'tel:+18005550101', formatted: '1-800-555-0101' }}
        recoverPath="/recover"
      />,
    );
    expect(loading()).toBe(true);
    expect(box('First name').closest('fieldset[disabled]')).not.toBeNull();
    expect(box('ZIP code').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' }).closest('fieldset[disabled]')).not.toBeNull();
    expect(box('First name').value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(text('profile.loading'));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/Member')).toBe(true));
  });

  it('fills every field: the phone as xxx-xxx-xxxx, the state selected, the opt-ins', async () => {
    await renderProfile({ member: { smsOptIn: true } });
    expect(box('First name').value).toBe('Casey');
    expect(box('Last name').value).toBe('Hughes');
    expect(box('Street address').value).toBe('1 Peachtree St');
    expect(box('City').value).toBe('Atlanta');
    expect(state().value).toBe('GA');
    expect(box('ZIP code').value).toBe('30301');
    expect(box('Phone number').value).toBe('404-555-0123');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Text me offers' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Email me offers and news' }).checked).toBe(true);
  });

  it('offers the states, DC and the territories', async () => {
    await renderProfile();
    const options = within(state())
      .getAllByRole<HTMLOptionElement>('option')
      .map((option) => option.value);
    expect(options).toHaveLength(57); // "Select a state" and 56 places
    expect(options).toEqual(expect.arrayContaining(['', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'WY']));
  });

  it('says so and offers to try again when the member cannot be loaded', async () => {
    let failing = true;
    ({ calls } = scriptApi({
      'GET /api/Member': () => (failing ? new TypeError('Failed to fetch') : { status: 200, body: stored }),
    }));
    const { default: ProfileIsland } = await import('../../../../src/features/account/profile/ProfileIsland.tsx');
    render(
      <ProfileIsland
        copy={copyOf(profileCopyKeys)}
        kitCopy={kitCopy}
        settings={deltaSettings}
        supportPhone={{ href: 'tel:+18005550101', formatted: '1-800-555-0101' }}
        recoverPath="/recover"
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text('profile.loadError'));
    expect(loading()).toBe(true);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(box('First name').value).toBe('Casey'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a server error on the member', () => {
  it("goes to /error (the member is this page's own data); the loading form stays meanwhile", async () => {
    ({ calls } = scriptApi({ 'GET /api/Member': { status: 503, body: { message: 'Down' } } }));
    const { default: ProfileIsland } = await import('../../../../src/features/account/profile/ProfileIsland.tsx');
    const { navigate } = await import('../../../../src/lib/navigate.ts');
    render(
      <ProfileIsland
        copy={copyOf(profileCopyKeys)}
        kitCopy={kitCopy}
        settings={deltaSettings}
        supportPhone={{ href: 'tel:+18005550101', formatted: '1-800-555-0101' }}
        recoverPath="/recover"
      />,
    );
    await waitFor(() => expect(vi.mocked(navigate)).toHaveBeenCalledWith(`/error?code=503&from=${encodeURIComponent(location.pathname)}`));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loading()).toBe(true);
  });
});

describe('email and password', () => {
  it('direct: both read-only, the password masked, with support’s number and the way to reset', async () => {
    await renderProfile();
    const email = box('Email');
    expect(email.value).toBe('casey@delta.example');
    expect(email.readOnly).toBe(true);
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    expect(password.readOnly).toBe(true);
    expect(password.value).not.toBe('');
    const note = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toContain('To change your email or password, contact customer support at 1-800-555-0101.');
    expect(
      within(note as HTMLElement)
        .getByRole('link', { name: '1-800-555-0101' })
        .getAttribute('href'),
    ).toBe('tel:+18005550101');
    expect(
      within(note as HTMLElement)
        .getByRole('link', { name: 'Recover your account' })
        .getAttribute('href'),
    ).toBe('/recover');
  });

  it('sso: names disabled with the programme’s customer service, no password, the email the programme’s', async () => {
    await renderProfile({ settings: { sso: true, smsVersion: null } });
    const first = screen.getByLabelText<HTMLInputElement>('First name');
    expect(first.disabled).toBe(true);
    expect(first.value).toBe('Casey');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').disabled).toBe(true);
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'To change your name, contact SkyMiles Dining customer service.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(text('profile.ssoCredentials'))).toBeTruthy();
    // No SMS opt-in at this partner: no phone either (spec 001 §5).
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();
  });

  it('hides the email opt-in for the partner without one', async () => {
    await renderProfile({ settings: { emailOptIn: false } });
    expect(screen.queryByRole('checkbox', { name: 'Email me offers and news' })).toBeNull();
  });
});

describe('field rules on blur', () => {
  it('names: required, at most 20 characters', async () => {
    await renderProfile();
    await enter(box('First name'), '');
    expect(errorOf(box('First name'))).toBe('First name is required.');
    await enter(box('First name'), 'F'.repeat(20));
    expect(errorOf(box('First name'))).toBeNull();
    await enter(box('Last name'), 'L'.repeat(21));
    expect(errorOf(box('Last name'))).toBe('Last name can have at most 20 characters.');
  });

  it('address: lines at most 30, city at most 20; required only where the partner needs it', async () => {
    await renderProfile({ settings: { addressRequired: true } });
    await enter(box('Street address'), 'a'.repeat(31));
    expect(errorOf(box('Street address'))).toBe('Street address can have at most 30 characters.');
    await enter(box('Street address'), '');
    expect(errorOf(box('Street address'))).toBe('Street address is required.');
    await enter(box('Apt, suite, etc.'), 'b'.repeat(31));
    expect(errorOf(box('Apt, suite, etc.'))).toBe('Apt, suite, etc. can have at most 30 characters.');
    await enter(box('City'), 'c'.repeat(21));
    expect(errorOf(box('City'))).toBe('City can have at most 20 characters.');
    await user.selectOptions(state(), '');
    await user.tab();
    expect(errorOf(state())).toBe('State is required.');
  });

  it('ZIP code: exactly five digits, then the US check on blur', async () => {
    await renderProfile();
    await enter(box('ZIP code'), '3030');
    expect(errorOf(box('ZIP code'))).toBe('ZIP code must be exactly 5 digits.');
    await enter(box('ZIP code'), '');
    expect(errorOf(box('ZIP code'))).toBe('ZIP code is required.');
    expect(zipChecks()).toEqual([]);
    await enter(box('ZIP code'), '99999');
    await waitFor(() => expect(errorOf(box('ZIP code'))).toBe('This ZIP code is not located in the U.S.'));
    await enter(box('ZIP code'), '30305');
    await waitFor(() => expect(zipChecks()).toContain('30305'));
    expect(errorOf(box('ZIP code'))).toBeNull();
  });

  it('ZIP code: a failed check gives the general API message', async () => {
    await renderProfile({ routes: { 'GET /api/Members/Validate/Zip': { status: 500, body: { message: 'Down' } } } });
    await enter(box('ZIP code'), '30305');
    await waitFor(() => expect(errorOf(box('ZIP code'))).toBe('Error while checking ZIP code.'));
    expect(box('ZIP code').value).toBe('30305');
  });

  it('phone: optional, a US number, tidied to xxx-xxx-xxxx', async () => {
    await renderProfile();
    const phone = box('Phone number');
    await enter(phone, '555-0188');
    expect(errorOf(phone)).toBe('Invalid phone number, please check the number and try again.');
    await enter(phone, '(117) 555-0188');
    expect(errorOf(phone)).toBe('Invalid phone number, please check the number and try again.');
    await enter(phone, '1 (678) 555 0199');
    expect(errorOf(phone)).toBeNull();
    expect(phone.value).toBe('678-555-0199');
    await enter(phone, '');
    expect(errorOf(phone)).toBeNull();
  });
});

describe('saving', () => {
  /** The banner's text (the live region says it too). */
  const banner = (message: string) => screen.getByText(message, { selector: 'p' });

  it('with no changes says so and sends nothing', async () => {
    await renderProfile();
    await save();
    await waitFor(() => expect(banner('No changes were made.')).toBeTruthy());
    expect(puts()).toEqual([]);
  });

  it('sends only the changes (the phone as digits), says all were saved and shares the member', async () => {
    const { $member } = await renderProfile();
    await enter(box('Last name'), 'Hughes-Lee ');
    await enter(box('Phone number'), '678.555.0199');
    await user.selectOptions(state(), 'PR');
    await save();
    await waitFor(() => expect(banner('All changes were saved.')).toBeTruthy());
    expect(puts()).toEqual([{ lastName: 'Hughes-Lee', phoneNumber: '6785550199', smsOptIn: false, address: { state: 'PR' } }]);
    expect($member.get().member?.lastName).toBe('Hughes-Lee');
    expect(box('Last name').value).toBe('Hughes-Lee');
    // Saved is the new starting point: saving again has nothing to send.
    await save();
    await waitFor(() => expect(banner('No changes were made.')).toBeTruthy());
    expect(puts()).toHaveLength(1);
  });

  it('a spec-minimal member (string-or-number ids, no interfaceType, partnerNumber or campaignCodes) fills, saves and is shared', async () => {
    const minimal = {
      publicId: 'delta-profile',
      familyId: 8059863,
      email: 'casey@delta.example',
      emailOptIn: true,
      firstName: 'Casey',
      lastName: 'Hughes',
      address: { address1: '1 Peachtree St', address2: '', city: 'Atlanta', state: 'ga', zipCode: '30301' },
      phoneNumber: null,
      smsOptIn: false,
      tierLevel: 3,
      memberType: 'EnrolledCardMember',
      active: true,
      hasWebProfile: true,
      enrollmentSource: 'WEB',
      joinDate: '20230101',
      diningProgress: null,
      activeBonuses: [],
    };
    const { $member } = await renderProfile({
      routes: {
        'GET /api/Member': { status: 200, body: minimal },
        'PUT /api/Member': { status: 200, body: { ...minimal, city: 'ignored', lastName: 'Hughes-Lee' } },
      },
    });
    expect(box('First name').value).toBe('Casey');
    expect(state().value).toBe('GA');
    expect(box('Phone number').value).toBe('');
    expect($member.get().member).toMatchObject({ familyId: '8059863', interfaceType: null, partnerNumber: null, joinDate: '2023-01-01' });
    // No campaign codes answered: the tier's (docs/api.md "Members").
    expect($member.get().member?.campaignCodes).toEqual(['STANDARD', 'SELECT', 'VIP']);
    await enter(box('Last name'), 'Hughes-Lee');
    await save();
    await waitFor(() => expect(banner('All changes were saved.')).toBeTruthy());
    expect($member.get().member?.lastName).toBe('Hughes-Lee');
  });

  it('shows what was stored, but keeps what the member typed while the save was on its way', async () => {
    const answer = deferred<Reply>();
    await renderProfile({ routes: { 'PUT /api/Member': () => answer.promise } });
    await enter(box('First name'), ' Kay ');
    await save();
    await waitFor(() => expect(puts()).toEqual([{ firstName: 'Kay' }]));
    await enter(box('City'), 'Savannah');
    answer.resolve({ status: 200, body: { ...stored, firstName: 'Kay' } });
    await waitFor(() => expect(banner('All changes were saved.')).toBeTruthy());
    expect(box('First name').value).toBe('Kay');
    expect(box('City').value).toBe('Savannah');
    // The city was not saved: it is still a change to send.
    await save();
    await waitFor(() => expect(puts()).toEqual([{ firstName: 'Kay' }, { address: { city: 'Savannah' } }]));
  });

  it('does not send a blocked form: the first error is focused', async () => {
    await renderProfile();
    await user.clear(box('First name'));
    await user.clear(box('ZIP code'));
    await save();
    expect(document.activeElement).toBe(box('First name'));
    expect(errorOf(box('ZIP code'))).toBe('ZIP code is required.');
    expect(puts()).toEqual([]);
  });

  it('checks a changed ZIP the member never left before sending', async () => {
    await renderProfile();
    await user.clear(box('ZIP code'));
    await user.type(box('ZIP code'), '99999{Enter}');
    await waitFor(() => expect(errorOf(box('ZIP code'))).toBe('This ZIP code is not located in the U.S.'));
    expect(puts()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(box('ZIP code')));
  });

  it('puts the backend’s field errors on their fields, focuses the first and keeps what was typed', async () => {
    await renderProfile({
      routes: {
        'PUT /api/Member': {
          status: 400,
          body: {
            errors: { 'address.city': ['City is not valid.'], firstName: ['First name is not allowed.'] },
            message: 'Invalid input.',
          },
        },
      },
    });
    await enter(box('First name'), 'Kay');
    await enter(box('City'), 'Nowhere');
    await save();
    await waitFor(() => expect(errorOf(box('First name'))).toBe('First name is not allowed.'));
    expect(errorOf(box('City'))).toBe('City is not valid.');
    await waitFor(() => expect(document.activeElement).toBe(box('First name')));
    expect(box('City').value).toBe('Nowhere');
    expect(screen.queryByText('All changes were saved.')).toBeNull();
  });

  it('any other failure: nothing saved, the server error at the bottom, everything typed kept', async () => {
    const { $member } = await renderProfile({ routes: { 'PUT /api/Member': { status: 500, body: { message: 'Injected fault.' } } } });
    await enter(box('City'), 'Savannah');
    await save();
    const top = await screen.findByText('No changes were saved. See error at bottom of page for more details.', { selector: 'p' });
    const bottom = screen.getByText('Something went wrong. Please refresh the page and try again.', { selector: 'p' });
    // Top of the form, and at its bottom next to the button.
    expect(top.compareDocumentPosition(box('First name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      bottom.compareDocumentPosition(screen.getByRole('button', { name: 'Save changes' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(box('City').value).toBe('Savannah');
    expect($member.get().member?.address.city).toBe('Atlanta');
  });

  it('a network failure is the same unstructured failure', async () => {
    await renderProfile({ routes: { 'PUT /api/Member': new TypeError('Failed to fetch') } });
    await enter(box('City'), 'Savannah');
    await save();
    expect(await screen.findByText('No changes were saved. See error at bottom of page for more details.', { selector: 'p' })).toBeTruthy();
    expect(box('City').value).toBe('Savannah');
  });
});

describe('SMS opt-in, version 2', () => {
  const toggle = () => screen.getByRole<HTMLInputElement>('switch', { name: 'Text me offers' });
  const dialog = () => screen.getByRole('dialog', { name: text('sms.confirm.title') });

  it('turning it on asks; Confirm needs the box; confirmed it is on and saved', async () => {
    await renderProfile();
    await user.click(toggle());
    const confirm = within(dialog()).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(toggle().checked).toBe(false);
    await user.click(within(dialog()).getByRole('checkbox', { name: text('sms.confirm.checkbox') }));
    await user.click(confirm);
    await waitFor(() => expect(toggle().checked).toBe(true));
    await save();
    await waitFor(() => expect(puts()).toEqual([{ smsOptIn: true }]));
  });

  it('Cancel leaves it off', async () => {
    await renderProfile();
    await user.click(toggle());
    await user.click(within(dialog()).getByRole('checkbox', { name: text('sms.confirm.checkbox') }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toggle().checked).toBe(false));
  });

  it('clearing the phone turns it off and disables it', async () => {
    await renderProfile({ member: { smsOptIn: true } });
    await enter(box('Phone number'), '');
    expect(toggle().checked).toBe(false);
    expect(toggle().disabled).toBe(true);
    await save();
    await waitFor(() => expect(puts()).toEqual([{ phoneNumber: null, smsOptIn: false }]));
  });

  it('is disabled while there is no phone', async () => {
    await renderProfile({ member: { phoneNumber: null } });
    expect(toggle().disabled).toBe(true);
    expect(screen.getByText(text('profile.smsNeedsPhone'))).toBeTruthy();
  });
});

describe('SMS opt-in, version 1', () => {
  const optIn = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Text me offers' });

  it('turns on at once; changing the number turns it off, tidying its format does not', async () => {
    await renderProfile({ settings: { smsVersion: 1 }, member: { smsOptIn: true } });
    expect(optIn().checked).toBe(true);
    const phone = box('Phone number');
    const replace = async (value: string) => {
      await user.tripleClick(phone);
      await user.paste(value);
      await user.tab();
    };
    await replace('(404) 555-0123');
    expect(phone.value).toBe('404-555-0123');
    expect(optIn().checked).toBe(true);
    await replace('678-555-0199');
    expect(optIn().checked).toBe(false);
    await user.click(optIn());
    expect(optIn().checked).toBe(true);
    await save();
    // Turned back on for the new number: the save says so with it (issue #22).
    await waitFor(() => expect(puts()).toEqual([{ phoneNumber: '6785550199', smsOptIn: true }]));
  });
});

describe('the email opt-in and the rate (issue #25)', () => {
  const optIn = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Email me offers and news' });

  it('says what opting in earns', async () => {
    await renderProfile();
    expect(optIn().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(optIn().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Members who get our emails earn {rate.tier2} instead of {rate.tier0}.',
    );
  });

  it('asks a Select Member before unticking, naming both rates: Keep emails keeps it, Stop emails saves it off', async () => {
    await renderProfile();
    await user.click(optIn());
    const dialog = screen.getByRole('dialog', { name: 'Stop getting emails?' });
    expect(dialog.textContent).toContain('You will earn 1 mile per $2 instead of 3 miles per $1.');
    expect(optIn().checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Keep emails' }));
    expect(optIn().checked).toBe(true);
    await save();
    expect(puts()).toEqual([]);

    await user.click(optIn());
    await user.click(within(screen.getByRole('dialog', { name: 'Stop getting emails?' })).getByRole('button', { name: 'Stop emails' }));
    expect(optIn().checked).toBe(false);
    await save();
    expect(puts()).toEqual([{ emailOptIn: false }]);
  });

  it('does not ask a VIP or a Member, whose rate emails do not change; ticking never asks', async () => {
    await renderProfile({ member: { tierLevel: 3 } });
    await user.click(optIn());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(optIn().checked).toBe(false);
    await user.click(optIn());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(optIn().checked).toBe(true);
  });
});
