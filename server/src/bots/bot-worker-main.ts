import { parentPort } from 'node:worker_threads';
import { decideAs } from '@signum/shared';
import type { BotJob, BotReply } from './bot-job';

/**
 * One bot worker thread: answers each job with the seat's action, computed off the game server's
 * event loop. The time cap is the documented safety net (shared/src/bots/README.md, "Time"): the
 * node budget is what normally ends a search.
 */
parentPort!.on('message', (job: BotJob) => {
  const t0 = performance.now();
  let reply: BotReply;
  try {
    const action = decideAs(job.level, job.state, job.seat, job.seed, { timeCapMs: job.timeCapMs, now: () => performance.now() });
    reply = { id: job.id, action, ms: performance.now() - t0 };
  } catch (err) {
    reply = { id: job.id, action: null, ms: performance.now() - t0, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
