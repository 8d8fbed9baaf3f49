// A small form built with the kit the way features will build theirs, and the built-in copy.
import { render, screen, type RenderResult } from '@testing-library/react';
import { copyDefaults } from '../../../src/site/copy-table.ts';
import { CheckboxField } from '../../../src/ui/form/CheckboxField.tsx';
import { CheckboxGroup } from '../../../src/ui/form/CheckboxGroup.tsx';
import { Field } from '../../../src/ui/form/Field.tsx';
import { Form } from '../../../src/ui/form/Form.tsx';
import { formKitCopyFrom } from '../../../src/ui/form/form-kit-copy.ts';
import { minLength, required, satisfies, type Rules } from '../../../src/ui/form/rules.ts';
import { RequiredLegend } from '../../../src/ui/form/RequiredLegend.tsx';
import { SelectField } from '../../../src/ui/form/SelectField.tsx';
import { SubmitButton } from '../../../src/ui/form/SubmitButton.tsx';

export const copy = formKitCopyFrom((key) => copyDefaults[key]);

export const termsMessage = 'Please accept the terms.';

export interface Values {
  email: string;
  password: string;
  nickname: string;
  address: { zipCode: string };
  state: string;
  optIns: string[];
  terms: boolean;
}

const rules: Rules<Values> = {
  email: [
    required(copy.required),
    satisfies((value) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(value), 'Please enter a valid email address.'),
  ],
  password: [required(copy.required), minLength(8, 'Use at least 8 characters.')],
  'address.zipCode': required(copy.required),
  state: required(copy.required),
  terms: required(termsMessage),
};

const defaults = { email: '', password: '', nickname: '', address: { zipCode: '' }, state: '', optIns: [], terms: false };

export function renderForm(onSubmit: (values: Values) => unknown = () => undefined): RenderResult {
  return render(
    <>
      <h2 id="heading">Join</h2>
      <Form rules={rules} defaultValues={defaults} copy={copy} onSubmit={onSubmit} aria-labelledby="heading">
        <RequiredLegend />
        <Field
          name="email"
          label="Email"
          type="email"
          required
          hint="We send receipts here."
          autoComplete="email"
          inputMode="email"
          maxLength={80}
        />
        <Field name="password" label="Password" type="password" required autoComplete="new-password" />
        <Field name="nickname" label="Nickname" />
        <Field name="address.zipCode" label="ZIP code" required inputMode="numeric" maxLength={5} />
        <SelectField
          name="state"
          label="State"
          required
          placeholder="Select a state"
          options={[
            { value: 'GA', label: 'Georgia' },
            { value: 'NY', label: 'New York' },
          ]}
        />
        <CheckboxGroup
          name="optIns"
          legend="Keep me posted"
          options={[
            { value: 'email', label: 'By email' },
            { value: 'sms', label: 'By text' },
          ]}
        />
        <CheckboxField name="terms" label="I accept the terms" required />
        <SubmitButton>Join</SubmitButton>
      </Form>
    </>,
  );
}

export const field = (name: string): HTMLElement => screen.getByRole('textbox', { name });

/** The polite live region's words (the no-break space that forces a repeat to speak trimmed). */
export function announced(): string {
  const region = document.querySelector('[aria-live="polite"]');
  return (region?.textContent ?? '').trim();
}

/** The texts aria-describedby points `element` at, in order. */
export function descriptionsOf(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`);
}

/** Fills everything validly except what the test leaves out. */
export const validValues = { email: 'ann@example.com', password: 'Password1!', zipCode: '30301', state: 'GA' } as const;
