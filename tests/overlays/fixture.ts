// Shared set-up for the overlay element tests: a controllable member store (the real one fetches).
import { atom, computed } from 'nanostores';
import { userStateOf } from '../../src/stores/user-state.ts';

export type TestUserState = 'anonymous' | 'known' | 'card_member' | 'non_card_member' | 'closed_account';

export function memberStoreMock() {
  const $member = atom<{ status: 'idle' | 'loading' | 'ready' | 'error'; member: { publicId: string; memberType: string } | null }>({
    status: 'loading',
    member: null,
  });
  const $known = atom<{ status: string; member: unknown }>({ status: 'idle', member: null });
  const $userState = computed([$member, $known], ({ member }, known): TestUserState => userStateOf(member, known));
  return { $member, $known, $userState, loadMember: () => Promise.resolve(null) };
}

export type MemberStoreMock = ReturnType<typeof memberStoreMock>;

/** Sets location.pathname (and search) in happy-dom without a navigation. */
export function visit(path: string): void {
  history.replaceState(null, '', path);
}

/** Inserts markup with its children already in place, as the parser has done by the time a
 *  module script defines the elements (innerHTML in happy-dom connects parents first). */
export function mount(markup: string): void {
  const template = document.createElement('template');
  template.innerHTML = markup;
  document.body.replaceChildren(template.content);
}
