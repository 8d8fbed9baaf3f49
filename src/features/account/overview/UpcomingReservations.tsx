// Upcoming reservations on the account overview (issue #24): the member's booked tables still to
// come, soonest first (GET /api/Member/Reservations). Hidden entirely when there are none, or
// while they load or when they fail (nothing to act on). Last on the page, so its arrival moves
// nothing above it. A cancellation is said politely and takes focus, even when it was the last.
import { useEffect, useRef, useState } from 'react';
import { useMyReservations } from '../../../api/hooks/reservations.ts';
import { wallNow } from '../../../api/reservations.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { RailCopyKey } from './copy-keys.ts';
import { UpcomingReservation } from './UpcomingReservation.tsx';
import * as css from './upcoming-reservations.css.ts';

/** Where the overlap error and links land. */
export const upcomingReservationsId = 'upcoming-reservations';

export function UpcomingReservations({ t }: { t: CopyReader<RailCopyKey> }) {
  const { data } = useMyReservations();
  const [said, setSaid] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const now = wallNow(new Date());
  const upcoming = (data ?? []).filter((reservation) => reservation.dateTime >= now);

  useEffect(() => {
    if (said) notice.current?.focus();
  }, [said]);
  // Arriving by an anchor (the overlap error's link): that booking, once drawn.
  const anchored = useRef(false);
  useEffect(() => {
    if (anchored.current || upcoming.length === 0 || !location.hash.startsWith('#reservation-')) return;
    anchored.current = true;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [upcoming.length]);

  return (
    <div className={css.wrap}>
      <div role="status">
        {said && (
          <p className={css.notice} tabIndex={-1} ref={notice}>
            {t('overview.reservations.cancelled', { name: said })}
          </p>
        )}
      </div>
      {upcoming.length > 0 && (
        <section id={upcomingReservationsId} className={css.section} aria-labelledby={`${upcomingReservationsId}-title`}>
          <h2 id={`${upcomingReservationsId}-title`} className={css.title}>
            {t('overview.reservations.title')}
          </h2>
          <ul className={css.list}>
            {upcoming.map((reservation) => (
              <UpcomingReservation key={reservation.id} t={t} reservation={reservation} onCancelled={setSaid} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
