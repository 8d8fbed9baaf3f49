// Fills a field of the surrounding <Form> once the island runs in the browser, from something only
// the browser knows (session storage: the home form's email, the identifier sign-in handed over).
// After mount, not in the first render: the static HTML has the field empty, and hydration must see
// the same. A value the visitor already typed is never replaced.
import { useEffect, useEffectEvent } from 'react';
import { useFormContext } from '../../ui/form/form-state.ts';

export function Prefill({ name, read }: { name: string; read: () => string | undefined }) {
  const { getValues, setValue } = useFormContext();
  const prefill = useEffectEvent(() => {
    const value = read();
    const current: unknown = getValues(name);
    if (value && (typeof current !== 'string' || current === '')) setValue(name, value);
  });
  // Once, on mount: `read` looks at storage that does not change while the page is open.
  useEffect(() => prefill(), []);
  return null;
}
