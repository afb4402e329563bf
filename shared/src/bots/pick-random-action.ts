import type { Action } from '../protocol/actions';
import { nextInt, type PrngState } from '../random/prng';

/** How often the random bot ends its turn while it still has something else to do (1 in N). */
export const END_TURN_ODDS = 10;

/**
 * Pick uniformly among `actions`, except that `endTurn` is taken only one time in END_TURN_ODDS
 * while anything else is possible, so games move forward. Null when there is nothing to pick.
 */
export function pickRandomAction(actions: readonly Action[], rng: PrngState): Action | null {
  if (actions.length === 0) return null;
  const others = actions.filter((a) => a.type !== 'endTurn');
  const endTurn = actions.find((a) => a.type === 'endTurn');
  if (endTurn && (others.length === 0 || nextInt(rng, END_TURN_ODDS) === 0)) return endTurn;
  return others[nextInt(rng, others.length)] ?? null;
}
