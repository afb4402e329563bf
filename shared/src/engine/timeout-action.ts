import type { Action } from '../protocol/actions';
import type { GameState } from '../state/types';
import { getOverlordCard } from '../cards/quest';

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
  // The Overlord player owes a card this turn (checklist 22.33): its first, with all the Rage it may take.
  const q = s.quest;
  if (s.config.quest?.side === 'pvp' && s.activeSeat === s.config.quest.overlord && q && q.overlordPlayed === 0 && q.overlordHand.length > 0) {
    const card = q.overlordHand[0]!;
    const x = getOverlordCard('pvp', card).main.rage;
    return { type: 'playOverlordCard', card, rage: x === undefined ? 0 : Math.floor(q.rage / x) * x };
  }
  return { type: 'endTurn' };
}
