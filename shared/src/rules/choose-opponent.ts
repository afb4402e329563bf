import { ensure } from '../protocol/codes';
import type { GameState, Seat } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import type { Ctx } from '../primitives/context';
import { areEnemies } from '../queries/creatures';
import { nextSeat } from '../queries/turn-order';

/** The opponents still in the game, clockwise from the seat after `seat` (allies are not opponents, rulebook: Variants). */
export function opponentsOf(s: GameState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  let at = seat;
  for (let k = 0; k < s.turnOrder.length; k++) {
    at = nextSeat(s, at);
    if (at === seat || out.includes(at)) break;
    if (areEnemies(s, seat, at)) out.push(at);
  }
  return out;
}

/**
 * Which opponent a rule or effect on "an opponent" touches (rulebook: Variants): with
 * one opponent left, that one; with more, `seat` chooses and the choice is kept on the task in
 * `opponent` until `clearOpponent`. Returns 'keep' while the decision waits, undefined with no opponent.
 */
export function chooseOpponent(ctx: Ctx, t: { answer?: unknown; opponent?: Seat }, seat: Seat, why: string): Seat | 'keep' | undefined {
  const options = opponentsOf(ctx.s, seat);
  if (t.opponent && options.includes(t.opponent)) return t.opponent;
  if (options.length <= 1) return options[0];
  const answer = takeAnswer<{ opponent: Seat }>(t);
  if (!answer) return ask(ctx, seat, 'chooseOpponent', { opponents: options, why }, { opponent: options[0]! });
  ensure(options.includes(answer.opponent), 'BAD_ANSWER', 'Choose one of your opponents still in the game.');
  t.opponent = answer.opponent;
  return answer.opponent;
}

/** Forget a kept opponent choice, so the next use asks again. */
export function clearOpponent(t: { opponent?: Seat }): void {
  delete t.opponent;
}
