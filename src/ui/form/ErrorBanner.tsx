// The banner (spec 000 §5): types error, success and warning, with a list of messages. On its own
// an error banner is an alert and the others are status messages (WCAG 4.1.3); <Form> turns that
// off (`live={false}`) because it announces politely itself and moves focus to the banner.
import type { RefObject } from 'react';
import * as css from './banner.css.ts';

export type BannerType = 'error' | 'success' | 'warning';

export interface ErrorBannerProps {
  type: BannerType;
  messages: readonly string[];
  /** Heading text ("Please fix the following:"); without it the banner itself takes focus. */
  title?: string;
  headingLevel?: 2 | 3 | 4;
  /** Announce on appearing: role=alert for errors, role=status for the others. */
  live?: boolean;
  /** The element a failed submit focuses: the heading, or the banner when it has no title. */
  focusRef?: RefObject<HTMLElement | null>;
  id?: string;
}

const roles = { error: 'alert', success: 'status', warning: 'status' } as const;

/**
 * Three shapes, so the type does not rest on colour (WCAG 1.4.1): Lucide's circle-check,
 * triangle-alert and circle-x (ISC licence, lucide.dev), drawn inline because an island cannot use
 * the Astro icon components; the same 24px grid, 2px stroke and currentColor as src/ui/Icon.astro.
 */
const glyphs: Record<BannerType, readonly string[]> = {
  success: ['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0', 'm16 9-5.5 5.5L8 12'],
  warning: ['m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3', 'M12 9v4', 'M12 17h.01'],
  error: ['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0', 'm15 9-6 6', 'm9 9 6 6'],
};

/** The banner's shape for its type; also drawn by banners the kit's string-only one cannot serve. */
export function BannerIcon({ type }: { type: BannerType }) {
  return (
    <svg
      className={css.icon[type]}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function ErrorBanner({ type, messages, title, headingLevel = 2, live = true, focusRef, id }: ErrorBannerProps) {
  const Heading = `h${headingLevel}` as const;
  const attach = focusRef
    ? (element: HTMLElement | null) => {
        focusRef.current = element;
      }
    : undefined;
  return (
    <div
      id={id}
      className={css.banner[type]}
      role={live ? roles[type] : undefined}
      ref={title ? undefined : attach}
      tabIndex={title || !attach ? undefined : -1}
    >
      <BannerIcon type={type} />
      <div className={css.body}>
        {title && (
          <Heading className={css.title} ref={attach} tabIndex={attach ? -1 : undefined}>
            {title}
          </Heading>
        )}
        {messages.length === 1 ? (
          <p className={css.message}>{messages[0]}</p>
        ) : (
          <ul className={css.messages}>
            {messages.map((message, index) => (
              <li key={`${index}:${message}`}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
