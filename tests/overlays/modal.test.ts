// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteModal } from '../../src/ui/modal-element.ts';
import { mount } from './fixture.ts';

const modalMarkup = (id: string) => `
  <site-modal id="${id}">
    <dialog aria-labelledby="${id}-title">
      <div class="panel">
        <h2 id="${id}-title">Title ${id}</h2>
        <button type="button" data-modal-close aria-label="Close">x</button>
        <p>Body</p>
      </div>
    </dialog>
  </site-modal>`;

beforeAll(async () => {
  (await import('../../src/ui/modal-element.ts')).defineSiteModal();
});

beforeEach(() => {
  mount(`<button id="opener">Open</button>${modalMarkup('one')}${modalMarkup('two')}`);
});

const modal = (id: string) => document.getElementById(id) as SiteModal;
const dialog = (id: string) => modal(id).querySelector('dialog')!;

describe('<site-modal> (spec 000 §2 "Reusable modal")', () => {
  it('opens as a modal dialog and closes from its close button, emitting close', () => {
    const closed = vi.fn<(reason: string) => void>();
    modal('one').addEventListener('close', (event) => closed((event as CustomEvent<string>).detail));
    modal('one').open();
    expect(dialog('one').open).toBe(true);
    expect(modal('one').isOpen).toBe(true);
    (modal('one').querySelector('[data-modal-close]') as HTMLButtonElement).click();
    expect(dialog('one').open).toBe(false);
    expect(closed).toHaveBeenCalledWith('dismiss');
  });

  it('closes on a click on the backdrop (the dialog itself), not on a click inside', () => {
    modal('one').open();
    const inside = modal('one').querySelector('p')!;
    inside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    inside.click();
    expect(dialog('one').open).toBe(true);
    dialog('one').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    dialog('one').click();
    expect(dialog('one').open).toBe(false);
  });

  it('a drag from the panel that ends on the backdrop does not close', () => {
    modal('one').open();
    modal('one')
      .querySelector('p')!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    dialog('one').click();
    expect(dialog('one').open).toBe(true);
  });

  it('Escape closes it: the dialog cancels natively and the modal reports a dismissal', () => {
    const closed = vi.fn<(reason: string) => void>();
    modal('one').addEventListener('close', (event) => closed((event as CustomEvent<string>).detail));
    modal('one').open();
    // happy-dom has no native Escape handling: this is what the browser does on Escape.
    dialog('one').dispatchEvent(new Event('cancel'));
    dialog('one').close();
    expect(closed).toHaveBeenCalledWith('dismiss');
  });

  it('returns focus to the opener', () => {
    const opener = document.getElementById('opener')!;
    opener.focus();
    modal('one').open();
    (modal('one').querySelector('[data-modal-close]') as HTMLButtonElement).focus();
    modal('one').close();
    expect(document.activeElement).toBe(opener);
  });

  it('passes a reason to close listeners', () => {
    const closed = vi.fn<(reason: string) => void>();
    modal('one').addEventListener('close', (event) => closed((event as CustomEvent<string>).detail));
    modal('one').open();
    modal('one').close('sign-in');
    expect(closed).toHaveBeenCalledWith('sign-in');
  });

  it('shows one modal at a time: a second waits until the first closes', () => {
    modal('one').open();
    modal('two').open();
    expect(dialog('two').open).toBe(false);
    modal('one').close();
    expect(dialog('two').open).toBe(true);
  });

  it('is labelled by its title', () => {
    expect(dialog('one').getAttribute('aria-labelledby')).toBe('one-title');
    expect(document.getElementById('one-title')?.textContent).toBe('Title one');
  });
});
