import { findCard, getCard } from '../cards/registry';
import { PRECONS, type Precon } from '../cards/decks';
import { cloneState } from '../engine/clone';
import { doneChanging, playerToChange } from '../primitives/copy-on-write';
import { nextUint32, shuffleInPlace, type PrngState } from '../random/prng';
import type { CardInstance, GameState, PlayerState, Seat } from '../state/types';

/**
 * One guess at everything `seat` cannot see, consistent with what it can (information-set
 * sampling, see bots/README.md): a copy of `s` in which
 * - every other player's hand, deck and face-down tactics hold cards drawn from that player's
 *   likely decklist (the ready-made deck of the hero they show, else their faction's cards) minus
 *   the cards already seen on the table, in the Graveyard or as relics;
 * - the seat's own deck keeps its contents (a player knows their own decklist) in a new order;
 * - other players' building and terrain pools and Construction Decks come from that same decklist;
 * - the dice and card-id streams are the bot's own (future dice are unknown to everyone).
 * Card instance ids stay where they are: they are random labels that say nothing. Nothing hidden in
 * `s` reaches the result: the decision made on it is the same for any `s` with the same view.
 * The copy shares what it does not change with `s` (engine/clone.ts).
 */
export function determinize(s: GameState, seat: Seat, rng: PrngState): GameState {
  const d = cloneState(s);
  const cards: Record<string, CardInstance> = { ...s.cards };
  d.cards = cards;
  d.rng = forkRng(rng);
  d.idRng = forkRng(rng);
  d.diceScript = [];
  d.strictDice = false;
  for (const other of s.config.seats) {
    const p = d.players[other];
    if (!p) continue;
    if (other === seat) {
      reorderOwnDeck(p, cards, rng);
      continue;
    }
    guessHiddenZones(s, d, p, cards, rng);
  }
  return doneChanging(d);
}

/**
 * The own deck: same cards (sorted, so their old order leaves no trace), shuffled anew. The own
 * Construction Deck stays as it is: its owner knows its order (rulebook: Variants, Experienced Architect).
 */
function reorderOwnDeck(p: PlayerState, cards: Record<string, CardInstance>, rng: PrngState): void {
  const names = p.deck.map((id) => cards[id]!.card).sort();
  shuffleInPlace(rng, names);
  p.deck.forEach((id, i) => (cards[id] = { card: names[i]!, owner: p.seat }));
}

/** Fill another player's hidden zones from their likely decklist minus what has been seen. */
function guessHiddenZones(s: GameState, d: GameState, p: PlayerState, cards: Record<string, CardInstance>, rng: PrngState): void {
  const prior = likelyDeck(p.hero);
  const unseen = removeSeen(s, p.seat, prior?.loadout.deck ?? factionCards(p.hero));
  shuffleInPlace(rng, unseen);
  const tactics = unseen.filter((c) => getCard(c).type === 'tactic');
  const take = (wantTactic: boolean): string => {
    if (wantTactic && tactics.length > 0) {
      const t = tactics.pop()!;
      unseen.splice(unseen.indexOf(t), 1);
      return t;
    }
    const pick = unseen.pop();
    if (pick !== undefined) return pick;
    // More hidden cards than the decklist explains (a custom deck): repeat its cards.
    const fallback = prior?.loadout.deck ?? factionCards(p.hero);
    return fallback[nextUint32(rng) % fallback.length]!;
  };
  for (const id of p.tactics) cards[id] = { card: take(true), owner: p.seat };
  for (const id of p.hand) cards[id] = { card: take(false), owner: p.seat };
  for (const id of p.deck) cards[id] = { card: take(false), owner: p.seat };
  if (!prior && !p.constructionDeck) return;
  const w = playerToChange(d, p.seat);
  if (prior) {
    w.buildingPool = prior.loadout.buildings;
    w.terrainPool = prior.loadout.terrains;
  }
  if (w.constructionDeck) {
    const pool = w.buildingPool.filter((b) => !w.buildings.some((x) => x.card === b));
    shuffleInPlace(rng, pool);
    w.constructionDeck = Array.from({ length: w.constructionDeck.length }, (_, i) => pool[i % Math.max(1, pool.length)] ?? w.buildingPool[0]!);
  }
}

/** The ready-made deck whose hero a player shows: the public prior for their hidden cards. */
export function likelyDeck(hero: string): Precon | undefined {
  return PRECONS.find((pc) => pc.loadout.hero === hero);
}

const byFaction = new Map<string, string[]>();
/** Every Battle Deck card of the hero's faction's ready-made decks (used when no precon has that hero). */
function factionCards(hero: string): string[] {
  const faction = findCard(hero)?.faction ?? '';
  let list = byFaction.get(faction);
  if (!list) {
    list = PRECONS.filter((pc) => findCard(pc.loadout.hero)?.faction === faction).flatMap((pc) => pc.loadout.deck);
    if (list.length === 0) list = PRECONS.flatMap((pc) => pc.loadout.deck);
    byFaction.set(faction, list);
  }
  return list;
}

/** The decklist minus the copies already seen: in the Graveyard, on the Battlefield, as relics. */
function removeSeen(s: GameState, seat: Seat, deck: readonly string[]): string[] {
  const left = deck.slice();
  const drop = (card: string) => {
    const i = left.indexOf(card);
    if (i >= 0) left.splice(i, 1);
  };
  const p = s.players[seat]!;
  for (const id of p.graveyard) drop(s.cards[id]!.card);
  for (const r of p.relics) drop(r.card);
  for (const c of Object.values(s.creatures)) if (c.owner === seat && c.kind === 'character') drop(c.card);
  return left;
}

/** A new PRNG state drawn from the bot's stream. */
function forkRng(rng: PrngState): PrngState {
  return [nextUint32(rng) | 1, nextUint32(rng), nextUint32(rng), nextUint32(rng)];
}
