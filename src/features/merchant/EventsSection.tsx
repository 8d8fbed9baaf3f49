// Upcoming events (spec 000 §2): none to three, soonest first, each with its start as people read
// it and as a machine-readable <time>.
import { useEffect, useState } from 'react';
import { fetchEvents, type MerchantEvent } from '../../api/merchant-detail.ts';
import { eventText } from './format.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

type Events = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; events: MerchantEvent[] };

export function EventsSection({ merchantId, t }: { merchantId: number; t: PageCopy }) {
  const [events, setEvents] = useState<Events>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchEvents(merchantId).then(
      (list) => live && setEvents({ status: 'ready', events: list }),
      () => live && setEvents({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [merchantId]);
  return (
    <section className={css.section} aria-labelledby="merchant-events-title" aria-busy={events.status === 'loading'}>
      <h2 id="merchant-events-title" className={css.sectionTitle}>
        {t('merchant.events')}
      </h2>
      {events.status === 'loading' && <p className={css.muted}>{t('merchant.sectionLoading')}</p>}
      {events.status === 'failed' && <p className={css.line}>{t('merchant.eventsError')}</p>}
      {events.status === 'ready' && events.events.length === 0 && <p className={css.line}>{t('merchant.eventsEmpty')}</p>}
      {events.status === 'ready' && events.events.length > 0 && (
        <ul className={css.plainList}>
          {events.events.map((event) => (
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
