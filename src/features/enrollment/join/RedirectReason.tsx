// Why the visitor is on /join (spec 000 §2: /join accepts rfr, the redirect reason; §4 "Activation"):
// the matching message at the top of the form, in a status region that is in the page from the
// start, so the message is announced when it appears. Reasons 3 and 4 normally lead to /login;
// here they say the same and the "Sign in" link below is the way on.
import { useEffect, useState } from 'react';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import * as css from '../enrollment.css.ts';

export const redirectReasons = ['0', '1', '2', '3', '4'] as const;
export type RedirectReason = (typeof redirectReasons)[number];

/** The rfr parameter when it is one of the five reasons; anything else is ignored. */
export function redirectReasonOf(search: string): RedirectReason | undefined {
  const value = new URLSearchParams(search).get('rfr');
  return redirectReasons.find((reason) => reason === value);
}

export function RedirectReasonNotice({ messages }: { messages: Record<RedirectReason, string> }) {
  const [reason, setReason] = useState<RedirectReason | undefined>(undefined);
  useEffect(() => setReason(redirectReasonOf(location.search)), []);
  return (
    <div role="status" className={css.status}>
      {reason !== undefined && <ErrorBanner type="warning" messages={[messages[reason]]} live={false} />}
    </div>
  );
}
