import type { Vec } from '../geometry';
import { ensure } from '../protocol/codes';
import type { GameState, Seat } from '../state/types';
import { activate, checkActor } from './activation';
import type { Ctx } from './context';
import { planMove, type MovePlan } from './movement';
import { push } from './stack';
import { has } from './stats';

/** Check a declared move: the creature may act, has not moved or fought yet, and the path is legal. */
export function checkMove(s: GameState, seat: Seat, creature: string, path: Vec[], run: boolean): MovePlan {
  const { c, act } = checkActor(s, seat, creature);
  ensure(!act.moved && act.melees === 0, 'ALREADY_MOVED', 'This creature has already moved in this activation.');
  return planMove(s, c, path, run);
}

/** Declare a move; after a Run the activation ends, except that a Quick creature may still fight (checklist 11.6). */
export function declareMove(ctx: Ctx, seat: Seat, creature: string, path: Vec[], run: boolean): void {
  const plan = checkMove(ctx.s, seat, creature, path, run);
  const { c, act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  if (run && !(plan.stoppedBy && has(ctx.s, c, 'quick'))) act.finished = true;
  push(ctx, { kind: 'move', creature: c.id, ...plan, step: 'leave' });
}
