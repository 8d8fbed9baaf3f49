// @vitest-environment happy-dom
// The activation link (/activate; spec 000 §4 "Activation") against a scripted known-member look-up:
// each redirect with its reason (rfr 0-4), the not-found message, and the activation page: its button
// disabled while the request runs, success to /activate/activated, and the error with the support phone.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activationOutcome, publicIdOf } from '../../../src/features/enrollment/activate/activation-outcome.ts';
import type { ActivateIslandProps } from '../../../src/features/enrollment/activate/ActivateIsland.tsx';
import { activateCopyKeys } from '../../../src/features/enrollment/copy-keys.ts';
import type { KnownMember } from '../../../src/api/contract/member.ts';
import { withBrowserRuntime, type Reply } from '../../helpers/browser-runtime.ts';
import { copyOf, deferred, scriptApi, text, type Call } from './fixture.ts';

vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();
afterEach(cleanup);

const known = (extra: Partial<KnownMember> = {}): KnownMember => ({
  publicId: 'delta-inactive',
  firstName: 'Ira',
  lastName: 'Nash',
  email: 'i***@delta.example',
  memberType: 'EnrolledCardMember',
  tierLevel: 1,
  active: false,
  hasWebProfile: false,
  interfaceType: 'known',
  ...extra,
});

describe('where the link leads', () => {
  const ready = (member: KnownMember) => ({ status: 'ready' as const, member });

  it.each([
    ['no public id', null, ready(known()), '/join?rfr=0'],
    ['a failed look-up', 'x', { status: 'error' as const, member: null }, '/join?rfr=1'],
    ['activated, no web profile', 'x', ready(known({ tierLevel: 2 })), '/join?rfr=2'],
    ['opted out, no web profile', 'x', ready(known({ tierLevel: 0 })), '/join?rfr=2'],
    ['a web profile, active', 'x', ready(known({ tierLevel: 2, hasWebProfile: true, active: true })), '/login?rfr=3'],
    ['a web profile, not active', 'x', ready(known({ tierLevel: 2, hasWebProfile: true, active: false })), '/login?rfr=4'],
    ['tier 1 with a web profile, active', 'x', ready(known({ hasWebProfile: true, active: true })), '/login?rfr=3'],
  ])('%s → %s', (_, publicId, state, to) => {
    expect(activationOutcome(publicId, state)).toEqual({ kind: 'redirect', to });
  });

  it('a non-activated member without a web profile gets the activation page; no answer is not found', () => {
    expect(activationOutcome('x', ready(known()))).toEqual({ kind: 'activate', member: known() });
    expect(activationOutcome('x', { status: 'ready', member: null })).toEqual({ kind: 'notFound' });
  });

  it('reads the public id from the query only', () => {
    expect(publicIdOf('?public_id=delta-inactive')).toBe('delta-inactive');
    expect(publicIdOf('?public_id=')).toBeNull();
    expect(publicIdOf('')).toBeNull();
  });
});

const props: ActivateIslandProps = {
  copy: { ...copyOf(activateCopyKeys), 'activate.supportPhone': 'Customer support phone is {phone}.' },
  content: {
    title: 'Activate your membership',
    bodyHtml: '<p>It takes <strong>one</strong> click.</p>',
    buttonText: 'Activate now',
    image: null,
  },
  supportPhone: { href: 'tel:+18005550101', formatted: '1-800-555-0101' },
};

let calls: Call[];

async function renderLink(
  search: string,
  lookup: Reply,
  activation: Reply | (() => Promise<Reply>) = { status: 200, body: { activated: true } },
) {
  ({ calls } = scriptApi({
    'GET /api/Member/delta-inactive': lookup,
    'GET /api/Member/nope': lookup,
    'POST /api/Member/Activate': activation,
  }));
  history.replaceState(null, '', `/activate${search}`);
  const { default: ActivateIsland } = await import('../../../src/features/enrollment/activate/ActivateIsland.tsx');
  const { navigate, replacePage } = await import('../../../src/lib/navigate.ts');
  render(<ActivateIsland {...props} />);
  return { navigate: vi.mocked(navigate), replacePage: vi.mocked(replacePage) };
}

describe('the activation page', () => {
  it('shows a spinner first, then sends a visitor without a public id to join (rfr 0)', async () => {
    const { replacePage } = await renderLink('', { status: 200, body: known() });
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/join?rfr=0'));
    expect(screen.getByRole('status').textContent).toBe(text('activate.loading'));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['an unknown public id', { status: 404, body: { message: 'No member.' } }, '/join?rfr=1'],
    ['an activated member', { status: 200, body: known({ tierLevel: 2 }) }, '/join?rfr=2'],
    ['a member who can sign in', { status: 200, body: known({ tierLevel: 2, hasWebProfile: true, active: true }) }, '/login?rfr=3'],
    ['a closed account', { status: 200, body: known({ tierLevel: 2, hasWebProfile: true, active: false }) }, '/login?rfr=4'],
  ] as const)('%s → %s', async (_, lookup, to) => {
    const { replacePage } = await renderLink('?public_id=delta-inactive', lookup);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(to));
  });

  it('reads a spec-minimal look-up: a number public id, an unknown member type, no extras', async () => {
    const { replacePage } = await renderLink('?public_id=delta-inactive', {
      status: 200,
      body: {
        publicId: 4242,
        firstName: 'Ira',
        lastName: 'Nash',
        email: 'i***@delta.example',
        memberType: 'FutureMember',
        tierLevel: 1,
        active: false,
        hasWebProfile: false,
      },
    });
    expect(await screen.findByRole('button', { name: 'Activate now' })).toBeTruthy();
    expect(screen.getByText('Welcome, Ira.')).toBeTruthy();
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('an unknown tier without a web profile is sent to join (rfr 2), not broken', async () => {
    const { replacePage } = await renderLink('?public_id=delta-inactive', { status: 200, body: known({ tierLevel: 7 as never }) });
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/join?rfr=2'));
  });

  it('activates a non-activated member: the button waits for the answer, then the activated page', async () => {
    const answer = deferred<Reply>();
    const { navigate, replacePage } = await renderLink('?public_id=delta-inactive', { status: 200, body: known() }, () => answer.promise);
    const button = await screen.findByRole('button', { name: 'Activate now' });
    expect(screen.getByRole('heading', { name: 'Activate your membership' })).toBeTruthy();
    expect(screen.getByText('Welcome, Ira.')).toBeTruthy();
    expect(screen.getByText('one').tagName).toBe('STRONG');
    await userEvent.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/Member/Activate', body: { publicId: 'delta-inactive' } });
    await act(() => {
      answer.resolve({ status: 200, body: { activated: true } });
      return Promise.resolve();
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/activate/activated'));
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('a failed activation says so with the support phone as a link, and can be tried again', async () => {
    const { navigate } = await renderLink(
      '?public_id=delta-inactive',
      { status: 200, body: known() },
      { status: 404, body: { message: 'No.' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Activate now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text('activate.error'));
    expect(alert.textContent).toContain('Customer support phone is 1-800-555-0101.');
    expect(screen.getByRole('link', { name: '1-800-555-0101' }).getAttribute('href')).toBe('tel:+18005550101');
    expect(screen.getByRole('button', { name: 'Activate now' }).hasAttribute('disabled')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
