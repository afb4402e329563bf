import { emit, type Ctx } from '../primitives/context';
import { push } from '../primitives/stack';
import type { BeginTurnTask } from '../state/tasks';
import type { GameState, Seat } from '../state/types';
import { creatureToChange, playerToChange } from '../primitives/copy-on-write';
import { withTapped } from '../primitives/building-in-play';

/** Start a seat's turn: the Beginning phase runs as a task (its draw may wait for a blind discard). */
export function startTurn(ctx: Ctx, seat: import('../state/types').Seat): void {
  // Quest mode's turns are its own (docs/architecture.md §10): the engine hands them to rules/quest/quest-turn.ts.
  if (ctx.s.config.quest) return push(ctx, { kind: 'questTurn', seat });
  startStandardTurn(ctx, seat);
}

/** The standard turn's start: the Beginning phase of `seat`. */
export function startStandardTurn(ctx: Ctx, seat: import('../state/types').Seat): void {
  ctx.s.activeSeat = seat;
  ctx.s.phase = 'construction';
  push(ctx, { kind: 'beginTurn', seat, step: 'untap' });
}

/**
 * At the start of `seat`'s turn no creature has fought yet this turn, and the seat's creatures may
 * activate again (rulebook: Creature activation). Only the creatures this changes are copied (copy on write).
 */
export function readyCreatures(s: GameState, seat: Seat): void {
  for (const c of Object.values(s.creatures)) {
    const activates = c.controller === seat && c.activated;
    if (c.meleesThisTurn === 0 && !activates) continue;
    const w = creatureToChange(s, c.id);
    w.meleesThisTurn = 0;
    if (activates) w.activated = false;
  }
}

/**
 * Beginning phase (rulebook: Beginning phase): untap everything, creatures may activate again, expired markers
 * go, draw 1, gain 1 Prosperity. The first player draws on the first turn too (docs/rules-decisions.md #8).
 */
export function runBeginTurn(ctx: Ctx, t: BeginTurnTask): 'done' | 'keep' {
  const s = ctx.s;
  const p = playerToChange(s, t.seat);
  if (t.step === 'untap') {
    emit(ctx, { e: 'turnStarted', seat: t.seat, turn: s.turn });
    p.buildings.forEach((b, i) => {
      if (b.tapped) p.buildings[i] = withTapped(b, false);
    });
    emit(ctx, { e: 'untapped', seat: t.seat });
    readyCreatures(s, t.seat);
    p.builtThisTurn = false;
    p.terrainThisTurn = false;
    p.lastTurn = s.turn;
    t.step = 'draw';
    push(ctx, { kind: 'draw', seat: t.seat, remaining: 1 });
    return 'keep';
  }
  if (t.step === 'draw') t.step = 'prosperity';
  p.prosperity += 1;
  emit(ctx, { e: 'prosperity', seat: t.seat, delta: 1, total: p.prosperity, why: 'beginning phase' });
  return 'done';
}
