import type { AnswerOf, DecisionKind, DecisionOptions, Decision } from '../protocol/decisions';
import type { Seat } from '../state/types';
import { emit, type Ctx } from './context';

/** Stop and wait for `seat` to decide (docs/architecture.md §2: decisions are state). */
export function ask<K extends DecisionKind>(ctx: Ctx, seat: Seat, kind: K, options: DecisionOptions[K], defaultAnswer: AnswerOf<K>): 'keep' {
  const id = ++ctx.s.decisionCounter;
  ctx.s.pending = { id, seat, kind, options, defaultAnswer } as Decision;
  emit(ctx, { e: 'decision', seat, kind, id });
  return 'keep';
}

/** The answer stored on the task by `apply`, consumed once. */
export function takeAnswer<T>(task: { answer?: unknown }): T | undefined {
  const a = task.answer as T | undefined;
  delete task.answer;
  return a;
}
