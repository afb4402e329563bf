import type { Action } from '../protocol/actions';
import type { GameEvent } from '../protocol/events';
import type { GameState } from '../state/types';
import type { Task } from '../state/tasks';

/** The working copy of the state an action is applied to, and the events it produced so far. */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** The declaration being carried out, so a start of activation that waits for a choice can resume it. */
  declared?: Action;
  /** The task the engine is running: tasks it pushes belong to its chain of triggered abilities (trigger-chain.ts). */
  running?: Task;
  /** rules/victory.ts: how many of `events` the last victory check that found the game going on had seen. */
  victoryCheckedAt?: number;
}

/** Record an event. */
export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
}
