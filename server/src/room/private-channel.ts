import type { Client } from '@colyseus/core';
import type { GameState, Seat } from '@signum/shared';
import { secretOf, type Secret } from './sync-state';

/**
 * Each seat's private part of the game (hand, face-down tactics, its decision's options) goes to its
 * owner alone as a `private` message, derived from `view(state, seat)`. It is sent when it changes,
 * and again whenever a client (re)joins its seat.
 */
export class PrivateChannel {
  private readonly lastSent = new Map<Seat, string>();

  /** Send each seated client its private part if it changed since the last time. */
  update(s: GameState, clients: Iterable<Client>, seatOf: (c: Client) => Seat | undefined): void {
    // The JSON text only tells whether a seat's part changed; the part itself is sent as it is.
    const fresh = new Map<Seat, { secret: Secret; json: string }>();
    for (const seat of s.config.seats) {
      const secret = secretOf(s, seat);
      fresh.set(seat, { secret, json: JSON.stringify(secret) });
    }
    for (const client of clients) {
      const seat = seatOf(client);
      const part = seat && fresh.get(seat);
      if (part && part.json !== this.lastSent.get(seat)) client.send('private', part.secret);
    }
    for (const [seat, part] of fresh) this.lastSent.set(seat, part.json);
  }

  /** Send one client its seat's private part now (after joining or reconnecting). */
  resend(s: GameState, client: Client, seat: Seat): void {
    client.send('private', secretOf(s, seat));
  }
}
