// @vitest-environment happy-dom
// Step 1 of joining (/join) against a scripted API: every field rule at its bounds, the ZIP check on
// blur, the registration as sent (passwords cut to 56, smsOptIn derived, the captcha token), the
// backend's field errors on their fields with nothing typed lost, the redirect reasons and both SMS
// opt-in versions.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joinCopyKeys } from '../../../src/features/enrollment/copy-keys.ts';
import type { JoinSettings } from '../../../src/features/enrollment/join/registration.ts';
import { installFakeGrecaptcha, removeGrecaptcha } from '../../captcha/fake-grecaptcha.ts';
import { withBrowserRuntime, type Reply } from '../../helpers/browser-runtime.ts';
import { copyOf, kitCopy, scriptApi, text, type Call, type Routes } from './fixture.ts';

vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();

/** Spec 000 §7: registration "success returns JSON" and names no field; the spec-minimal answer. */
const signedIn = {};

let calls: Call[];
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  installFakeGrecaptcha();
  sessionStorage.clear();
  user = userEvent.setup();
});

afterEach(() => {
  cleanup();
  removeGrecaptcha();
});

async function renderJoin(options: { settings?: Partial<JoinSettings>; search?: string; routes?: Routes } = {}) {
  ({ calls } = scriptApi({
    'GET /api/Members/Validate/Zip': ({ query }) => ({ status: 200, body: { isValid: query.get('zip') !== '99999' } }),
    'POST /api/Members/Prospects': { status: 200, body: signedIn },
    ...options.routes,
  }));
  history.replaceState(null, '', `/join${options.search ?? ''}`);
  const { default: JoinIsland } = await import('../../../src/features/enrollment/join/JoinIsland.tsx');
  const { navigate } = await import('../../../src/lib/navigate.ts');
  const settings: JoinSettings = { hasPPN: true, hasSmsOptIn: false, hasSmsOptInV2: false, formPrivacyNotice: false, ...options.settings };
  render(
    <JoinIsland copy={copyOf(joinCopyKeys)} kitCopy={kitCopy} settings={settings} links={{ signIn: '/login', recover: '/recover' }} />,
  );
  return { navigate: vi.mocked(navigate) };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Password/);
const confirmation = () => screen.getByLabelText(/^Confirm password/);
/** The field's error text (the kit ties it to the control by aria-describedby, id ending "error"). */
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

async function fillValidly(except: readonly string[] = []) {
  const values: Record<string, [() => HTMLElement, string]> = {
    email: [() => box('Email'), 'ann@example.com'],
    firstName: [() => box('First name'), 'Ann'],
    lastName: [() => box('Last name'), 'Lee'],
    zipCode: [() => box('ZIP code'), '30301'],
    password: [password, 'Password1'],
    passwordConfirm: [confirmation, 'Password1'],
  };
  for (const [name, [control, value]] of Object.entries(values)) if (!except.includes(name)) await enter(control(), value);
}

const submit = () => user.click(screen.getByRole('button', { name: 'Continue' }));
const sent = () => calls.filter((call) => call.path === '/api/Members/Prospects').map((call) => call.body as Record<string, unknown>);

