// @vitest-environment happy-dom
// Nothing typed is lost before the island runs: a member who types into the server-rendered form
// while scripts still load keeps every character once the form hydrates, and the values are sent.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { useWatch } from '../../../src/ui/form/form-state.ts';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '../../../src/ui/form/CheckboxField.tsx';
import { Field } from '../../../src/ui/form/Field.tsx';
import { Form } from '../../../src/ui/form/Form.tsx';
import { required } from '../../../src/ui/form/rules.ts';
import { SubmitButton } from '../../../src/ui/form/SubmitButton.tsx';
import { copy } from './fixture.tsx';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

interface Values {
  email: string;
  nickname: string;
  rememberMe: boolean;
}

/** What the form's state holds (a field that follows another, like the SMS opt-in follows the phone). */
function Echo() {
  const email = useWatch<Values, 'email'>({ name: 'email' });
  return <output>Signing in as {email || 'nobody'}</output>;
}

function SignInLike({ onSubmit }: { onSubmit: (values: Values) => unknown }) {
  return (
    <Form<Values>
      rules={{ email: required(copy.required) }}
      defaultValues={{ email: '', nickname: '', rememberMe: false }}
      copy={copy}
      onSubmit={onSubmit}
    >
      <Field name="email" label="Email" required />
      <Field name="nickname" label="Nickname" />
      <CheckboxField name="rememberMe" label="Remember me" />
      <Echo />
      <SubmitButton>Sign In</SubmitButton>
    </Form>
  );
}

describe('typing before the island runs', () => {
  it('keeps what was typed into the static form and sends it', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInLike onSubmit={onSubmit} />);
    document.body.append(container);
    // The member types into the server's HTML: no React yet.
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'early@delta.example';
    container.querySelector<HTMLInputElement>('input[name="rememberMe"]')!.checked = true;

    act(() => {
      hydrateRoot(container, <SignInLike onSubmit={onSubmit} />);
    });

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Email/ }).value).toBe('early@delta.example');
    expect(screen.getByRole('status').textContent).toBe('Signing in as early@delta.example');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nickname' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'early@delta.example', nickname: '', rememberMe: true });
  });
});
