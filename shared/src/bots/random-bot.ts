import { legalActions } from '../engine/legal-actions';
import type { Action } from '../protocol/actions';
import { seedPrng } from '../random/prng';
import type { GameState, Seat } from '../state/types';
import type { Bot } from './bot';
import { pickRandomAction } from './pick-random-action';

/**
 * A bot that plays uniformly at random among `legalActions` for its seat, with its own seeded PRNG
 * (the game's PRNG is never touched, and it sees nothing beyond its seat's legal actions).
 */
export function randomBot(seed: string, actionsFor: (state: GameState, seat: Seat) => Action[] = legalActions): Bot {
  const rng = seedPrng(seed);
  return {
    choose: (state: GameState, seat: Seat): Action | null => pickRandomAction(actionsFor(state, seat), rng),
  };
}