describe('the form', () => {
  it('is the whole form with the helpers password managers and phones read', async () => {
    await renderJoin({ settings: { formPrivacyNotice: true } });
    expect(box('Email').getAttribute('autocomplete')).toBe('email');
    expect(box('Email').getAttribute('type')).toBe('email');
    expect(box('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(box('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(box('ZIP code').getAttribute('autocomplete')).toBe('postal-code');
    expect(box('ZIP code').getAttribute('inputmode')).toBe('numeric');
    expect(box('Mobile phone number').getAttribute('type')).toBe('tel');
    expect(box('Mobile phone number').getAttribute('autocomplete')).toBe('tel');
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    expect(confirmation().getAttribute('autocomplete')).toBe('new-password');
    expect(box('Loyalty member number').hasAttribute('required')).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: text('enroll.emailOptIn') }).checked).toBe(true);
    expect(screen.getByText(text('form.privacyNotice'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Recover your account' }).getAttribute('href')).toBe('/recover');
  });

  it('asks for the partner number only when the partner has one', async () => {
    await renderJoin({ settings: { hasPPN: false } });
    expect(screen.queryByRole('textbox', { name: 'Loyalty member number' })).toBeNull();
    expect(screen.queryByText(text('form.privacyNotice'))).toBeNull();
  });

  it('fills in the email the home form carried', async () => {
    sessionStorage.setItem('prospect-email', JSON.stringify({ email: 'home@example.com', to: '/join' }));
    await renderJoin();
    await waitFor(() => expect((box('Email') as HTMLInputElement).value).toBe('home@example.com'));
  });
});

describe('field rules', () => {
  it('email: required, at most 50 characters, an address', async () => {
    await renderJoin();
    await enter(box('Email'), '');
    expect(errorOf(box('Email'))).toBe('Email is required.');
    await enter(box('Email'), `${'a'.repeat(38)}@example.com`); // 50
    expect(errorOf(box('Email'))).toBeNull();
    await enter(box('Email'), `${'a'.repeat(39)}@example.com`); // 51
    expect(errorOf(box('Email'))).toBe('Email can have at most 50 characters.');
    await enter(box('Email'), 'ann@example');
    expect(errorOf(box('Email'))).toBe(text('validation.emailInvalid'));
  });

  it('password: 8 characters with a letter and a digit; the confirmation must match', async () => {
    await renderJoin();
    await enter(password(), 'Passwo1');
    expect(errorOf(password())).toBe('Password must have at least 8 characters.');
    await enter(password(), 'Password');
    expect(errorOf(password())).toBe(text('enroll.passwordRule'));
    await enter(password(), '12345678');
    expect(errorOf(password())).toBe(text('enroll.passwordRule'));
    await enter(password(), 'Passwor1');
    expect(errorOf(password())).toBeNull();
    await enter(confirmation(), 'Passwor2');
    expect(errorOf(confirmation())).toBe('Passwords do not match.');
    // Changing the password checks the confirmation again.
    await enter(password(), 'Passwor2');
    await waitFor(() => expect(errorOf(confirmation())).toBeNull());
  });

  it('names: required, at most 20 characters', async () => {
    await renderJoin();
    await enter(box('First name'), '');
    expect(errorOf(box('First name'))).toBe('First name is required.');
    await enter(box('First name'), 'A'.repeat(20));
    expect(errorOf(box('First name'))).toBeNull();
    await enter(box('Last name'), 'L'.repeat(21));
    expect(errorOf(box('Last name'))).toBe('Last name can have at most 20 characters.');
  });

  it('ZIP code: exactly five digits, then the US check on blur', async () => {
    await renderJoin();
    await enter(box('ZIP code'), '3030');
    expect(errorOf(box('ZIP code'))).toBe('ZIP code must be exactly 5 digits.');
    expect(calls.filter((call) => call.path === '/api/Members/Validate/Zip')).toHaveLength(0);
    await enter(box('ZIP code'), '303011');
    expect(errorOf(box('ZIP code'))).toBe('ZIP code must be exactly 5 digits.');
    await enter(box('ZIP code'), '30301');
    await waitFor(() => expect(calls.some((call) => call.query.get('zip') === '30301')).toBe(true));
    expect(errorOf(box('ZIP code'))).toBeNull();
    await enter(box('ZIP code'), '99999');
    await waitFor(() => expect(errorOf(box('ZIP code'))).toBe(text('validation.zipInvalid')));
  });

  it('ZIP code: a failed check says so with the field label', async () => {
    await renderJoin({ routes: { 'GET /api/Members/Validate/Zip': { status: 500, body: { message: 'Down' } } } });
    await enter(box('ZIP code'), '30301');
    await waitFor(() => expect(errorOf(box('ZIP code'))).toBe('Error while checking ZIP code.'));
  });

  it('partner number: optional, 10 digits by the spec rules, never inside the password', async () => {
    await renderJoin();
    const number = box('Loyalty member number');
    await enter(number, '');
    expect(errorOf(number)).toBeNull();
    await enter(number, '123456789');
    expect(errorOf(number)).toBe(text('validation.partnerNumberInvalid'));
    await enter(number, '0000904001'); // 904001 is within 900000-999999
    expect(errorOf(number)).toBeNull();
    await enter(password(), 'Pw0000904001');
    expect(errorOf(password())).toBe(text('validation.passwordHasPartnerNumber'));
  });

  it('phone: optional, a US number', async () => {
    await renderJoin();
    const phone = box('Mobile phone number');
    await enter(phone, '555-0188');
    expect(errorOf(phone)).toBe(text('validation.phoneInvalid'));
    await enter(phone, '(117) 555-0188');
    expect(errorOf(phone)).toBe(text('validation.phoneInvalid'));
    await enter(phone, '+1 (617) 555-0188');
    expect(errorOf(phone)).toBeNull();
  });

  it('a submit with mistakes sends nothing and focuses the first one', async () => {
    await renderJoin();
    await fillValidly(['email', 'firstName']);
    await submit();
    expect(document.activeElement).toBe(box('Email'));
    expect(errorOf(box('First name'))).toBe('First name is required.');
    expect(sent()).toHaveLength(0);
  });
});

describe('sending', () => {
  it('sends the registration with the password cut to 56 characters and the captcha token, then goes to step 2', async () => {
    sessionStorage.setItem('prospect-email', JSON.stringify({ email: 'home@example.com', to: '/join' }));
    const { navigate } = await renderJoin();
    await fillValidly(['password', 'passwordConfirm', 'email']);
    await enter(box('Email'), ' ann@example.com ');
    const long = `Password1${'x'.repeat(51)}`; // 60 characters
    await enter(password(), long);
    await enter(confirmation(), long);
    await enter(box('Mobile phone number'), '617-555-0188');
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/add_card'));
    const [body] = sent();
    expect(body).toMatchObject({
      email: 'ann@example.com',
      password: long.slice(0, 56),
      passwordConfirm: long.slice(0, 56),
      firstName: 'Ann',
      lastName: 'Lee',
      zipCode: '30301',
      phoneNumber: '6175550188',
      // No SMS choice at this partner: a phone number given means yes (spec 000 §5).
      smsOptIn: true,
      emailOptIn: true,
      gRecaptchaResponse: 'token-1',
    });
    expect((body?.['password'] as string).length).toBe(56);
    expect(body).not.toHaveProperty('partnerNumber');
    expect(body).not.toHaveProperty('smsOptInV2');
    expect(sessionStorage.getItem('prospect-email')).toBeNull();
    // Busy until the next page: no second registration.
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends no SMS opt-in without a phone, and the email opt-in as left', async () => {
    await renderJoin();
    await fillValidly();
    await user.click(screen.getByRole('checkbox', { name: text('enroll.emailOptIn') }));
    await enter(box('Loyalty member number'), '0000904001');
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ smsOptIn: false, emailOptIn: false, partnerNumber: '0000904001' });
    expect(sent()[0]).not.toHaveProperty('phoneNumber');
  });

  it("puts the backend's field errors on their fields and keeps everything typed", async () => {
    const rejected: Reply = {
      status: 400,
      body: {
        errors: { email: ['This email is already in use.'], partnerNumber: ['This partner number is already in use.'] },
        message: 'Invalid input.',
      },
    };
    const { navigate } = await renderJoin({ routes: { 'POST /api/Members/Prospects': rejected } });
    await fillValidly();
    await enter(box('Loyalty member number'), '0000904001');
    await submit();
    await waitFor(() => expect(errorOf(box('Email'))).toBe('This email is already in use.'));
    expect(errorOf(box('Loyalty member number'))).toBe('This partner number is already in use.');
    await waitFor(() => expect(document.activeElement).toBe(box('Email')));
    expect((box('Email') as HTMLInputElement).value).toBe('ann@example.com');
    expect((box('First name') as HTMLInputElement).value).toBe('Ann');
    expect((password() as HTMLInputElement).value).toBe('Password1');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
  });

  it('runs the captcha again for a retry after a refused registration: tokens are single use', async () => {
    let replies = 0;
    const { navigate } = await renderJoin({
      routes: {
        'POST /api/Members/Prospects': () =>
          ++replies === 1
            ? { status: 400, body: { errors: { email: ['This email is already in use.'] }, message: 'Invalid input.' } }
            : { status: 200, body: signedIn },
      },
    });
    await fillValidly();
    await submit();
    await waitFor(() => expect(errorOf(box('Email'))).toBe('This email is already in use.'));
    await enter(box('Email'), 'other@example.com');
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/add_card'));
    expect(sent().map((body) => body['gRecaptchaResponse'])).toEqual(['token-1', 'token-2']);
  });

  it.each<[string, Reply]>([
    ['a server error (inline, no redirect: it is a submission)', { status: 500 }],
    [
      'an answer that cannot be read',
      { status: 200, body: { member: { publicId: 'delta-new', memberType: 'NonCardMember', tierLevel: 'two' } } },
    ],
  ])('keeps everything typed after %s, with the server message in the banner', async (_, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate } = await renderJoin({ routes: { 'POST /api/Members/Prospects': answer } });
    await fillValidly();
    await submit();
    await waitFor(() => expect(screen.getByText('Something went wrong. Please refresh the page and try again.')).toBeTruthy());
    expect((box('Email') as HTMLInputElement).value).toBe('ann@example.com');
    expect((box('ZIP code') as HTMLInputElement).value).toBe('30301');
    expect((password() as HTMLInputElement).value).toBe('Password1');
    expect(navigate).not.toHaveBeenCalled();
    // An unreadable answer says which call and field, once; a 500 is no reading problem.
    const lines = error.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('POST /api/Members/Prospects'));
    expect(lines).toEqual(
      !(answer instanceof Error) && answer.status === 200
        ? ['POST /api/Members/Prospects: cannot read member.tierLevel: expected integer, got "two"']
        : [],
    );
    error.mockRestore();
  });

  it('checks a ZIP the member never left before sending', async () => {
    await renderJoin();
    await fillValidly(['zipCode']);
    await user.type(box('ZIP code'), '99999');
    await submit();
    await waitFor(() => expect(errorOf(box('ZIP code'))).toBe(text('validation.zipInvalid')));
    expect(sent()).toHaveLength(0);
  });
});

