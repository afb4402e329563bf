import type { Vec } from '../geometry';
import { ensure } from '../protocol/codes';
import type { GameState, Seat } from '../state/types';
import { activate, checkActor } from './activation';
import { takeChecked, type Ctx } from '../primitives/context';
import { planMove } from '../queries/movement';
import type { MovePlan } from '../state/tasks';
import { push } from '../primitives/stack';
import { has } from '../queries/stats';
import { checkPersecutionMove } from '../keywords/persecution-move';
import { steamEngine } from '../keywords/steam-engine';

/** Check a declared move: the creature may act, has not moved or fought yet, and the path is legal. */
export function checkMove(s: GameState, seat: Seat, creature: string, path: Vec[], run: boolean): MovePlan {
  const { c, act } = checkActor(s, seat, creature);
  if (act.persecutionOpen) return checkPersecutionMove(s, c, act, path, run);
  ensure(!act.moved && act.melees === 0, 'ALREADY_MOVED', 'This creature has already moved in this activation.');
  return planMove(s, c, path, run);
}

/** Declare a move; after a Run the activation ends, except that a Quick creature may still fight (rulebook: Run). */
export function declareMove(ctx: Ctx, seat: Seat, creature: string, path: Vec[], run: boolean): void {
  let plan = takeChecked(ctx)?.move ?? checkMove(ctx.s, seat, creature, path, run);
  const { c, act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  if (act.persecutionOpen) act.persecutionMoved = true;
  else {
    // A Steam Engine tied to moving rolls first; its grant (e.g. Flight) applies to this move.
    const engine = steamEngine(ctx, c, 'move');
    if (engine === 'died') return;
    if (engine === 'fired') plan = checkMove(ctx.s, seat, creature, path, run);
  }
  if (run && !(plan.stoppedBy && has(ctx.s, c, 'quick'))) act.finished = true;
  push(ctx, { kind: 'move', creature: c.id, ...plan, step: 'leave' });
}
