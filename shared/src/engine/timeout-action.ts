import type { Action } from '../protocol/actions';
import type { GameState } from '../state/types';

/**
 * What a seat whose time ran out plays, as that player could have sent it (the server's clock sends
 * it; the engine never reads a clock): the pending decision's `defaultAnswer`; in Construction,
 * +2 Prosperity instead of a building (rulebook: Construction phase); else ending the activation in progress,
 * else the turn.
 */
export function timeoutAction(s: GameState): Action {
  if (s.pending) return { type: 'answer', decision: s.pending.id, answer: s.pending.defaultAnswer };
  if (s.phase === 'construction') return { type: 'takeProsperity' };
  if (s.activation) return { type: 'endActivation' };
  return { type: 'endTurn' };
}
