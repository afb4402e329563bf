import type { Client } from '@colyseus/core';
import type { GameState, PlayerState, Seat } from '@signum/shared';
import { secretOf, type Secret } from './sync-state';

/**
 * What a seat's private part (secretOf) is made from, as it was the last time: the seat's hand,
 * face-down tactics, pools and Construction Deck, the card names, and in a quest the Overlord's hand.
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

/** What each seat was last sent: its part's JSON (undefined when not made: then any change is sent), what it was made from, its decision. */
interface LastSent {
  json: string | undefined;
  sources: Sources | undefined;
  pending: GameState['pending'];
}

/**
 * Note in `last` what the seat's part is made from now. In place: a match keeps this record from one
 * action to the next, about a second, so a new one at every action would be one more object for
 * each scavenge to copy (server/bench/README.md: what lives through a scavenge).
 */
function rememberSources(last: LastSent, s: GameState, p: PlayerState | undefined): void {
  if (!p) {
    last.sources = undefined;
    return;
  }
  const to = (last.sources ??= {} as Sources);
  to.hand = p.hand;
  to.tactics = p.tactics;
  to.buildingPool = p.buildingPool;
  to.terrainPool = p.terrainPool;
  to.constructionDeck = p.constructionDeck;
  to.cards = s.cards;
  to.overlordHand = s.quest?.overlordHand;
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
function unchanged(before: Sources | undefined, s: GameState, p: PlayerState | undefined): boolean {
  return !!before && !!p && before.buildingPool === p.buildingPool && before.terrainPool === p.terrainPool && before.cards === s.cards
    && sameList(before.hand, p.hand) && sameList(before.tactics, p.tactics) && sameList(before.constructionDeck, p.constructionDeck) && sameList(before.overlordHand, s.quest?.overlordHand);
}

/**
 * Each seat's private part of the game (hand, face-down tactics, its decision's options) goes to its
 * owner alone as a `private` message, derived from `view(state, seat)`. It is sent when it changes,
 * and again whenever a client (re)joins its seat.
 */
export class PrivateChannel {
  private readonly lastSent = new Map<Seat, LastSent>();

  /** Send each seated client its private part if it changed since the last time. */
  update(s: GameState, clients: Iterable<Client>, seatOf: (c: Client) => Seat | undefined): void {
    // Most actions change one seat's part at most: the others are not rebuilt when what they are made of is the same.
    let fresh: Map<Seat, Secret> | undefined;
    for (const seat of s.config.seats) {
      const p = s.players[seat];
      // The seat's own decision, if any (docs/architecture.md §2: decisions are state). The engine
      // never writes into a decision, it replaces or clears it (its cloneState shares the decision
      // between states, tested on deep-frozen games), so the same object means the same options.
      const pending = s.pending?.seat === seat ? s.pending : null;
      let last = this.lastSent.get(seat);
      if (last && last.pending === pending && unchanged(last.sources, s, p)) {
        rememberSources(last, s, p); // the same ids, perhaps in new lists: the next compare then finds them by reference
        continue;
      }
      const secret = secretOf(s, seat);
      // A new decision of this seat (or none where there was one) is a new part: its id is in it. Its
      // options' text (every spot of a placement) is then not made just to be compared.
      const newDecision = !last || (last.pending?.id ?? -1) !== (pending?.id ?? -1);
      const json = newDecision ? undefined : JSON.stringify(secret); // only tells whether the part changed; the part itself is sent as it is
      if (newDecision || json !== last!.json) (fresh ??= new Map()).set(seat, secret);
      if (last) {
        last.json = json;
        last.pending = pending;
      } else this.lastSent.set(seat, (last = { json, sources: undefined, pending }));
      rememberSources(last, s, p);
    }
    if (!fresh) return;
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
