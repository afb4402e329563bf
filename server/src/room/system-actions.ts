import { apply, forfeit, tiebreak, type ApplyResult, type GameState, type Seat } from '@signum/shared';
import type { LoggedAction } from '../store/match-store';

/** The seat name the log uses for what the server itself decides (a clock, a forfeit). */
export const SERVER_SEAT = 'server';

/**
 * What the server itself does to a game, logged like a player's action (seat `server`) so a replay
 * reaches the same state: the match clock ran out (checklist 19.6–19.7), or a seat forfeits.
 */
export type SystemAction = { type: 'timeLimit' } | { type: 'forfeit'; seat: Seat };

/** Apply a system action through the engine; never changes `state`. */
export function applySystem(state: GameState, a: SystemAction): ApplyResult {
  if (a.type === 'forfeit') return forfeit(state, a.seat);
  return endByTimeLimit(state);
}

/**
 * End the game by the time-limit tiebreak among the players still in it (checklist 19.6–19.7,
 * Part F 80). Stands in for the engine's `endByTimeLimit` until that branch is merged: the same
 * fields `endGame` sets, with the engine's own `tiebreak`.
 */
function endByTimeLimit(state: GameState): ApplyResult {
  if (state.result) return { ok: false, code: 'GAME_OVER', message: 'The game is over.' };
  const result = tiebreak(state);
  const s = structuredClone(state);
  Object.assign(s, { result, phase: 'ended', pending: null, tasks: [], activation: null });
  return { ok: true, state: s, events: [{ e: 'gameOver', result }] };
}

/** Apply one logged entry: a player's action through `apply`, the server's through `applySystem`. */
export function applyLogged(state: GameState, entry: LoggedAction): ApplyResult {
  if (entry.seat === SERVER_SEAT) return applySystem(state, entry.action as unknown as SystemAction);
  return apply(state, entry.seat as Seat, entry.action);
}