describe('redirect reasons', () => {
  it.each(['0', '1', '2', '3', '4'] as const)('rfr=%s shows its message in a status region', async (reason) => {
    await renderJoin({ search: `?rfr=${reason}` });
    const status = screen.getAllByRole('status').find((region) => region.textContent !== '');
    expect(status?.textContent).toBe(text(`enroll.rfr.${reason}`));
  });

  it('ignores anything else', async () => {
    await renderJoin({ search: '?rfr=7' });
    for (const reason of ['0', '1', '2', '3', '4'] as const) expect(screen.queryByText(text(`enroll.rfr.${reason}`))).toBeNull();
  });
});

describe('SMS opt-in, version 1', () => {
  const optIn = () => screen.getByRole<HTMLInputElement>('checkbox', { name: text('enroll.smsOptIn') });

  it('is disabled without a phone; changing the phone turns it off', async () => {
    await renderJoin({ settings: { hasSmsOptIn: true } });
    expect(optIn().disabled).toBe(true);
    await user.type(box('Mobile phone number'), '6175550188');
    expect(optIn().disabled).toBe(false);
    await user.click(optIn());
    expect(optIn().checked).toBe(true);
    await user.type(box('Mobile phone number'), '{Backspace}9');
    expect(optIn().checked).toBe(false);
    await user.click(optIn());
    await user.clear(box('Mobile phone number'));
    expect(optIn().checked).toBe(false);
    expect(optIn().disabled).toBe(true);
  });

  it('sends the choice', async () => {
    await renderJoin({ settings: { hasSmsOptIn: true } });
    await fillValidly();
    await enter(box('Mobile phone number'), '6175550188');
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ phoneNumber: '6175550188', smsOptIn: false });
    expect(sent()[0]).not.toHaveProperty('smsOptInV2');
  });
});

