// The showcase's join-style form: the required legend and markers, a hint, errors on blur and on
// submit, and a slow submit whose server answer puts errors on fields (one nested, one not on the
// form) with a message.
import { useMemo } from 'react';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { CheckboxGroup } from '../../ui/form/CheckboxGroup.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { Form } from '../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { RequiredLegend } from '../../ui/form/RequiredLegend.tsx';
import { SelectField } from '../../ui/form/SelectField.tsx';
import type { ServerErrorBody } from '../../ui/form/server-errors.ts';
import { SubmitButton } from '../../ui/form/SubmitButton.tsx';
import { joinDefaults, joinRules } from './showcase-rules.ts';
import type { ShowcaseText } from './showcase-text.ts';
import { answerAfter } from './slow-answer.ts';
import * as css from './stgtools.css.ts';

const states = [
  { value: 'CA', label: 'California' },
  { value: 'GA', label: 'Georgia' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
] as const;

export function JoinShowcaseForm({ copy, text }: { copy: FormKitCopy; text: ShowcaseText }) {
  const rules = useMemo(() => joinRules(copy, text), [copy, text]);
  // The sandbox's 400 shape (docs/api.md "Conventions"): a nested field, and one not on the form.
  const answer: ServerErrorBody = {
    errors: { email: [text.emailInUse], 'address.zipCode': [text.zipCodeNotUs], gRecaptchaResponse: [text.captchaFailed] },
    message: text.serverMessage,
  };
  return (
    <section className={css.section} aria-labelledby="formkit-join">
      <h2 id="formkit-join">{text.joinHeading}</h2>
      <p>{text.joinIntro}</p>
      <Form
        rules={rules}
        defaultValues={joinDefaults}
        copy={copy}
        onSubmit={() => answerAfter(answer)}
        headingLevel={3}
        aria-labelledby="formkit-join"
      >
        <RequiredLegend />
        <Field
          name="email"
          label={text.email}
          type="email"
          required
          hint={text.emailHint}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <Field name="password" label={text.password} type="password" required autoComplete="new-password" />
        <Field
          name="partnerNumber"
          label={text.partnerNumber}
          hint={text.partnerNumberHint}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
        />
        <Field name="address.zipCode" label={text.zipCode} required inputMode="numeric" maxLength={5} autoComplete="postal-code" />
        <SelectField
          name="state"
          label={text.state}
          options={states}
          placeholder={text.statePlaceholder}
          required
          autoComplete="address-level1"
        />
        <CheckboxGroup
          name="optIns"
          legend={text.optInsLegend}
          options={[
            { value: 'email', label: text.emailOptIn },
            { value: 'sms', label: text.smsOptIn },
          ]}
        />
        <CheckboxField name="terms" label={text.terms} required />
        <div className={css.actions}>
          <SubmitButton>{text.joinSubmit}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
