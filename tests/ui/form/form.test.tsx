// @vitest-environment happy-dom
// The form kit as a member meets it (spec 000 §5 general form rules): labels and descriptions,
// errors on blur and on submit, focus on the first invalid field, the polite announcement, and a
// server answer's field errors on their fields.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '../../../src/ui/form/CheckboxField.tsx';
import { Form } from '../../../src/ui/form/Form.tsx';
import { SubmitButton } from '../../../src/ui/form/SubmitButton.tsx';
import { announced, copy, descriptionsOf, field, renderForm, termsMessage, validValues, type Values } from './fixture.tsx';

afterEach(cleanup);

async function fillValidly(user: ReturnType<typeof userEvent.setup>, except: readonly string[] = []) {
  if (!except.includes('email')) await user.type(field('Email'), validValues.email);
  if (!except.includes('password')) await user.type(screen.getByLabelText(/^Password/), validValues.password);
  if (!except.includes('zipCode')) await user.type(field('ZIP code'), validValues.zipCode);
  if (!except.includes('state')) await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), validValues.state);
  if (!except.includes('terms')) await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('form kit: markup', () => {
  it('labels every control, marks required ones and shows the legend', () => {
    renderForm();
    expect(screen.getByText('* Required field')).toBeTruthy();
    const email = field('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(field('Nickname').hasAttribute('required')).toBe(false);
    // The visible marker is in the label, hidden from the accessible name (the required state says it).
    expect(screen.getByText('Email').closest('label')?.textContent).toBe('Email *');
    expect(screen.getByRole('combobox', { name: 'State' }).hasAttribute('required')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' }).hasAttribute('required')).toBe(true);
    expect(screen.getByRole('group', { name: 'Keep me posted' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Join' })).toBeTruthy();
  });

  it('renders the submit disabled in the static HTML, so nothing submits before the island hydrates', () => {
    const html = renderToString(
      <Form rules={{}} defaultValues={{}} copy={copy} onSubmit={() => undefined}>
        <SubmitButton>Join</SubmitButton>
      </Form>,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).toContain('aria-live="polite"');
  });

  it('renders a checkbox that starts ticked as ticked in the static HTML, so nothing flips on hydration', () => {
    const html = renderToString(
      <Form rules={{}} defaultValues={{ emailOptIn: true, smsOptIn: false }} copy={copy} onSubmit={() => undefined}>
        <CheckboxField name="emailOptIn" label="Email me offers" />
        <CheckboxField name="smsOptIn" label="Text me offers" />
      </Form>,
    );
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map(([tag]) => tag);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('checked=""');
    expect(boxes[1]).not.toContain('checked=""');
  });

  it('turns native validation off and passes browser helpers through', () => {
    renderForm();
    expect(screen.getByRole('form').hasAttribute('novalidate')).toBe(true);
    const email = field('Email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('maxlength')).toBe('80');
    expect(email.getAttribute('name')).toBe('email');
    expect(field('ZIP code').getAttribute('name')).toBe('address.zipCode');
  });

  it('describes a field by its hint until there is an error, then by the error first', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = field('Email');
    expect(descriptionsOf(email)).toEqual(['We send receipts here.']);
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    await user.click(email);
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(email)).toEqual([copy.required, 'We send receipts here.']);
  });

  it('does not block paste', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(field('Email'));
    await user.paste('pasted@example.com');
    expect((field('Email') as HTMLInputElement).value).toBe('pasted@example.com');
  });
});

describe('form kit: validation', () => {
  it('shows "This field is required." when a required field is left, not before', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByText(copy.required)).toBeNull();
    await user.click(field('Email'));
    expect(screen.queryByText(copy.required)).toBeNull();
    await user.tab();
    expect(screen.getByText(copy.required)).toBeTruthy();
    expect(descriptionsOf(field('Email'))[0]).toBe(copy.required);
  });

  it('follows each change once an error shows', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(field('Email'));
    await user.tab();
    await user.type(field('Email'), 'ann');
    expect(descriptionsOf(field('Email'))[0]).toBe('Please enter a valid email address.');
    await user.type(field('Email'), '@example.com');
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionsOf(field('Email'))).toEqual(['We send receipts here.']);
  });

  it('on submit shows every error, focuses the first invalid field and announces the count politely', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Email'));
    // email, password, zip, state: copy.required (password has no message of its own); terms: its own.
    expect(screen.getAllByText(copy.required)).toHaveLength(4);
    expect(screen.getByText(termsMessage)).toBeTruthy();
    expect(announced()).toBe(`5 errors: ${copy.required}`);
    expect(document.querySelector('[aria-live="polite"]')?.getAttribute('aria-atomic')).toBe('true');
  });

  it('focuses the first invalid field in page order when earlier ones are fine (Enter submits)', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValidly(user, ['password', 'terms']);
    await user.type(field('Email'), '{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
    expect(announced()).toBe(`2 errors: ${copy.required}`);
  });

  it('says "1 error" for one, and speaks again when the same failure repeats', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValidly(user, ['terms']);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(announced()).toBe(`1 error: ${termsMessage}`);
    const region = document.querySelector('[aria-live="polite"]');
    const first = region?.textContent;
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(announced()).toBe(`1 error: ${termsMessage}`);
    expect(region?.textContent).not.toBe(first);
  });

  it('hands the parsed values to onSubmit when everything is valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(values: Values) => unknown>();
    renderForm(onSubmit);
    await fillValidly(user);
    await user.click(screen.getByRole('checkbox', { name: 'By text' }));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: validValues.email,
      password: validValues.password,
      nickname: '',
      address: { zipCode: validValues.zipCode },
      state: 'GA',
      optIns: ['sms'],
      terms: true,
    });
    expect(announced()).toBe('');
  });
});

