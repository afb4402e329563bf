import type { Action } from '../protocol/actions';
import type { GameState, Seat } from '../state/types';
import type { Ctx } from '../primitives/context';
import { aliveOrder } from '../queries/turn-order';
import { checkVictory, eliminatePlayer, endGame } from '../rules/victory';
import type { ApplyResult } from './apply';
import { cloneState } from './clone';
import { doneChanging } from '../primitives/copy-on-write';
import { timeoutAction } from './timeout-action';
import { whoActs } from './who-acts';

/**
 * A player leaves the game by forfeit (the server's call: their time to come back ran out). They are
 * eliminated like a player whose hero fell (rulebook: End of the game and victory, Variants, docs/rules-decisions.md #76). If one side is left,
 * it wins at once with the reason 'forfeit'; otherwise play goes on, which the rules allow only while
 * the game does not wait for that seat (the server first plays its turn out with default choices).
 * Like `apply`, never changes `state`.
 */
export function forfeit(state: GameState, seat: Seat): ApplyResult {
  if (state.result) return { ok: false, code: 'GAME_OVER', message: 'The game is over.' };
  const p = state.players[seat];
  if (!p || p.eliminated) return { ok: false, code: 'NOT_YOUR_TURN', message: 'That seat is not in the game.' };
  const sides = sidesLeftWithout(state, seat);
  const ctx: Ctx = { s: cloneState(state), events: [] };
  if (sides.size === 1) {
    eliminatePlayer(ctx, seat);
    endGame(ctx, { winners: ctx.s.turnOrder.filter((s) => ctx.s.players[s]!.team === [...sides][0]), reason: 'forfeit' });
    return { ok: true, state: doneChanging(ctx.s), events: ctx.events };
  }
  if (waitsFor(state, seat)) {
    return { ok: false, code: 'WAITING_FOR_DECISION', message: 'A seat leaves the game only when the game does not wait for it.' };
  }
  eliminatePlayer(ctx, seat);
  checkVictory(ctx);
  return { ok: true, state: doneChanging(ctx.s), events: ctx.events };
}

/** The teams still in the game once `seat` has left it. */
function sidesLeftWithout(state: GameState, seat: Seat) {
  return new Set(aliveOrder(state).filter((s) => s !== seat).map((s) => state.players[s]!.team));
}

/** Whether the game waits for `seat` now: its turn, or a decision it has to take. */
function waitsFor(state: GameState, seat: Seat): boolean {
  return state.activeSeat === seat || state.pending?.seat === seat;
}

/**
 * The next step of playing a forfeiting seat out, for the server: `forfeit` when `forfeit(state, seat)`
 * would be accepted now; `act` with what the seat's clock would play (`timeoutAction`) while the game
 * waits for it; `wait` while another seat has to act first (or the game is over).
 */
export type ForfeitStep = { kind: 'act'; action: Action } | { kind: 'forfeit' } | { kind: 'wait' };

/** See `ForfeitStep`. A seat already out of the game is still played out if a decision reaches it. */
export function forfeitStep(state: GameState, seat: Seat): ForfeitStep {
  if (state.result) return { kind: 'wait' };
  if (state.players[seat]?.eliminated) return whoActs(state) === seat ? { kind: 'act', action: timeoutAction(state) } : { kind: 'wait' };
  if (sidesLeftWithout(state, seat).size === 1 || !waitsFor(state, seat)) return { kind: 'forfeit' };
  return whoActs(state) === seat ? { kind: 'act', action: timeoutAction(state) } : { kind: 'wait' };
}
