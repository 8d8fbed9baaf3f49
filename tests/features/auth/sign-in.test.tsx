// @vitest-environment happy-dom
// The sign-in island (/login, direct partners) against a scripted POST /api/Login: what it sends
// (the 56-cut, remember me), where a member goes afterwards (the login redirect, the last path,
// never off the site), and what each refusal says and keeps.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInCopyKeys } from '../../../src/features/auth/copy-keys.ts';
import type { SignInIslandProps } from '../../../src/features/auth/SignInIsland.tsx';
import { member, type Reply } from '../../helpers/browser-runtime.ts';
import { copyOf, kit, recoverMessages, signedOut, stubApi, visit, type Call } from './fixture.tsx';

vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

const props: SignInIslandProps = {
  copy: copyOf(signInCopyKeys),
  kit,
  messages: recoverMessages,
  links: { recover: '/recover', join: '/join' },
};

const signedIn: Reply = { status: 200, body: { member: member('EnrolledCardMember'), expiresAt: Date.now() + 900_000 } };

async function open(login: Reply | ((body: unknown) => Reply), options: { path?: string; member?: Reply } = {}) {
  visit(options.path ?? '/login');
  const calls = stubApi({ '/api/Member': options.member ?? signedOut, '/api/Login': login });
  const { default: SignInIsland } = await import('../../../src/features/auth/SignInIsland.tsx');
  const { navigate, replacePage } = await import('../../../src/lib/navigate.ts');
  render(<SignInIsland {...props} />);
  return { calls, navigate: vi.mocked(navigate), replacePage: vi.mocked(replacePage) };
}

const identifier = () => screen.getByLabelText<HTMLInputElement>(/^Email or SkyMiles Dining number/);
const password = () => screen.getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });

