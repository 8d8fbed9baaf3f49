// @vitest-environment happy-dom
// The password input (spec 000 §4 "Password input", §8 keyboard warnings): show/hide, and the Caps
// Lock / Num Lock warnings tied to the field and announced politely.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { copyDefaults } from '../../../src/site/copy-table.ts';
import { Form } from '../../../src/ui/form/Form.tsx';
import { passwordCopyFrom } from '../../../src/ui/form/password-copy.ts';
import { PasswordField } from '../../../src/ui/form/PasswordField.tsx';
import { copy } from './fixture.tsx';

afterEach(cleanup);

const passwordCopy = passwordCopyFrom((key) => copyDefaults[key]);

function renderPassword() {
  render(
    <Form rules={{}} defaultValues={{ password: '' }} copy={copy} onSubmit={() => undefined}>
      <PasswordField name="password" label="Password" autoComplete="current-password" copy={passwordCopy} required />
    </Form>,
  );
  return screen.getByLabelText<HTMLInputElement>(/^Password/);
}

/** A key event whose getModifierState reports the given locks. */
function keyWithLocks(input: HTMLElement, locks: { CapsLock?: boolean; NumLock?: boolean }) {
  const event = new KeyboardEvent('keydown', { key: 'a', bubbles: true });
  Object.defineProperty(event, 'getModifierState', { value: (name: string) => Boolean(locks[name as keyof typeof locks]) });
  fireEvent(input, event);
}

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and says which state it is in', async () => {
    const input = renderPassword();
    expect(input.type).toBe('password');
    // The label names the field alone (a toggle called "Show password" would match it too).
    expect(screen.getAllByLabelText(/password/i)).toEqual([input]);
    expect(input.autocomplete).toBe('current-password');
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.type).toBe('password');
  });

  it('warns of Caps Lock, Num Lock and both, describing the field with the warning', () => {
    const input = renderPassword();
    const warning = () => document.querySelector('[aria-live="polite"]')?.textContent;
    keyWithLocks(input, { CapsLock: true });
    expect(warning()).toBe('Caps lock is on.');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.textContent === 'Caps lock is on.')).toBe(true);
    keyWithLocks(input, { NumLock: true });
    expect(warning()).toBe('Num lock is on.');
    keyWithLocks(input, { CapsLock: true, NumLock: true });
    expect(warning()).toBe('Caps and Num lock are on.');
    keyWithLocks(input, {});
    expect(warning()).toBe('');
    const warningId = document.querySelector('[aria-live="polite"]')?.id ?? 'none';
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).not.toContain(warningId);
  });

  it('lets a password be pasted', async () => {
    const input = renderPassword();
    input.focus();
    await userEvent.paste('Password1!');
    expect(input.value).toBe('Password1!');
  });
});