describe('SMS opt-in, version 2', () => {
  const toggle = () => screen.getByRole<HTMLInputElement>('switch', { name: text('enroll.smsOptIn') });
  const dialog = () => screen.getByRole('dialog', { name: text('sms.confirm.title') });

  it('asks first: Confirm only with its box ticked turns it on', async () => {
    await renderJoin({ settings: { hasSmsOptInV2: true } });
    expect(toggle().disabled).toBe(true);
    await user.type(box('Mobile phone number'), '6175550188');
    await user.click(toggle());
    expect(toggle().checked).toBe(false);
    const confirm = within(dialog()).getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(within(dialog()).getByRole('checkbox', { name: text('sms.confirm.checkbox') }));
    await user.click(within(dialog()).getByRole('checkbox', { name: text('sms.confirm.checkbox') }));
    await user.click(confirm);
    expect(toggle().checked).toBe(true);
    expect(document.activeElement).toBe(toggle());
    await fillValidly();
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ smsOptInV2: true, smsOptIn: true });
  });

  it('Cancel or the close button leave it off, with focus back on the toggle', async () => {
    await renderJoin({ settings: { hasSmsOptInV2: true } });
    await user.type(box('Mobile phone number'), '6175550188');
    await user.click(toggle());
    await user.click(within(dialog()).getByRole('checkbox', { name: text('sms.confirm.checkbox') }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(toggle().checked).toBe(false);
    expect(document.activeElement).toBe(toggle());
    await user.click(toggle());
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(toggle().checked).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('clearing the phone turns it off; sent as off', async () => {
    await renderJoin({ settings: { hasSmsOptInV2: true } });
    await user.type(box('Mobile phone number'), '6175550188');
    await user.click(toggle());
    await user.click(within(dialog()).getByRole('checkbox', { name: text('sms.confirm.checkbox') }));
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    await user.clear(box('Mobile phone number'));
    expect(toggle().checked).toBe(false);
    await fillValidly();
    await enter(box('Mobile phone number'), '6175550188');
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ smsOptInV2: false, smsOptIn: false });
  });
});
