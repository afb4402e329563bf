import type { Vec } from '../geometry';
import { DISTANCE } from '../geometry';
import { ensure } from '../protocol/codes';
import type { Activation, Creature, GameState } from '../state/types';
import { planMove } from '../queries/movement';
import type { MovePlan } from '../state/tasks';

/**
 * glossary: Persecution X — before its extra melee the creature may move up to S, and only into
 * contact with another enemy; no Run. Leaving contact draws Backstabs as usual (docs/rules-decisions.md #52).
 */
export function checkPersecutionMove(s: GameState, c: Creature, act: Activation, path: Vec[], run: boolean): MovePlan {
  ensure(!act.persecutionMoved, 'ALREADY_MOVED', 'Persecution allows one move before each extra melee.');
  ensure(!run, 'CANNOT_RUN', 'A Persecution move cannot be a Run.');
  const plan = planMove(s, c, path, false, DISTANCE.S);
  ensure(plan.stoppedBy, 'NOT_IN_CONTACT', 'A Persecution move must end in contact with another enemy.');
  return plan;
}
