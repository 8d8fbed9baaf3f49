// Modify from the account overview: `/merchants/{id}?modify={reservationId}` opens the widget holding
// that booking (docs/decisions.md "Issue #24, modify"), once the member's reservations answer. A
// booking that is not theirs, not here or gone leaves the widget as it was.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useMyReservations } from '../../api/hooks/reservations.ts';
import type { Viewer } from './page-context.ts';
import type { BookedTable } from './reservation-rules.ts';

export function useReservationModifyLink(merchantId: string, viewer: Viewer, onFound: (booked: BookedTable) => void): void {
  const [wanted] = useState(() => (typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('modify')));
  const { data } = useMyReservations(wanted !== null && viewer.kind === 'member');
  const found = useEffectEvent(onFound);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !data || !wanted) return;
    done.current = true;
    const booking = data.find((reservation) => reservation.id === wanted && String(reservation.merchantId) === merchantId);
    if (booking)
      found({
        id: booking.id,
        dateTime: booking.dateTime,
        partySize: booking.partySize ?? 0,
        confirmationNumber: booking.confirmationNumber,
        bonus: null,
      });
  }, [data, wanted, merchantId]);
}
