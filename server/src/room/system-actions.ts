import { apply, endByTimeLimit, forfeit, type ApplyResult, type GameState, type Seat } from '@signum/shared';
import type { LoggedAction } from '../store/match-store';

/** The seat name the log uses for what the server itself decides (a clock, a forfeit). */
export const SERVER_SEAT = 'server';

/**
 * What the server itself does to a game, logged like a player's action (seat `server`) so a replay
 * reaches the same state: the match clock ran out (rulebook: End of the game and victory), or a seat forfeits.
 */
export type SystemAction = { type: 'timeLimit' } | { type: 'forfeit'; seat: Seat };

/** Apply a system action through the engine; never changes `state`. */
export function applySystem(state: GameState, a: SystemAction): ApplyResult {
  if (a.type === 'forfeit') return forfeit(state, a.seat);
  return timeLimit(state);
}

/** End the game by the time-limit tiebreak among the players still in it (rulebook: End of the game and victory, docs/rules-decisions.md #80). */
function timeLimit(state: GameState): ApplyResult {
  if (state.result) return { ok: false, code: 'GAME_OVER', message: 'The game is over.' };
  return { ok: true, ...endByTimeLimit(state) };
}

/** Apply one logged entry: a player's action through `apply`, the server's through `applySystem`. */
export function applyLogged(state: GameState, entry: LoggedAction): ApplyResult {
  if (entry.seat === SERVER_SEAT) return applySystem(state, entry.action as unknown as SystemAction);
  return apply(state, entry.seat as Seat, entry.action);
}
