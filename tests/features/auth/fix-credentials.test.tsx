// @vitest-environment happy-dom
// Fixing credentials (/fix_credentials) against a scripted POST /api/Members/FixCredentials: the
// identifier sign-in handed over, the new email's rules, refusals as on sign-in, then on.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixCredentialsCopyKeys } from '../../../src/features/auth/copy-keys.ts';
import { member, type Reply } from '../../helpers/browser-runtime.ts';
import { copyOf, kit, recoverMessages, signedOut, stubApi, visit } from './fixture.tsx';

vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

async function open(answer: Reply, handedOver?: string) {
  visit('/fix_credentials');
  if (handedOver) sessionStorage.setItem('fix_credentials_identifier', handedOver);
  const calls = stubApi({ '/api/Member': signedOut, '/api/Members/FixCredentials': answer });
  const { default: FixCredentialsIsland } = await import('../../../src/features/auth/FixCredentialsIsland.tsx');
  const { navigate } = await import('../../../src/lib/navigate.ts');
  render(<FixCredentialsIsland copy={copyOf(fixCredentialsCopyKeys)} kit={kit} messages={recoverMessages} />);
  return { calls, navigate: vi.mocked(navigate) };
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const identifier = () => field(/^Email or SkyMiles Dining number/);
const password = () => field(/^Current password/);
const newEmail = () => field(/^New email address/);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn: Reply = { status: 200, body: { member: member('EnrolledCardMember'), expiresAt: Date.now() + 900_000 } };

describe('fixing credentials', () => {
  it('starts with the identifier sign-in handed over, and asks for the new email as an email', async () => {
    await open(signedIn, 'fix@delta.example');
    await waitFor(() => expect(identifier().value).toBe('fix@delta.example'));
    expect(identifier().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(newEmail().getAttribute('autocomplete')).toBe('email');
    expect(newEmail().type).toBe('email');
  });

  it('signs in with the new email (password cut to 56) and goes on as after sign-in', async () => {
    const { calls, navigate } = await open(signedIn, 'fix@delta.example');
    await waitFor(() => expect(identifier().value).toBe('fix@delta.example'));
    sessionStorage.setItem('login_redirect', '/search');
    const long = `Password1!${'y'.repeat(50)}`;
    await userEvent.type(password(), long);
    await userEvent.type(newEmail(), 'new.me@delta.example');
    await userEvent.click(screen.getByRole('button', { name: 'Update and sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/search'));
    expect(calls.find((call) => call.path === '/api/Members/FixCredentials')?.body).toEqual({
      emailOrPartnerNumber: 'fix@delta.example',
      password: long.slice(0, 56),
      newEmail: 'new.me@delta.example',
    });
    expect(sessionStorage.getItem('fix_credentials_identifier')).toBeNull();
  });

  it('checks the new email before sending', async () => {
    const { calls } = await open(signedIn, 'fix@delta.example');
    await userEvent.type(password(), 'Password1!');
    await userEvent.type(newEmail(), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Update and sign in' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(newEmail());
    expect(calls.some((call) => call.path === '/api/Members/FixCredentials')).toBe(false);
  });

  it('puts errors.newEmail on its field', async () => {
    await open(
      { status: 400, body: { errors: { newEmail: ['This email is already in use.'] }, message: 'Invalid.' } },
      'fix@delta.example',
    );
    await userEvent.type(password(), 'Password1!');
    await userEvent.type(newEmail(), 'card@delta.example');
    await userEvent.click(screen.getByRole('button', { name: 'Update and sign in' }));
    expect(await screen.findByText('This email is already in use.')).toBeTruthy();
    expect(newEmail().getAttribute('aria-invalid')).toBe('true');
    expect(newEmail().value).toBe('card@delta.example');
  });

  it('401 and 429 read as on sign-in, with the way to recover', async () => {
    await open({ status: 401, body: { message: 'Invalid user name or password.' } }, 'fix@delta.example');
    await userEvent.type(password(), 'Wrong1!');
    await userEvent.type(newEmail(), 'new@delta.example');
    await userEvent.click(screen.getByRole('button', { name: 'Update and sign in' }));
    expect(await screen.findByText('Invalid user name or password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recover your account' }).getAttribute('href')).toBe('/recover');

    cleanup();
    await open({ status: 429, body: { message: 'Locked.', lockedUntil: new Date().toISOString() } }, 'fix@delta.example');
    await userEvent.type(password(), 'Wrong1!');
    await userEvent.type(newEmail(), 'new@delta.example');
    await userEvent.click(screen.getByRole('button', { name: 'Update and sign in' }));
    expect(await screen.findByText(/Your account has been locked for 30 minutes\./)).toBeTruthy();
  });
});
