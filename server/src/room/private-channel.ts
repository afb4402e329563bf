import type { Client } from '@colyseus/core';
import type { GameState, Seat } from '@signum/shared';
import { secretOf, type Secret } from './sync-state';

/**
 * What a seat's private part is made from, as one string: its hand, tactics, pools and Construction
 * Deck (card ids), and its own pending decision. Equal keys (and the same card table) mean an equal
 * private part, so the seat's view need not be built again: most actions change one seat's at most.
 */
function secretKey(s: GameState, seat: Seat): string {
  const p = s.players[seat];
  if (!p) return '';
  const d = s.pending && s.pending.seat === seat ? s.pending : null;
  const pending = d ? `${d.id}:${d.kind}:${JSON.stringify(d.options)}:${JSON.stringify(d.defaultAnswer)}` : '';
  return `${p.hand.join(',')}|${p.tactics.join(',')}|${p.buildingPool.join(',')}|${p.terrainPool.join(',')}|${p.constructionDeck?.join(',') ?? '-'}|${pending}`;
}

/**
 * Each seat's private part of the game (hand, face-down tactics, its decision's options) goes to its
 * owner alone as a `private` message, derived from `view(state, seat)`. It is sent when it changes,
 * and again whenever a client (re)joins its seat.
 */
export class PrivateChannel {
  private readonly lastSent = new Map<Seat, { key: string; json: string }>();
  /** The card table the keys were taken with (the engine copies it when a card changes identity). */
  private cards: GameState['cards'] | undefined;

  /** Send each seated client its private part if it changed since the last time. */
  update(s: GameState, clients: Iterable<Client>, seatOf: (c: Client) => Seat | undefined): void {
    const sameCards = s.cards === this.cards;
    this.cards = s.cards;
    const changed = new Map<Seat, Secret>();
    for (const seat of s.config.seats) {
      const key = secretKey(s, seat);
      const last = this.lastSent.get(seat);
      if (sameCards && last?.key === key) continue;
      const secret = secretOf(s, seat);
      const json = JSON.stringify(secret);
      this.lastSent.set(seat, { key, json });
      if (json !== last?.json) changed.set(seat, secret);
    }
    if (changed.size === 0) return;
    for (const client of clients) {
      const seat = seatOf(client);
      const secret = seat && changed.get(seat);
      if (secret) client.send('private', secret);
    }
  }

  /** Send one client its seat's private part now (after joining or reconnecting). */
  resend(s: GameState, client: Client, seat: Seat): void {
    client.send('private', secretOf(s, seat));
  }
}
