import type { Client } from '@colyseus/core';
import type { GameState, Seat } from '@signum/shared';
import { secretOf } from './sync-state';

/**
 * Each seat's private part of the game (hand, face-down tactics, its decision's options) goes to its
 * owner alone as a `private` message, derived from `view(state, seat)`. It is sent when it changes,
 * and again whenever a client (re)joins its seat.
 */
export class PrivateChannel {
  private readonly lastSent = new Map<Seat, string>();

  /** Send each seated client its private part if it changed since the last time. */
  update(s: GameState, clients: Iterable<Client>, seatOf: (c: Client) => Seat | undefined): void {
    const fresh = new Map<Seat, string>();
    for (const seat of s.config.seats) fresh.set(seat, JSON.stringify(secretOf(s, seat)));
    for (const client of clients) {
      const seat = seatOf(client);
      if (seat && fresh.get(seat) !== this.lastSent.get(seat)) client.send('private', JSON.parse(fresh.get(seat)!));
    }
    for (const [seat, json] of fresh) this.lastSent.set(seat, json);
  }

  /** Send one client its seat's private part now (after joining or reconnecting). */
  resend(s: GameState, client: Client, seat: Seat): void {
    client.send('private', secretOf(s, seat));
  }
}