describe('form kit: submitting and server answers', () => {
  it('disables the submit and marks it busy while sending, and says so', async () => {
    const user = userEvent.setup();
    const answer = deferred<undefined>();
    renderForm(() => answer.promise);
    await fillValidly(user);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Join' });
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(announced()).toBe(copy.submitting);
    await act(async () => {
      answer.resolve(undefined);
      await answer.promise;
    });
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('puts a 400 answer\u2019s field errors on their (nested) fields, focuses the first, and the rest in the banner', async () => {
    const user = userEvent.setup();
    renderForm(() => ({
      errors: {
        'address.zipCode': ['This ZIP code is not located in the U.S.'],
        gRecaptchaResponse: ['You must complete the reCAPTCHA to continue.'],
      },
      message: 'We could not process your request. Please check the form for errors.',
    }));
    await fillValidly(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const zip = field('ZIP code');
    expect(document.activeElement).toBe(zip);
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(zip)).toEqual(['This ZIP code is not located in the U.S.']);
    const banner = screen.getByRole('heading', { name: copy.errorBannerTitle }).parentElement;
    expect(banner?.querySelectorAll('li')).toHaveLength(2);
    expect(banner?.textContent).toContain('We could not process your request. Please check the form for errors.');
    expect(banner?.textContent).toContain('You must complete the reCAPTCHA to continue.');
    expect(announced()).toBe('3 errors: This ZIP code is not located in the U.S.');
    // Correcting the field clears its server error.
    await user.type(zip, '{Backspace}2');
    expect(zip.hasAttribute('aria-invalid')).toBe(false);
  });

  it('takes the answer thrown as an error\u2019s body (the api client\u2019s ApiError)', async () => {
    const user = userEvent.setup();
    renderForm(() =>
      Promise.reject(
        Object.assign(new Error('Bad Request'), {
          status: 400,
          body: { errors: { email: ['This email is already in use.'] }, message: 'Invalid.' },
        }),
      ),
    );
    await fillValidly(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(document.activeElement).toBe(field('Email'));
    expect(descriptionsOf(field('Email'))[0]).toBe('This email is already in use.');
    expect(announced()).toBe('2 errors: This email is already in use.');
  });

  it('focuses the banner heading when no field is at fault', async () => {
    const user = userEvent.setup();
    renderForm(() => ({ message: 'Something went wrong. Please refresh the page and try again.' }));
    await fillValidly(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const heading = screen.getByRole('heading', { name: copy.errorBannerTitle });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(announced()).toBe('1 error: Something went wrong. Please refresh the page and try again.');
  });

  it('shows the generic server message when the failure has no readable answer', async () => {
    const user = userEvent.setup();
    renderForm(() => Promise.reject(Object.assign(new Error('Bad Gateway'), { status: 502, body: '<html>' })));
    await fillValidly(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText(copy.serverError)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: copy.errorBannerTitle }));
  });

  it('never shows a network error’s developer message', async () => {
    const user = userEvent.setup();
    renderForm(() => Promise.reject(new TypeError('Failed to fetch')));
    await fillValidly(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText(copy.serverError)).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });

  it('clears the banner when the next submit starts', async () => {
    const user = userEvent.setup();
    const answers = [{ message: 'Try again.' }, undefined];
    renderForm(() => answers.shift());
    await fillValidly(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.queryByText('Try again.')).toBeNull();
    expect(screen.queryByRole('heading', { name: copy.errorBannerTitle })).toBeNull();
  });
});
