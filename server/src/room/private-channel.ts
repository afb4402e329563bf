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
 * Whether the part's other sources are surely as they were (the seat's decision is compared by
 * reference in `update`). The engine copies a player's lists whenever it changes that player (copy on
 * write), so a list that is a new object may still hold the same ids: they are compared element by
 * element, after a check by reference; the pools and the card record are shared until changed, so by
 * reference.
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
  /** What each seat was last sent: its part's JSON (undefined when not made: then any change is sent), what it was made from. */
  private readonly lastSent = new Map<Seat, { json: string | undefined; sources: Sources | undefined; pending: GameState['pending'] }>();

  /** Send each seated client its private part if it changed since the last time. */
  update(s: GameState, clients: Iterable<Client>, seatOf: (c: Client) => Seat | undefined): void {
    // Most actions change one seat's part at most: the others are not rebuilt when what they are made of is the same.
    const fresh = new Map<Seat, Secret>();
    for (const seat of s.config.seats) {
      const last = this.lastSent.get(seat);
      const sources = sourcesOf(s, seat);
      // The seat's own decision, if any (docs/architecture.md §2: decisions are state). The engine
      // never writes into a decision, it replaces or clears it (its cloneState shares the decision
      // between states, tested on deep-frozen games), so the same object means the same options.
      const pending = s.pending?.seat === seat ? s.pending : null;
      if (last && last.pending === pending && unchanged(last.sources, sources)) {
        last.sources = sources;
        continue;
      }
      const secret = secretOf(s, seat);
      // A new decision of this seat (or none where there was one) is a new part: its id is in it. Its
      // options' text (every spot of a placement) is then not made just to be compared.
      if (!last || (last.pending?.id ?? -1) !== (pending?.id ?? -1)) {
        fresh.set(seat, secret);
        this.lastSent.set(seat, { json: undefined, sources, pending });
        continue;
      }
      const json = JSON.stringify(secret); // only tells whether the part changed; the part itself is sent as it is
      if (json !== last.json) fresh.set(seat, secret);
      this.lastSent.set(seat, { json, sources, pending });
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
