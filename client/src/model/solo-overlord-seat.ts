import type { QuestView, Seat } from '@signum/shared';
import type { SeatInfo } from './snapshot';

/**
 * A solo quest's Overlord is played by the engine and holds no seat in the room (server quest-room.ts), yet
 * the field's edge, the log and the panels name it: it joins the seat list as "Overlord", seated and ready.
 */
export function withSoloOverlord(seats: SeatInfo[], quest: QuestView | undefined): SeatInfo[] {
  if (quest?.side !== 'pve' || seats.some((s) => s.seat === quest.overlord)) return seats;
  const overlord: SeatInfo = { seat: quest.overlord as Seat, name: 'Overlord', team: '', taken: true, bot: true, deckChosen: true, ready: true, away: false };
  return [...seats, overlord];
}
