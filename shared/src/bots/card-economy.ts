import type { GameState, PlayerState } from '../state/types';

/**
 * What a player's cards are worth to the evaluation: cards in hand, the deck left, and the
 * deck-outs to come (bots/README.md, "Cards in hand and the deck").
 *
 * Traced losses of the hard bot were the opponent's Prosperity victory near turn 40, fed by the
 * hard bot's deck-outs after it had drawn its deck out first (the Library for 1 Prosperity a card,
 * draw spells) while holding 9–10 cards it did not play. With every card in hand worth 3 and the
 * deck worth nothing, each draw looked like a gain. So here:
 * - a card in the deck is worth something too (it is a later draw, and a deck-out averted), so a
 *   draw is only a gain when the hand is short of cards;
 * - the first cards in hand are worth the most; beyond `FULL_HAND` a card is worth little (a hand
 *   that is not played is a hoard, and at the hand limit each draw discards one at random);
 * - an empty deck costs what the next draw pays each opponent: 1, 2, 4 … Prosperity (rulebook:
 *   Beginning phase, docs/rules-decisions.md #4–#5).
 */
export function cardEconomyWorth(s: GameState, p: PlayerState): number {
  const hand = Math.min(p.hand.length, s.config.ruleset.handLimit);
  let v = HAND_CARD * Math.min(hand, FULL_HAND) + EXTRA_HAND_CARD * Math.max(0, hand - FULL_HAND);
  v += DECK_CARD * p.deck.length + LAST_DECK_CARD * Math.min(p.deck.length, LAST_CARDS);
  if (p.deck.length === 0) v -= EMPTY_DECK + NEXT_DECK_OUT * Math.min(64, 2 ** p.deckOuts);
  return v;
}

/** A card in hand, up to `FULL_HAND` of them. */
const HAND_CARD = 3;
/** How many cards in hand are worth `HAND_CARD` each. */
const FULL_HAND = 6;
/** Each card in hand beyond `FULL_HAND`. */
const EXTRA_HAND_CARD = 1;
/** Each card left in the deck: a draw (3) less this and less its cost should still be a gain only when the hand is short. */
const DECK_CARD = 2;
/**
 * Each of the last `LAST_CARDS` cards of the deck is worth this more: both players draw one a turn,
 * so whoever draws an extra card near the end decks out first, and the deck-outs' payments double.
 */
const LAST_DECK_CARD = 3;
const LAST_CARDS = 6;
/** An empty deck, whatever its deck-outs. */
const EMPTY_DECK = 10;
/** Per Prosperity the next deck-out pays each opponent (worth 1.5 to them, and more in the race). */
const NEXT_DECK_OUT = 3;
