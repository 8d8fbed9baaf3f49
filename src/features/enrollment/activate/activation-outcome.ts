// Where the activation link leads (spec 000 §4 "Activation"), once the known member's look-up has
// settled: the activation page for a non-activated member (tier 1) without a web profile, otherwise a
// redirect with its reason (rfr 0-4), and the not-found message for anything else.
import type { KnownMember } from '../../../api/contract/member.ts';
import type { KnownState } from '../../../stores/known.ts';

export type ActivationOutcome = { kind: 'redirect'; to: string } | { kind: 'activate'; member: KnownMember } | { kind: 'notFound' };

/** Tier 1: non-activated (spec 000 §6). */
const nonActivated = 1;

export function activationOutcome(publicId: string | null, known: Pick<KnownState, 'status' | 'member'>): ActivationOutcome {
  if (!publicId) return { kind: 'redirect', to: '/join?rfr=0' };
  if (known.status === 'error') return { kind: 'redirect', to: '/join?rfr=1' };
  const member = known.member;
  if (known.status !== 'ready' || !member) return { kind: 'notFound' };
  if (member.tierLevel !== nonActivated && !member.hasWebProfile) return { kind: 'redirect', to: '/join?rfr=2' };
  if (member.hasWebProfile && member.active) return { kind: 'redirect', to: '/login?rfr=3' };
  if (member.hasWebProfile && !member.active) return { kind: 'redirect', to: '/login?rfr=4' };
  if (member.tierLevel === nonActivated) return { kind: 'activate', member };
  return { kind: 'notFound' };
}

/** The public id the activation link carries (spec 000 §4: "no public id in the query" → rfr 0). */
export function publicIdOf(search: string): string | null {
  return new URLSearchParams(search).get('public_id')?.trim() || null;
}
