import type { Task } from '../state/tasks';
import type { Ctx } from './context';

/**
 * Put a task on the procedure stack; it runs before the task that pushed it resumes. It belongs to the chain of
 * triggered abilities of the task that pushed it, unless it starts a link of its own (trigger-chain.ts).
 */
export function push(ctx: Ctx, task: Task): void {
  const from = ctx.running;
  if (from?.byAbility !== undefined && task.byAbility === undefined) {
    task.byAbility = from.byAbility;
    if (from.abilityChain) task.abilityChain = from.abilityChain;
  }
  ctx.s.tasks.push(task);
}
