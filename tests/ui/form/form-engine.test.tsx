// @vitest-environment happy-dom
// The kit's engine is react-hook-form (issue #23): its hooks are the library's own, the form's
// values reach the controls (nested names, a ticked box, a group of boxes), a group of boxes is read
// as the list of ticked values, and a new submit replaces a server error. (Before issue #23 the kit
// kept a store of its own, src/ui/form/form-store.ts; these replace that store's tests.)
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as reactHookForm from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '../../../src/ui/form/CheckboxField.tsx';
import { CheckboxGroup } from '../../../src/ui/form/CheckboxGroup.tsx';
import { Field } from '../../../src/ui/form/Field.tsx';
import { Form } from '../../../src/ui/form/Form.tsx';
import * as kit from '../../../src/ui/form/form-state.ts';
import { required } from '../../../src/ui/form/rules.ts';
import { SubmitButton } from '../../../src/ui/form/SubmitButton.tsx';
import { copy } from './fixture.tsx';

afterEach(cleanup);

interface Values {
  email: string;
  address: { zipCode: string };
  optIn: boolean;
  cuisines: string[];
}

const defaults: Values = { email: '', address: { zipCode: '02108' }, optIn: true, cuisines: ['thai'] };

function renderEngineForm(onSubmit: (values: Values) => unknown) {
  render(
    <Form<Values> rules={{ email: required('Email is required.') }} defaultValues={defaults} copy={copy} onSubmit={onSubmit}>
      <Field name="email" label="Email" />
      <Field name="address.zipCode" label="ZIP code" />
      <CheckboxField name="optIn" label="Keep me posted" />
      <CheckboxGroup
        name="cuisines"
        legend="Cuisines"
        options={[
          { value: 'thai', label: 'Thai' },
          { value: 'sushi', label: 'Sushi' },
        ]}
      />
      <SubmitButton>Send</SubmitButton>
    </Form>,
  );
}

describe('form kit engine', () => {
  it('is react-hook-form: the kit hands out its hooks', () => {
    expect(kit.useFormContext).toBe(reactHookForm.useFormContext);
    expect(kit.useWatch).toBe(reactHookForm.useWatch);
    expect(kit.useController).toBe(reactHookForm.useController);
  });

  it('shows the starting values in the controls, nested names and boxes included', () => {
    renderEngineForm(vi.fn());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'ZIP code' }).value).toBe('02108');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Keep me posted' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Thai' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Sushi' }).checked).toBe(false);
  });

  it('reads a group of boxes as the ticked values, and a new submit replaces a server error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(values: Values) => unknown>()
      .mockResolvedValueOnce({ errors: { email: ['This email is already in use.'] } })
      .mockResolvedValue(undefined);
    renderEngineForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await user.click(screen.getByRole('checkbox', { name: 'Sushi' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ ...defaults, email: 'a@b.co', cuisines: ['thai', 'sushi'] });
    expect(await screen.findByText('This email is already in use.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This email is already in use.')).toBeNull();
  });
});
