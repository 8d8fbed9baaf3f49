// react-hook-form set up the kit's way (spec 000 §5 "General form rules"): the fields' rules as its
// resolver, errors on blur and on submit and then live as the member corrects them, and no focus of
// its own (<Form> focuses the first invalid field in page order, not registration order).
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { changedControls } from './form-controls.ts';
import { rulesResolver, type Rules } from './rules.ts';

export function useKitForm<Values extends FieldValues>(
  rules: Rules<Values>,
  defaultValues: DefaultValues<Values>,
  formId: string,
): UseFormReturn<Values> {
  // Rules may be built from props (copy) on each render: react-hook-form takes the latest options.
  const methods = useForm<Values>({
    resolver: rulesResolver(rules),
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // Typed before the island ran (a quick member, a phone still loading scripts): hydration shows the
  // defaults in the fields, and what follows a field (the SMS opt-in follows the phone) is drawn from
  // them. Read what was typed while the server's form is still in the document, and put it back.
  const [typedEarly] = useState(() => {
    if (typeof document === 'undefined') return []; // rendering at build time
    const form = document.getElementById(formId);
    return form instanceof HTMLFormElement ? changedControls(form) : [];
  });
  useEffect(() => {
    if (typedEarly.length === 0) return;
    for (const { name, value } of typedEarly) methods.setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>);
    // The watchers (useWatch) read the values again; the defaults, touched fields and errors stay.
    methods.reset(methods.getValues(), { keepDefaultValues: true, keepDirty: true, keepTouched: true, keepErrors: true });
  }, [typedEarly, methods]);
  return methods;
}
