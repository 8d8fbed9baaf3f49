// @vitest-environment happy-dom
// Credential recovery across its steps, against scripted recovery calls: the request (identifier
// rule, captcha token), the code, the new password (rules, the 56-cut, an expired token), and the
// guards that send a step opened without its prior state back to /recover.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverConfirmCopyKeys, recoverRequestCopyKeys, recoverUpdateCopyKeys } from '../../../src/features/auth/copy-keys.ts';
import type * as captchaHook from '../../../src/ui/form/use-captcha.ts';
import type { Reply } from '../../helpers/browser-runtime.ts';
import { copyOf, kit, signedOut, stubApi, visit } from './fixture.tsx';

const captcha = vi.hoisted(() => ({
  token: vi.fn(() => Promise.resolve('captcha-token')),
  reset: vi.fn(),
  warm: vi.fn(),
}));

vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));
vi.mock('../../../src/ui/form/use-captcha.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof captchaHook>()),
  useCaptcha: () => ({ containerRef: { current: null }, ...captcha }),
}));

const flowKey = 'recover_flow';

async function exits() {
  const { navigate, replacePage } = await import('../../../src/lib/navigate.ts');
  return { navigate: vi.mocked(navigate), replacePage: vi.mocked(replacePage) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('step 1: the request', () => {
  async function open(answer: Reply, path = '/recover') {
    visit(path);
    const calls = stubApi({ '/api/Member': signedOut, '/api/Members/Recover': answer });
    const { default: RecoverRequestIsland } = await import('../../../src/features/auth/RecoverRequestIsland.tsx');
    render(<RecoverRequestIsland copy={copyOf(recoverRequestCopyKeys)} kit={kit} next="/recover/confirm" />);
    return { calls, ...(await exits()) };
  }
  const identifier = () => screen.getByLabelText<HTMLInputElement>(/^Email or SkyMiles Dining number/);
  const accepted: Reply = { status: 202, body: { message: 'If an account matches, we sent a verification code.' } };

  it.each(['card', 'card@delta', '12345', '0000000001'])('refuses %j with the recovery message, sending nothing', async (value) => {
    const { calls } = await open(accepted);
    await userEvent.type(identifier(), value);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address or partner number.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/Members/Recover')).toBe(false);
  });

  it.each(['card@delta.example', '0000904001'])(
    'sends %j with the captcha token, keeps it for the next step and goes on',
    async (value) => {
      const { calls, navigate } = await open(accepted);
      await userEvent.type(identifier(), value);
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/recover/confirm'));
      expect(calls.find((call) => call.path === '/api/Members/Recover')?.body).toEqual({
        emailOrPartnerNumber: value,
        gRecaptchaResponse: 'captcha-token',
      });
      expect(JSON.parse(sessionStorage.getItem(flowKey) ?? 'null')).toEqual({ identifier: value });
      expect(captcha.reset).toHaveBeenCalled();
      expect(captcha.warm).toHaveBeenCalled(); // on reaching the form
    },
  );

  it('a throttled request says how long to wait; the captcha resets for the next try', async () => {
    const { navigate } = await open({ status: 429, body: { message: 'Too many attempts.', code: 'Throttled' } });
    await userEvent.type(identifier(), 'card@delta.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
    expect(captcha.reset).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(identifier().value).toBe('card@delta.example');
  });

  it('a captcha refused by the backend shows in the banner', async () => {
    await open({
      status: 400,
      body: {
        errors: { gRecaptchaResponse: ['You must complete the reCAPTCHA to continue.'] },
        message: 'You must complete the reCAPTCHA to continue.',
      },
    });
    await userEvent.type(identifier(), 'card@delta.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('You must complete the reCAPTCHA to continue.')).toBeTruthy();
  });

  it('arriving with ?expired says the recovery ran out, and offers the identifier again', async () => {
    visit('/recover?expired=1');
    sessionStorage.setItem(flowKey, JSON.stringify({ identifier: 'card@delta.example' }));
    stubApi({ '/api/Member': signedOut });
    const { default: RecoverRequestIsland } = await import('../../../src/features/auth/RecoverRequestIsland.tsx');
    render(<RecoverRequestIsland copy={copyOf(recoverRequestCopyKeys)} kit={kit} next="/recover/confirm" />);
    expect(await screen.findByText('Your recovery code has expired. Please request a new one.')).toBeTruthy();
    await waitFor(() => expect(identifier().value).toBe('card@delta.example'));
  });
});

describe('step 2: the code', () => {
  async function open(answer: Reply, flow: unknown = { identifier: 'card@delta.example' }) {
    visit('/recover/confirm');
    if (flow !== null) sessionStorage.setItem(flowKey, JSON.stringify(flow));
    const calls = stubApi({ '/api/Member': signedOut, '/api/Members/Recover/Confirm': answer });
    const { default: RecoverConfirmIsland } = await import('../../../src/features/auth/RecoverConfirmIsland.tsx');
    render(
      <RecoverConfirmIsland copy={copyOf(recoverConfirmCopyKeys)} kit={kit} links={{ next: '/recover/update', newCode: '/recover' }} />,
    );
    return { calls, ...(await exits()) };
  }
  const code = () => screen.getByLabelText<HTMLInputElement>(/^Verification code/);

  it('takes the code as a one-time code, says where it went, and keeps the token', async () => {
    const { calls, navigate } = await open({
      status: 200,
      body: { recoveryToken: 'tok-1', email: 'c***@delta.example', partnerNumber: null },
    });
    expect(code().getAttribute('autocomplete')).toBe('one-time-code');
    expect(code().getAttribute('inputmode')).toBe('numeric');
    expect(await screen.findByText(/If an account matches card@delta\.example/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new code' }).getAttribute('href')).toBe('/recover');
    await userEvent.type(code(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/recover/update'));
    expect(calls.find((call) => call.path === '/api/Members/Recover/Confirm')?.body).toEqual({
      emailOrPartnerNumber: 'card@delta.example',
      code: '123456',
    });
    expect(JSON.parse(sessionStorage.getItem(flowKey) ?? 'null')).toEqual({ identifier: 'card@delta.example', token: 'tok-1' });
  });

  it('a wrong code lands on the field', async () => {
    const { navigate } = await open({
      status: 400,
      body: { errors: { code: ['That code is not valid or has expired. Request a new one.'] }, message: 'Invalid.' },
    });
    await userEvent.type(code(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That code is not valid or has expired. Request a new one.')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads the token from a minimal answer; an answer without one keeps the code and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate } = await open({ status: 200, body: { email: 'c***@delta.example' } });
    await userEvent.type(code(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong. Please refresh the page and try again.')).toBeTruthy();
    expect(code().value).toBe('123456');
    expect(navigate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('POST /api/Members/Recover/Confirm: cannot read recoveryToken: required, and missing');
    error.mockRestore();

    cleanup();
    const minimal = await open({ status: 200, body: { recoveryToken: 'tok-9' } });
    await userEvent.type(code(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(minimal.navigate).toHaveBeenCalledWith('/recover/update'));
  });

  it('without step 1 in storage, submitting starts over at /recover', async () => {
    const { replacePage, calls } = await open({ status: 200, body: {} }, null);
    await userEvent.type(code(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/recover'));
    expect(calls.some((call) => call.path === '/api/Members/Recover/Confirm')).toBe(false);
  });
});

describe('step 3: the new password', () => {
  async function open(answer: Reply, flow: unknown = { identifier: 'card@delta.example', token: 'tok-1' }) {
    visit('/recover/update');
    if (flow !== null) sessionStorage.setItem(flowKey, JSON.stringify(flow));
    const calls = stubApi({ '/api/Member': signedOut, '/api/Members/Recover/Update': answer });
    const { default: RecoverUpdateIsland } = await import('../../../src/features/auth/RecoverUpdateIsland.tsx');
    render(<RecoverUpdateIsland copy={copyOf(recoverUpdateCopyKeys)} kit={kit} next="/recover/success" />);
    return { calls, ...(await exits()) };
  }
  const password = () => screen.getByLabelText<HTMLInputElement>(/^New password/, { selector: 'input' });
  const confirmation = () => screen.getByLabelText<HTMLInputElement>(/^Confirm new password/, { selector: 'input' });
  const updated: Reply = { status: 200, body: { message: 'Your password has been updated.' } };

  async function choose(first: string, second: string) {
    await userEvent.type(password(), first);
    await userEvent.type(confirmation(), second);
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
  }

  it('asks for a new password twice, as a new password', async () => {
    await open(updated);
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    expect(confirmation().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('Use 8 to 56 characters, with at least one letter and one number.')).toBeTruthy();
  });

  it.each([
    ['Short1', 'Short1'],
    ['lettersonly', 'lettersonly'],
    ['1234567890', '1234567890'],
  ])('refuses %j (8 to 56 characters, a letter and a digit)', async (value, again) => {
    const { calls } = await open(updated);
    await choose(value, again);
    expect(await screen.findByText('Your password must have 8 to 56 characters, with at least one letter and one number.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/Members/Recover/Update')).toBe(false);
  });

  it('refuses a confirmation that does not match', async () => {
    const { calls } = await open(updated);
    await choose('NewPassword1', 'NewPassword2');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/Members/Recover/Update')).toBe(false);
  });

  it('sends both cut to 56 (longer ones match on what is sent), forgets the flow and shows success', async () => {
    const { calls, navigate } = await open(updated);
    const long = `NewPassword1${'z'.repeat(60)}`;
    await choose(long, `${long.slice(0, 56)}different-tail`);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/recover/success'));
    expect(calls.find((call) => call.path === '/api/Members/Recover/Update')?.body).toEqual({
      recoveryToken: 'tok-1',
      password: long.slice(0, 56),
      passwordConfirm: long.slice(0, 56),
    });
    expect(sessionStorage.getItem(flowKey)).toBeNull();
  });

  it('an expired token starts over at /recover, saying why', async () => {
    const { navigate } = await open({
      status: 400,
      body: { errors: { recoveryToken: ['This recovery link has expired. Start again.'] }, message: 'Invalid.' },
    });
    await choose('NewPassword1', 'NewPassword1');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/recover?expired=1'));
    expect(sessionStorage.getItem(flowKey)).toBeNull();
  });

  it('a password the backend refuses lands on its field', async () => {
    await open({ status: 400, body: { errors: { password: ['Password cannot contain your partner number.'] }, message: 'Invalid.' } });
    await choose('Abc0000904001', 'Abc0000904001');
    expect(await screen.findByText('Password cannot contain your partner number.')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('step guards', () => {
  async function guard(step: 'confirm' | 'update', stored: string | null) {
    visit(`/recover/${step}`);
    if (stored !== null) sessionStorage.setItem(flowKey, stored);
    const { guardRecoveryStep } = await import('../../../src/features/auth/recovery-flow.ts');
    const { replacePage } = await exits();
    return { flow: guardRecoveryStep(step), replacePage };
  }

  it.each([
    ['confirm', null],
    ['confirm', 'not json'],
    ['confirm', JSON.stringify({ identifier: 42 })],
    ['confirm', JSON.stringify({ identifier: '' })],
    ['update', null],
    ['update', JSON.stringify({ identifier: 'card@delta.example' })],
    ['update', JSON.stringify({ identifier: 'card@delta.example', token: '' })],
  ] as const)('%s with %j in storage: back to /recover (replace)', async (step, stored) => {
    const { flow, replacePage } = await guard(step, stored);
    expect(flow).toBeUndefined();
    expect(replacePage).toHaveBeenCalledWith('/recover');
  });

  it.each([
    ['confirm', { identifier: 'card@delta.example' }],
    ['update', { identifier: 'card@delta.example', token: 'tok-1' }],
  ] as const)('%s with its prior state stays', async (step, stored) => {
    const { flow, replacePage } = await guard(step, JSON.stringify(stored));
    expect(flow).toEqual(stored);
    expect(replacePage).not.toHaveBeenCalled();
  });
});
