// Automatic modals take turns: one per page view, highest priority first (spec 000 §2 lists them
// without saying they may stack; issue #7). The update-required screen replaces the page, the partner
// sign-in modal is how an sso visitor gets in, the promotional popup can wait. The first present one
// that wants the page view gets it, once every one before it has decided; the others wait for a later
// page view (their cookies are untouched, so they are still owed). Dock items (announcement, install
// banner, surveys) are not modals and never wait: a modal makes them inert while it is open.
// State lives in the DOM, per page view: each candidate's `data-modal-turn` (wants|declines) and
// <html data-modal-turn> once the turn is given (the winner's name, or "none").

/** The automatic modals, by their element names, highest priority first. */
export const modalPriority = ['update-required', 'sso-sign-in-modal', 'general-popup'] as const;

export type AutoModal = (typeof modalPriority)[number];

/**
 * The modal that gets this page view: the first present one that wants it once every present one
 * before it has decided; `undefined` while one before it has not decided; `null` when none wants it.
 */
export function modalWinner(present: ReadonlySet<AutoModal>, wants: ReadonlyMap<AutoModal, boolean>): AutoModal | null | undefined {
  for (const name of modalPriority) {
    if (!present.has(name)) continue;
    const decision = wants.get(name);
    if (decision === undefined) return undefined;
    if (decision) return name;
  }
  return null;
}

const shows = new WeakMap<Element, () => void>();

const isAutoModal = (name: string): name is AutoModal => (modalPriority as readonly string[]).includes(name);

function giveTurn(): void {
  const root = document.documentElement;
  if (root.dataset['modalTurn'] !== undefined) return; // given already this page view
  const present = new Set<AutoModal>();
  const wants = new Map<AutoModal, boolean>();
  const elements = new Map<AutoModal, HTMLElement>();
  for (const name of modalPriority) {
    const element = document.querySelector<HTMLElement>(name);
    if (!element) continue;
    present.add(name);
    elements.set(name, element);
    const decision = element.dataset['modalTurn'];
    if (decision !== undefined) wants.set(name, decision === 'wants');
  }
  const winner = modalWinner(present, wants);
  if (winner === undefined) return;
  root.dataset['modalTurn'] = winner ?? 'none';
  const winning = winner && elements.get(winner);
  if (winning) shows.get(winning)?.();
}

/**
 * A candidate says whether it wants this page view; `show` runs if and when it gets it (at once, or
 * when the ones before it decline). Each candidate decides once per page view.
 */
export function requestModalTurn(element: HTMLElement, wants: boolean, show: () => void): void {
  if (!isAutoModal(element.localName) || element.dataset['modalTurn'] !== undefined) return;
  if (wants) shows.set(element, show);
  element.dataset['modalTurn'] = wants ? 'wants' : 'declines';
  giveTurn();
}
