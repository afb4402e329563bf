import { candidateActions } from '../engine/legal-actions';
import { isLegal } from '../engine/check-action';
import type { Action } from '../protocol/actions';
import { nextInt, seedPrng, type PrngState } from '../random/prng';
import type { GameState, Seat } from '../state/types';
import type { Bot } from './bot';

/** How often the random bot ends its turn while it still has something else to do (1 in N). */
export const END_TURN_ODDS = 10;

/**
 * A bot that plays at random among its seat's legal actions, with its own seeded PRNG (the game's
 * PRNG is never touched; it sees nothing beyond its seat's options). It draws a random candidate
 * group and checks only that one, instead of checking every candidate and then choosing one:
 * the same choice of legal intents, at a fraction of the rule checks. `endTurn` is taken only one
 * time in END_TURN_ODDS while anything else is possible, so games move forward.
 */
export function randomBot(seed: string): Bot {
  const rng = seedPrng(seed);
  return { choose: (state, seat) => sampleLegalAction(state, seat, rng) };
}

/** A random legal action for `seat`, or null when it has none. */
export function sampleLegalAction(state: GameState, seat: Seat, rng: PrngState): Action | null {
  const groups = candidateActions(state, seat);
  const endTurn = groups.findIndex((g) => g[0]?.type === 'endTurn');
  const others = groups.filter((_, i) => i !== endTurn);
  const takeEndTurn = endTurn >= 0 && nextInt(rng, END_TURN_ODDS) === 0;
  while (!takeEndTurn && others.length > 0) {
    const i = nextInt(rng, others.length);
    const legal = others[i]!.find((a) => isLegal(state, seat, a));
    if (legal) return legal;
    others.splice(i, 1);
  }
  return endTurn >= 0 ? groups[endTurn]![0]! : null;
}
