import { endTurn } from './activation';
import type { Ctx } from '../primitives/context';

/**
 * A player who leaves the game takes no more turns (docs/rules-decisions.md #76): if that is the active player (a
 * hero killed in its own turn), the turn ends as soon as the rules are quiet and the next player in
 * turn order begins. Returns whether a turn was ended.
 */
export function endTurnOfEliminated(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.result || s.pending || s.tasks.length > 0 || s.phase === 'setup' || s.phase === 'ended') return false;
  if (!s.players[s.activeSeat]?.eliminated) return false;
  s.phase = 'activation';
  endTurn(ctx, s.activeSeat);
  return true;
}
