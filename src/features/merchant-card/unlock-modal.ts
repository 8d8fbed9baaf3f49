// The "Unlock access to earn" modal (spec 000 §2 "Merchant card and carousel": tier 2 or 3 text plus a
// call-to-action link), drawn on demand as a native modal <dialog> with the design system's modal
// styles: the page behind is inert, Escape and the close button close it, a backdrop click closes it,
// and focus returns to the prompt that opened it. Text goes in through textContent only.
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import * as modal from '../../ui/modal.css.ts';
import type { UnlockPrompt } from './earn-rules.ts';

export type UnlockCopyKey = UnlockPrompt['key'] | UnlockPrompt['textKey'] | UnlockPrompt['ctaKey'] | 'modal.close';

let counter = 0;

export function openUnlockModal(opener: HTMLElement, unlock: UnlockPrompt, t: CopyReader<UnlockCopyKey>): HTMLDialogElement {
  const doc = opener.ownerDocument;
  const id = `unlock-modal-${++counter}`;
  const dialog = doc.createElement('dialog');
  dialog.className = modal.dialog;
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-text`);

  const panel = doc.createElement('div');
  panel.className = modal.panel;
  const header = doc.createElement('div');
  header.className = modal.header;
  const title = doc.createElement('h2');
  title.id = `${id}-title`;
  title.className = modal.title;
  title.textContent = t(unlock.key);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = modal.close;
  close.setAttribute('aria-label', t('modal.close'));
  close.textContent = '×';
  header.append(title, close);

  const text = doc.createElement('p');
  text.id = `${id}-text`;
  text.className = modal.body;
  text.textContent = t(unlock.textKey);
  const actions = doc.createElement('div');
  actions.className = modal.actions;
  const cta = doc.createElement('a');
  cta.className = button.primary;
  cta.href = unlock.href;
  cta.textContent = t(unlock.ctaKey);
  actions.append(cta);
  panel.append(header, text, actions);
  dialog.append(panel);

  let pressedBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => {
    pressedBackdrop = event.target === dialog;
  });
  dialog.addEventListener('click', (event) => {
    if ((event.target === dialog && pressedBackdrop) || event.target === close) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener.isConnected) opener.focus();
  });
  doc.body.append(dialog);
  dialog.showModal();
  return dialog;
}
