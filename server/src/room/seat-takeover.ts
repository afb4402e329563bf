import type { Client } from '@colyseus/core';
import type { Seat } from '@signum/shared';
import { seatKeyMatches } from './seat-presence';

/** What the tab that lost its seat is told (`seatTakenOver`), and then it only watches. */
export const TAKEN_OVER_MESSAGE = 'You opened this match in another tab or window: your seat is played there now. This tab only watches.';

/**
 * The seat a seat key proves that another connected client holds now: a second tab (or window, or
 * device) of the same player, which takes the seat over. The seat key is the one `welcome` gave
 * (seat-presence.ts); a seat whose player dropped is left to its own reconnection.
 */
export function takeoverOf(
  key: string,
  seatKeys: ReadonlyMap<Seat, string>,
  seatOf: ReadonlyMap<string, Seat>,
  clients: readonly Client[],
): { seat: Seat; from: Client } | undefined {
  for (const [seat, hash] of seatKeys) {
    if (!seatKeyMatches(key, hash)) continue;
    const from = clients.find((c) => seatOf.get(c.sessionId) === seat);
    return from ? { seat, from } : undefined;
  }
  return undefined;
}
