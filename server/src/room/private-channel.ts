import type { Client } from '@colyseus/core';
import type { GameState, Seat } from '@signum/shared';
import { secretOf, type Secret } from './sync-state';

/**
 * What a seat's private part (secretOf) is made from, as it was the last time: the seat's hand,
 * face-down tactics, pools and Construction Deck, the card names, its own pending decision, and in
 * a quest the Overlord's hand.
 */
interface Sources {
  hand: readonly string[];
  tactics: readonly string[];
  buildingPool: unknown;
  terrainPool: unknown;
  constructionDeck: readonly string[] | undefined;
  cards: unknown;
  overlordHand: readonly string[] | undefined;
}

function sourcesOf(s: GameState, seat: Seat): Sources | undefined {
  const p = s.players[seat];
  if (!p) return undefined;
  return { hand: p.hand, tactics: p.tactics, buildingPool: p.buildingPool, terrainPool: p.terrainPool, constructionDeck: p.constructionDeck, cards: s.cards, overlordHand: s.quest?.overlordHand };
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether the part is surely as it was: the same sources, and no decision of this seat now or
 * before (a decision's options are compared by the part's JSON instead). The engine copies the
 * lists on every action (cloneState), so they are compared element by element; the pools and the
 * card record are shared until changed, so by reference.
 */
function unchanged(before: Sources | undefined, now: Sources | undefined): boolean {
  return !!before && !!now && before.buildingPool === now.buildingPool && before.terrainPool === now.terrainPool && before.cards === now.cards
    && sameList(before.hand, now.hand) && sameList(before.tactics, now.tactics) && sameList(before.constructionDeck, now.constructionDeck) && sameList(before.overlordHand, now.overlordHand);
}

/**
 * Each seat's private part of the game (hand, face-down tactics, its decision's options) goes to its
 * owner alone as a `private` message, derived from `view(state, seat)`. It is sent when it changes,
 * and again whenever a client (re)joins its seat.
 */
export class PrivateChannel {
  private readonly lastSent = new Map<Seat, { json: string; sources: Sources | undefined; deciding: boolean }>();

  /** Send each seated client its private part if it changed since the last time. */
  update(s: GameState, clients: Iterable<Client>, seatOf: (c: Client) => Seat | undefined): void {
    // Most actions change one seat's part at most: the others are not rebuilt when what they are made of is the same.
    const fresh = new Map<Seat, Secret>();
    for (const seat of s.config.seats) {
      const last = this.lastSent.get(seat);
      const sources = sourcesOf(s, seat);
      const deciding = s.pending?.seat === seat;
      if (last && !deciding && !last.deciding && unchanged(last.sources, sources)) {
        last.sources = sources;
        continue;
      }
      const secret = secretOf(s, seat);
      const json = JSON.stringify(secret); // only tells whether the part changed; the part itself is sent as it is
      if (json !== last?.json) fresh.set(seat, secret);
      this.lastSent.set(seat, { json, sources, deciding });
    }
    if (fresh.size === 0) return;
    for (const client of clients) {
      const seat = seatOf(client);
      const secret = seat && fresh.get(seat);
      if (secret) client.send('private', secret);
    }
  }

  /** Send one client its seat's private part now (after joining or reconnecting). */
  resend(s: GameState, client: Client, seat: Seat): void {
    client.send('private', secretOf(s, seat));
  }
}
