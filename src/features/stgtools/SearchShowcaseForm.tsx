// The showcase's search-style form: a required field and an optional select, and a slow submit that
// fails with no field at fault (the form's own message).
import { useMemo } from 'react';
import { Field } from '../../ui/form/Field.tsx';
import { Form } from '../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { RequiredLegend } from '../../ui/form/RequiredLegend.tsx';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { SubmitButton } from '../../ui/form/SubmitButton.tsx';
import { searchDefaults, searchRules } from './showcase-rules.ts';
import type { ShowcaseText } from './showcase-text.ts';
import { answerAfter } from './slow-answer.ts';
import * as css from './stgtools.css.ts';

export function SearchShowcaseForm({ copy, text }: { copy: FormKitCopy; text: ShowcaseText }) {
  const rules = useMemo(() => searchRules(text), [text]);
  return (
    <section className={css.section} aria-labelledby="formkit-search">
      <h2 id="formkit-search">{text.searchHeading}</h2>
      <Form
        rules={rules}
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
  );
}
