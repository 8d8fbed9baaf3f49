// The booking call, or while modifying a booking the change call (PUT /api/Member/Reservations/{id}):
// one `send` and one busy flag for the confirm form's button.
import { useState } from 'react';
import { useBooking, useReservationChanges } from '../../api/hooks/reservations.ts';
import type { BookingAnswer, Slot } from '../../api/reservations.ts';
import { specialRequestsMax } from './BookingForm.tsx';
import type { BookedTable } from './reservation-rules.ts';

export interface BookingInput {
  slot: Slot;
  partySize: number;
  phone: string;
  requests: string;
  /** The booking being moved; null: a new booking. */
  modifying: BookedTable | null;
}

export function useReservationBooking(merchantId: string) {
  const booking = useBooking(merchantId);
  const changes = useReservationChanges();
  const [changing, setChanging] = useState(false);
  const send = async ({ slot, partySize, phone, requests, modifying }: BookingInput): Promise<BookingAnswer> => {
    const request = {
      dateTime: slot.dateTime,
      partySize,
      ...(phone.trim() ? { phoneNumber: phone.trim() } : {}),
      ...(requests.trim() ? { specialRequests: requests.trim().slice(0, specialRequestsMax) } : {}),
    };
    if (!modifying?.id) return booking.trigger(request);
    setChanging(true);
    try {
      return await changes.change(modifying.id, merchantId, request);
    } finally {
      setChanging(false);
    }
  };
  return { busy: booking.isMutating || changing, send };
}
