// Upcoming events (spec 000 §2): none to three, soonest first, each with its start as people read
// it and as a machine-readable <time>. A failed load says so in the section; the page stays. No
// events, no section (issue #24): it shows only once there are some (it is the page's last section,
// so its arrival moves nothing above it).
import { useEvents } from '../../api/hooks/merchants.ts';
import { eventText } from './format.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

export function EventsSection({ merchantId, t }: { merchantId: string; t: PageCopy }) {
  const { data: events, error } = useEvents(merchantId);
  const failed = error !== undefined && !events?.length;
  if (!failed && !events?.length) return null;
  return (
    <section className={css.section} aria-labelledby="merchant-events-title">
      <h2 id="merchant-events-title" className={css.sectionTitle}>
        {t('merchant.events')}
      </h2>
      {failed && <p className={css.line}>{t('merchant.eventsError')}</p>}
      {events && events.length > 0 && (
        <ul className={css.plainList}>
          {events.map((event) => (
            <li key={event.id} className={css.offer}>
              <h3 className={css.reviewAuthor}>{event.title}</h3>
              <p className={css.line}>
                <time dateTime={event.startDateTime}>{eventText(event.startDateTime)}</time>
              </p>
              {event.description && <p className={css.line}>{event.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