async function signInWith(id: string, secret: string, options: { remember?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(identifier(), id);
  await user.type(password(), secret);
  if (options.remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const loginCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/Login');

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the form', () => {
  it('asks for the identifier and password the way password managers and phones expect', async () => {
    await open(signedIn);
    expect(identifier().getAttribute('autocomplete')).toBe('username');
    expect(identifier().getAttribute('inputmode')).toBe('email');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/recover');
    expect(screen.getByText('Not a member?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/join');
  });

  it('starts with the email the home form found taken', async () => {
    visit('/login');
    sessionStorage.setItem('prospect-email', JSON.stringify({ email: 'taken@delta.example', to: '/login' }));
    stubApi({ '/api/Member': signedOut });
    const { default: SignInIsland } = await import('../../../src/features/auth/SignInIsland.tsx');
    render(<SignInIsland {...props} />);
    await waitFor(() => expect(identifier().value).toBe('taken@delta.example'));
  });

  it.each([
    ['3', 'Your account is already active. Please sign in.'],
    ['4', 'Your account is not active yet. Please sign in to finish setting it up.'],
  ])('?rfr=%s from the activation page says why the visitor is here', async (rfr, text) => {
    await open(signedIn, { path: `/login?rfr=${rfr}` });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('requires both fields before sending anything', async () => {
    const { calls } = await open(signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(document.activeElement).toBe(identifier());
    expect(loginCalls(calls)).toEqual([]);
  });
});

describe('signing in', () => {
  it('sends the password cut to 56 characters, with remember me, and goes to the account center', async () => {
    const { calls, navigate } = await open(signedIn);
    const long = `Password1!${'x'.repeat(60)}`;
    await signInWith('card@delta.example', long, { remember: true });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/overview'));
    expect(loginCalls(calls)[0]?.body).toEqual({
      emailOrPartnerNumber: 'card@delta.example',
      password: long.slice(0, 56),
      rememberMe: true,
    });
  });

  it('accepts a partner number and a session-only sign-in', async () => {
    const { calls } = await open(signedIn);
    await signInWith('0000904001', 'Password1!');
    await waitFor(() => expect(loginCalls(calls)).toHaveLength(1));
    expect(loginCalls(calls)[0]?.body).toEqual({ emailOrPartnerNumber: '0000904001', password: 'Password1!', rememberMe: false });
  });

  it('returns to the login redirect first, then the last visited path', async () => {
    let opened = await open(signedIn);
    sessionStorage.setItem('login_redirect', '/account/manage_cards?page=2');
    document.cookie = `last_path=${encodeURIComponent('/search?location=Boston')}; path=/`;
    await signInWith('card@delta.example', 'Password1!');
    await waitFor(() => expect(opened.navigate).toHaveBeenCalledWith('/account/manage_cards?page=2'));
    expect(sessionStorage.getItem('login_redirect')).toBeNull();

    cleanup();
    opened = await open(signedIn);
    document.cookie = `last_path=${encodeURIComponent('/search?location=Boston')}; path=/`;
    await signInWith('card@delta.example', 'Password1!');
    await waitFor(() => expect(opened.navigate).toHaveBeenCalledWith('/search?location=Boston'));
  });

  it.each(['/\t/evil.example/x', '//evil.example', 'javascript:alert(1)', 'https://evil.example/account', '/\\evil.example'])(
    'never follows a stored target off the site (%j): the account center instead',
    async (hostile) => {
      const { navigate } = await open(signedIn);
      sessionStorage.setItem('login_redirect', hostile);
      document.cookie = `last_path=${encodeURIComponent(hostile)}; path=/`;
      await signInWith('card@delta.example', 'Password1!');
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/overview'));
    },
  );

  it('forgets the home form’s email once signed in', async () => {
    visit('/login');
    sessionStorage.setItem('prospect-email', JSON.stringify({ email: 'card@delta.example', to: '/login' }));
    stubApi({ '/api/Member': signedOut, '/api/Login': signedIn });
    const { default: SignInIsland } = await import('../../../src/features/auth/SignInIsland.tsx');
    render(<SignInIsland {...props} />);
    await waitFor(() => expect(identifier().value).toBe('card@delta.example'));
    await userEvent.type(password(), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(sessionStorage.getItem('prospect-email')).toBeNull());
  });

  it('sends a member who is already signed in on, as after signing in', async () => {
    const { replacePage } = await open(signedIn, { member: { status: 200, body: member('EnrolledCardMember') } });
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/account/overview'));
  });
});

describe('refusals', () => {
  it('401: the invalid-credentials message with the way to recover; nothing typed is lost', async () => {
    const { navigate } = await open({ status: 401, body: { message: 'Invalid user name or password.' } });
    await signInWith('card@delta.example', 'Wrong1!');
    expect(await screen.findByText('Invalid user name or password.')).toBeTruthy();
    const recover = screen.getByRole('link', { name: 'Recover your account' });
    expect(recover.getAttribute('href')).toBe('/recover');
    // Focus moves to the message, so it is read at once and Tab reaches its link next.
    expect(document.activeElement?.contains(recover)).toBe(true);
    expect(identifier().value).toBe('card@delta.example');
    expect(password().value).toBe('Wrong1!');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('429 with lockedUntil: the 30-minute lockout with the way to recover', async () => {
    await open({
      status: 429,
      body: { message: 'Your account has been locked for 30 minutes.', lockedUntil: new Date(Date.now() + 1_800_000).toISOString() },
    });
    await signInWith('card@delta.example', 'Password1!');
    const lockout = await screen.findByText(/Your account has been locked for 30 minutes\./);
    expect(lockout.textContent).toBe('Your account has been locked for 30 minutes. Recover your account to get access more quickly.');
    expect(screen.getByRole('link', { name: 'Recover your account' }).getAttribute('href')).toBe('/recover');
    expect(screen.queryByText(/Too many sign-in attempts/)).toBeNull();
  });

  it('429 Throttled (this client, not the account): its own message, not the lockout', async () => {
    await open({ status: 429, body: { message: 'Too many attempts. Please wait a few minutes and try again.', code: 'Throttled' } });
    await signInWith('card@delta.example', 'Password1!');
    expect(await screen.findByText('Too many sign-in attempts. Please wait a few minutes and try again.')).toBeTruthy();
    expect(screen.queryByText(/locked/)).toBeNull();
  });

  it('400: field errors on their fields and the form message', async () => {
    await open({
      status: 400,
      body: { errors: { password: ['Password is required.'] }, message: 'We could not process your request.' },
    });
    await signInWith('card@delta.example', 'x');
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    expect(screen.getByText('We could not sign you in. Please check form for errors.')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });

  it('409 FixCredentials: hands the identifier to /fix_credentials', async () => {
    const { navigate } = await open({ status: 409, body: { message: 'An email update is required.', code: 'FixCredentials' } });
    await signInWith('fix@delta.example', 'Password1!');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fix_credentials'));
    expect(sessionStorage.getItem('fix_credentials_identifier')).toBe('fix@delta.example');
  });

  it('403 with ssoLoginUrl: off to single sign-on', async () => {
    const { navigate } = await open({ status: 403, body: { message: 'Sign in with Hilton.', ssoLoginUrl: '/api/Sso/Login' } });
    await signInWith('card@delta.example', 'Password1!');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/Sso/Login'));
  });

  it.each<[string, Reply]>([
    ['a server error (inline: a submission never goes to /error)', { status: 503, statusText: 'Service Unavailable' }],
    ['a 200 whose answer cannot be read', { status: 200, body: { member: { publicId: 'delta-card', memberType: 'EnrolledCardMember' } } }],
  ])('%s: the server message, everything typed kept', async (_, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate } = await open(answer);
    await signInWith('card@delta.example', 'Password1!');
    expect(await screen.findByText('Something went wrong. Please refresh the page and try again.')).toBeTruthy();
    expect(identifier().value).toBe('card@delta.example');
    expect(password().value).toBe('Password1!');
    expect(navigate).not.toHaveBeenCalled();
    const lines = error.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('POST /api/Login'));
    expect(lines).toEqual(
      answer instanceof Error || answer.status !== 200 ? [] : ['POST /api/Login: cannot read member.tierLevel: required, and missing'],
    );
    error.mockRestore();
  });

  it('signs in on the spec-minimal answer `{}` (the cookies are the sign-in)', async () => {
    const { navigate } = await open({ status: 200, body: {} });
    await signInWith('card@delta.example', 'Password1!');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/overview'));
  });

  it('a failure without an answer: the server message, and the form as it was', async () => {
    const { navigate } = await open(new TypeError('Failed to fetch'));
    await signInWith('card@delta.example', 'Password1!');
    expect(await screen.findByText('Something went wrong. Please refresh the page and try again.')).toBeTruthy();
    expect(password().value).toBe('Password1!');
    expect(navigate).not.toHaveBeenCalled();
  });
});
