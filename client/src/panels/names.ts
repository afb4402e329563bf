import type { Seat } from '@signum/shared';
import type { SeatInfo } from '../model/snapshot';

// Not inside an id such as "p1-hero" (creature ids may start with their seat).
const SEAT_ID = /(?<![\w-])p[1-4](?![\w-])/g;

/** A seat's player name from the room's seat list, else the seat id itself. */
export function seatName(seats: readonly SeatInfo[], seat: Seat | ''): string {
  if (!seat) return '';
  const info = seats.find((s) => s.seat === seat);
  return info?.name || seat;
}

/** The CSS colour of a seat (base.css defines --p1 … --p4). */
export function seatColour(seat: Seat | ''): string {
  return seat ? `var(--${seat})` : 'var(--muted)';
}

/** A sentence with every seat id (p1 … p4) replaced by that player's name: the shared describer speaks in seats. */
export function withSeatNames(text: string, seats: readonly SeatInfo[]): string {
  return text.replace(SEAT_ID, (seat) => seatName(seats, seat as Seat));
}
