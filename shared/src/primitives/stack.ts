import type { Task } from '../state/tasks';
import type { Ctx } from './context';

/** Put a task on the procedure stack; it runs before the task that pushed it resumes. */
export function push(ctx: Ctx, task: Task): void {
  ctx.s.tasks.push(task);
}
