import type { GameState, Seat } from '../state/types';
import type { Ctx } from '../primitives/context';
import { aliveOrder } from '../queries/turn-order';
import { checkVictory, eliminatePlayer, endGame } from '../rules/victory';
import type { ApplyResult } from './apply';
import { cloneState } from './clone';

/**
 * A player leaves the game by forfeit (the server's call: their time to come back ran out). They are
 * eliminated like a player whose hero fell (checklist 19.2, 21.4.4, Part F 76). If one side is left,
 * it wins at once with the reason 'forfeit'; otherwise play goes on, which the rules allow only while
 * the game does not wait for that seat (the server first plays its turn out with default choices).
 * Like `apply`, never changes `state`.
 */
export function forfeit(state: GameState, seat: Seat): ApplyResult {
  if (state.result) return { ok: false, code: 'GAME_OVER', message: 'The game is over.' };
  const p = state.players[seat];
  if (!p || p.eliminated) return { ok: false, code: 'NOT_YOUR_TURN', message: 'That seat is not in the game.' };
  const left = aliveOrder(state).filter((s) => s !== seat);
  const sides = new Set(left.map((s) => state.players[s]!.team));
  const ctx: Ctx = { s: cloneState(state), events: [] };
  if (sides.size === 1) {
    eliminatePlayer(ctx, seat);
    endGame(ctx, { winners: ctx.s.turnOrder.filter((s) => ctx.s.players[s]!.team === [...sides][0]), reason: 'forfeit' });
    return { ok: true, state: ctx.s, events: ctx.events };
  }
  if (state.activeSeat === seat || state.pending?.seat === seat) {
    return { ok: false, code: 'WAITING_FOR_DECISION', message: 'A seat leaves the game only when the game does not wait for it.' };
  }
  eliminatePlayer(ctx, seat);
  checkVictory(ctx);
  return { ok: true, state: ctx.s, events: ctx.events };
}
