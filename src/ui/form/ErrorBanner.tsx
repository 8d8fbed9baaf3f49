// The banner (spec 000 §5): types error, success and warning, with a list of messages. On its own
// an error banner is an alert and the others are status messages (WCAG 4.1.3); <Form> turns that
// off (`live={false}`) because it announces politely itself and moves focus to the banner.
import type { RefObject } from 'react';
import { vars } from '../../theme/contract.css.ts';
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

// The glyph is cut out of the shape in the banner's own background.
const cutout = vars.color.surface;

/** Three shapes, so the type does not rest on colour (WCAG 1.4.1). */
function BannerIcon({ type }: { type: BannerType }) {
  return (
    <svg className={css.icon[type]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {type === 'success' && (
        <>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" stroke={cutout} strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
      {type === 'warning' && (
        <>
          <path d="M12 2.5L22.5 21h-21z" fill="currentColor" />
          <path d="M12 9v5.5M12 17.2v.3" stroke={cutout} strokeWidth="2.4" strokeLinecap="round" />
        </>
      )}
      {type === 'error' && (
        <>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke={cutout} strokeWidth="2.4" strokeLinecap="round" />
        </>
      )}
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
