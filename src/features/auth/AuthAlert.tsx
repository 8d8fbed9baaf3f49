// A sign-in or recovery outcome the member must read before going on: a refused sign-in (with the
// way to recover), a lockout, a throttle, an expired code; or a notice the page arrived with. It
// looks like the form kit's banner (src/ui/form/banner.css.ts) but may hold a link, which the kit's
// string-only banner cannot: lines are plain text, or HTML rendered at build time from copy with a
// [[recover]] marker (renderCopy escapes the copy; nothing typed or fetched is ever HTML here).
// An error takes focus (as the kit's banner does), so it is read at once and Tab reaches its link
// next; a notice is a polite status.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { BannerIcon } from '../../ui/form/ErrorBanner.tsx';
import * as css from '../../ui/form/banner.css.ts';

export type AlertLine = { text: string } | { html: string };

export interface AuthAlertProps {
  tone: 'error' | 'warning' | 'success';
  lines: readonly AlertLine[];
  /** Changes with every new outcome, so the same message twice still moves focus (errors only). */
  outcome?: number;
}

export function AuthAlert({ tone, lines, outcome }: AuthAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isError = tone === 'error';
  useEffect(() => {
    if (isError) ref.current?.focus();
  }, [isError, outcome]);
  return (
    <div ref={ref} className={css.banner[tone]} tabIndex={isError ? -1 : undefined} role={isError ? undefined : 'status'}>
      <BannerIcon type={tone} />
      <div className={css.body}>
        {lines.map((line, index) =>
          'html' in line ? (
            <p key={index} className={css.message} dangerouslySetInnerHTML={{ __html: line.html }} />
          ) : (
            <p key={index} className={css.message}>
              {line.text}
            </p>
          ),
        )}
      </div>
    </div>
  );
}

/**
 * The refusal a form shows above its fields (wrong credentials, lockout, throttle): `refuse` shows
 * one, `clear` takes it away before the next try. Each refusal is counted, so the same words twice
 * still take focus again.
 */
export function useRefusal(): { alert: ReactNode; refuse: (lines: AlertLine[]) => void; clear: () => void } {
  const [refusal, setRefusal] = useState<{ lines: AlertLine[]; id: number }>();
  const refuse = useCallback((lines: AlertLine[]) => setRefusal((previous) => ({ lines, id: (previous?.id ?? 0) + 1 })), []);
  const clear = useCallback(() => setRefusal(undefined), []);
  const alert = refusal ? <AuthAlert tone="error" lines={refusal.lines} outcome={refusal.id} /> : null;
  return { alert, refuse, clear };
}
