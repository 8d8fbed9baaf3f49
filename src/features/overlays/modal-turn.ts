// Automatic modals take turns: one per page view, highest priority first (spec 000 §2 lists them
// without saying they may stack; issue #7). The update-required screen replaces the page, the partner
// sign-in modal is how an sso visitor gets in, the promotional popup can wait. The first present one
// that wants the page view gets it, once every one before it has decided; the others wait for a later
// page view (their cookies are untouched, so they are still owed). Dock items (announcement, install
// banner, surveys) are not modals; the announcement bar waits for the turn and shows only when no
// modal took it (whenModalTurnGiven): at most one automatic interruption per page view (issue #24).
// No promotional or sign-in modal opens over a sign-in, join, recovery or card form (isFormPage).
// State lives in the DOM, per page view: each candidate's `data-modal-turn` (wants|declines) and
// <html data-modal-turn> once the turn is given (the winner's name, or "none").
import { matchesAnyPrefix } from '../../lib/path-prefix.ts';
import { activatePath, addCardPath, fixCredentialsPath, joinPath, loginPath, recoverPath } from '../../site/paths.ts';

/** The automatic modals, by their element names, highest priority first. */
export const modalPriority = ['update-required', 'sso-sign-in-modal', 'general-popup'] as const;

export type AutoModal = (typeof modalPriority)[number];

/** Pages whose content is a form the visitor came to fill in (sign-in: /login and the sso /Login alike,
 *  the path match ignores case; joining; recovery; credential fixing; cards; activation). */
export const formPagePaths = [loginPath, joinPath, recoverPath, fixCredentialsPath, addCardPath, activatePath] as const;

export const isFormPage = (path: string): boolean => matchesAnyPrefix(path, formPagePaths);

/** Dispatched on document when the page view's turn is given. */
const turnGiven = 'modal-turn-given';

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
  document.dispatchEvent(new Event(turnGiven));
}

/**
 * A candidate says whether it wants this page view; `show` runs if and when it gets it (at once, or
 * when the ones before it decline). Each candidate decides once per page view.
 */
export function requestModalTurn(element: HTMLElement, wanted: boolean, show: () => void): void {
  if (!isAutoModal(element.localName) || element.dataset['modalTurn'] !== undefined) return;
  // The update-required screen replaces the page, form included; the others would cover the form.
  const wants = wanted && (element.localName === 'update-required' || !isFormPage(location.pathname));
  if (wants) shows.set(element, show);
  element.dataset['modalTurn'] = wants ? 'wants' : 'declines';
  giveTurn();
}

/**
 * Runs `run` with the page view's winner ("none" when no modal took it) once the turn is given: at
 * once when it has been, or when the page has no automatic modal at all.
 */
export function whenModalTurnGiven(run: (winner: AutoModal | 'none') => void): void {
  const given = (): AutoModal | 'none' | undefined => document.documentElement.dataset['modalTurn'] as AutoModal | 'none' | undefined;
  const winner = given();
  if (winner !== undefined) return run(winner);
  if (!modalPriority.some((name) => document.querySelector(name))) return run('none');
  document.addEventListener(turnGiven, () => run(given() ?? 'none'), { once: true });
}
