import { ensure } from '../protocol/codes';
import type { GameState, Seat } from '../state/types';

/** Check that `seat` may declare something in its Creature Activation phase now. */
export function checkActivationPhase(s: GameState, seat: Seat): void {
  ensure(s.activeSeat === seat, 'NOT_YOUR_TURN', 'It is not your turn.');
  ensure(s.phase === 'activation', 'WRONG_PHASE', s.phase === 'construction' ? 'Build a building or take Prosperity first.' : 'That cannot be done now.');
}
