import type { Action } from '../protocol/actions';
import type { GameEvent } from '../protocol/events';
import type { GameState } from '../state/types';
import type { MovePlan, Task } from '../state/tasks';
import type { Card } from '../cards/schema';

/** What the check of a move (its plan) or of a card played from hand found, for the action checked. */
export interface CheckedDeclaration {
  action: Action;
  move?: MovePlan;
  playCard?: { card: Card; backstabbers: string[] };
}

/**
 * What the check of this very declaration found before the state was copied, taken once: a declaration
 * resumed later (after start-of-activation choices) is checked again on the position it meets then.
 */
export function takeChecked(ctx: Ctx): CheckedDeclaration | undefined {
  const checked = ctx.checked;
  ctx.checked = undefined;
  return checked && checked.action === ctx.declared ? checked : undefined;
}

/** The working copy of the state an action is applied to, and the events it produced so far. */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** The declaration being carried out, so a start of activation that waits for a choice can resume it. */
  declared?: Action;
  /** The task the engine is running: tasks it pushes belong to its chain of triggered abilities (trigger-chain.ts). */
  running?: Task;
  /**
   * A declaration already checked on the state before it was copied (engine/check-before-copy.ts), with
   * what its check found: the rule that carries out this very action takes it instead of checking again.
   */
  checked?: CheckedDeclaration;
  /** rules/victory.ts: how many of `events` the last victory check that found the game going on had seen. */
  victoryCheckedAt?: number;
}

/** Record an event. */
export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
}
