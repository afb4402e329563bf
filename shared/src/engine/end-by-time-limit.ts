import type { GameEvent } from '../protocol/events';
import type { Ctx } from '../primitives/context';
import { endGame, tiebreak } from '../rules/victory';
import type { GameState } from '../state/types';
import { cloneState } from './clone';
import { doneChanging } from '../primitives/copy-on-write';

/**
 * End the game because the match clock ran out (rulebook: End of the game and victory, docs/rules-decisions.md #80): the server's
 * clock calls this, and the result is the tiebreak among the players still in the game (a team's
 * result is shared). Like `apply` it returns the new state and its events and never changes
 * `state`; a game already over comes back as it is, with no events.
 */
export function endByTimeLimit(state: GameState): { state: GameState; events: GameEvent[] } {
  if (state.result) return { state, events: [] };
  const ctx: Ctx = { s: cloneState(state), events: [] };
  endGame(ctx, tiebreak(ctx.s));
  return { state: doneChanging(ctx.s), events: ctx.events };
}
