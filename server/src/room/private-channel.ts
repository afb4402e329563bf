import type { Client } from '@colyseus/core';
import type { GameState, PlayerState, Seat } from '@signum/shared';
import { sameList, secretOf, type Secret } from './sync-state';

/**
 * What a seat's private part (secretOf) is made from, as it was the last time: the seat's hand,
 * face-down tactics, pools and Construction Deck, the card names, and in a quest the Overlord's hand.
 */
interface Sources {
  hand: readonly string[];
  tactics: readonly string[];
  buildingPool: readonly string[];
  terrainPool: readonly string[];
  constructionDeck: readonly string[] | undefined;
  cards: GameState['cards'];
  overlordHand: readonly string[] | undefined;
}

/** What each seat's last part was made from (undefined: the seat had no player) and its decision. */
interface LastSent {
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

/** Whether each of `ids` names the same card in both records (a record is shared until a card in it changes). */
function sameCards(before: GameState['cards'], now: GameState['cards'], ids: readonly string[]): boolean {
  if (before === now) return true;
  for (const id of ids) if (before[id]?.card !== now[id]!.card) return false;
  return true;
}

/**
 * Whether the seat's part would come out as it was last sent: the same decision (by reference: see
 * `update`), and the same sources. The part is its hand's and tactics' ids with their cards' names,
 * its pools, its Construction Deck and the Overlord's hand (secretOf), so the same lists and the same
 * names make the same part. The engine copies a player's lists whenever it changes that player (copy
 * on write), and the card record whenever any card changes, so a new object may still hold the same
 * entries: lists are compared element by element after a check by reference, names only for the
 * seat's own cards.
 */
function unchanged(last: LastSent | undefined, pending: GameState['pending'], s: GameState, p: PlayerState | undefined): boolean {
  if (!last || last.pending !== pending) return false;
  const before = last.sources;
  if (!p || !before) return !p && !before; // a seat without a player has the empty part
  return sameList(before.hand, p.hand) && sameList(before.tactics, p.tactics) && sameList(before.buildingPool, p.buildingPool)
    && sameList(before.terrainPool, p.terrainPool) && sameList(before.constructionDeck, p.constructionDeck)
    && sameList(before.overlordHand, s.quest?.overlordHand) && sameCards(before.cards, s.cards, p.hand) && sameCards(before.cards, s.cards, p.tactics);
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
      if (!unchanged(last, pending, s, p)) {
        // Compared by what it is made of, not by its text: a text kept from one action to the next,
        // for each seat, was about a tenth of what lived through the server's scavenges (server/bench/README.md).
        (fresh ??= new Map()).set(seat, secretOf(s, seat));
        if (last) last.pending = pending;
        else this.lastSent.set(seat, (last = { sources: undefined, pending }));
      }
      rememberSources(last!, s, p); // when the same, perhaps in new lists: the next compare then finds them by reference
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
