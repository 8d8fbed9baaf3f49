// The /stgtools island: every state of the form kit on one page, for people and for axe (e2e).
// Empty forms with the required legend and markers, a hint, errors on blur and on submit, a slow
// submit whose server answer puts errors on fields, one that fails with no field at fault, the
// three banner types and the spinner at every size.
import { useMemo } from 'react';
import { spinnerSizes } from '../../theme/layout.ts';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { CheckboxGroup } from '../../ui/form/CheckboxGroup.tsx';
import { ErrorBanner } from '../../ui/form/ErrorBanner.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { Form } from '../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { RequiredLegend } from '../../ui/form/RequiredLegend.tsx';
import { SelectField } from '../../ui/form/SelectField.tsx';
import type { ServerErrorBody } from '../../ui/form/server-errors.ts';
import { SubmitButton } from '../../ui/form/SubmitButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { joinDefaults, joinRules, searchDefaults, searchRules } from './showcase-rules.ts';
import type { ShowcaseText } from './showcase-text.ts';
import * as css from './stgtools.css.ts';

export interface FormKitShowcaseProps {
  copy: FormKitCopy;
  text: ShowcaseText;
}

/** How long the demo "server" takes: long enough to see the busy button. */
export const slowAnswerMs = 1500;

const answerAfter = (body: ServerErrorBody): Promise<ServerErrorBody> =>
  new Promise((resolve) => setTimeout(() => resolve(body), slowAnswerMs));

const states = [
  { value: 'CA', label: 'California' },
  { value: 'GA', label: 'Georgia' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
] as const;

export default function FormKitShowcase({ copy, text }: FormKitShowcaseProps) {
  const join = useMemo(() => joinRules(copy, text), [copy, text]);
  const search = useMemo(() => searchRules(text), [text]);
  // The sandbox's 400 shape (docs/api.md "Conventions"): a nested field, and one not on the form.
  const joinAnswer: ServerErrorBody = {
    errors: { email: [text.emailInUse], 'address.zipCode': [text.zipCodeNotUs], gRecaptchaResponse: [text.captchaFailed] },
    message: text.serverMessage,
  };
  return (
    <div className={css.showcase}>
      <section className={css.section} aria-labelledby="formkit-join">
        <h2 id="formkit-join">{text.joinHeading}</h2>
        <p>{text.joinIntro}</p>
        <Form
          rules={join}
          defaultValues={joinDefaults}
          copy={copy}
          onSubmit={() => answerAfter(joinAnswer)}
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

      <section className={css.section} aria-labelledby="formkit-search">
        <h2 id="formkit-search">{text.searchHeading}</h2>
        <Form
          rules={search}
          defaultValues={searchDefaults}
          copy={copy}
          onSubmit={() => answerAfter({ message: text.searchFailed })}
          headingLevel={3}
          aria-labelledby="formkit-search"
        >
          <RequiredLegend />
          <Field name="location" label={text.location} required autoComplete="address-level2" enterKeyHint="search" />
          <SelectField
            name="distance"
            label={text.distance}
            placeholder={text.distanceAny}
            options={[
              { value: '5', label: '5 mi' },
              { value: '25', label: '25 mi' },
            ]}
          />
          <div className={css.actions}>
            <SubmitButton>{text.searchSubmit}</SubmitButton>
          </div>
        </Form>
      </section>

      <section className={css.section} aria-labelledby="formkit-banners">
        <h2 id="formkit-banners">{text.bannersHeading}</h2>
        <ErrorBanner type="error" title={copy.errorBannerTitle} messages={text.errorBanner} headingLevel={3} />
        <ErrorBanner type="success" messages={text.successBanner} />
        <ErrorBanner type="warning" messages={text.warningBanner} />
      </section>

      <section className={css.section} aria-labelledby="formkit-spinners">
        <h2 id="formkit-spinners">{text.spinnersHeading}</h2>
        <ul className={css.spinners}>
          {spinnerSizes.map((size) => (
            <li key={size} className={css.spinnerItem}>
              <Spinner size={size} message={copy.loading} hideMessage />
              <span>{`${size} px`}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
