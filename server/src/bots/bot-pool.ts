import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Action, BotLevel, GameState, Seat } from '@signum/shared';
import type { BotJob, BotReply } from './bot-job';

/**
 * The safety cap on one bot decision in ms (BOT_TIME_CAP_MS); the search's node budget normally ends it
 * well before. BOT_TIME_CAP_MS and BOT_WORKERS are checked at boot with the rest (config/env.ts).
 */
export const BOT_TIME_CAP_MS = Number(process.env.BOT_TIME_CAP_MS ?? 1000);

interface Waiting {
  resolve: (a: Action | null) => void;
  reject: (e: Error) => void;
}

/**
 * Worker threads that think for the bots, so a search never blocks the event loop that serves
 * every match (BOT_WORKERS threads, default: one less than the cores, at least one). Jobs queue
 * when all threads are busy; a thread that dies fails its job and is replaced.
 */
export class BotPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, number>();
  private readonly queue: BotJob[] = [];
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private closed = false;
  /** Decisions answered, for tests and the operator. */
  decisions = 0;

  constructor(private readonly size = Number(process.env.BOT_WORKERS ?? Math.max(1, availableParallelism() - 1))) {}

  /** The action `level` chooses for `seat` in `state`, computed in a worker thread. */
  decide(level: BotLevel, state: GameState, seat: Seat, seed: string): Promise<Action | null> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.queue.push({ id, level, state, seat, seed, timeCapMs: BOT_TIME_CAP_MS });
      this.pump();
    });
  }

  /** Stop every thread; pending decisions fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.values()) w.reject(new Error('the bot pool is closed'));
    this.waiting.clear();
    this.queue.length = 0;
    await Promise.all([...this.idle, ...this.busy.keys()].map((w) => w.terminate()));
    this.idle.length = 0;
    this.busy.clear();
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const w = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!w) return;
      const job = this.queue.shift()!;
      this.busy.set(w, job.id);
      w.postMessage(job);
    }
  }

  private spawn(): Worker {
    const w = new Worker(join(__dirname, 'bot-worker.cjs'));
    w.unref(); // an idle pool never keeps the process alive
    w.on('message', (reply: BotReply) => {
      this.busy.delete(w);
      this.idle.push(w);
      this.settle(reply.id, reply.error ? new Error(reply.error) : null, reply.action);
      this.decisions++;
      this.pump();
    });
    w.on('error', (err) => this.lose(w, err));
    w.on('exit', (code) => this.lose(w, new Error(`bot worker exited with ${code}`)));
    return w;
  }

  /** A thread died: fail its job, forget it, and carry on with a new one when needed. */
  private lose(w: Worker, err: Error): void {
    const id = this.busy.get(w);
    this.busy.delete(w);
    const i = this.idle.indexOf(w);
    if (i >= 0) this.idle.splice(i, 1);
    if (id !== undefined) this.settle(id, err, null);
    if (!this.closed) this.pump();
  }

  private settle(id: number, err: Error | null, action: Action | null): void {
    const w = this.waiting.get(id);
    if (!w) return;
    this.waiting.delete(id);
    if (err) w.reject(err);
    else w.resolve(action);
  }
}

let shared: BotPool | undefined;
/** The process's bot pool, started on first use (again after `closeBotPool`). */
export function botPool(): BotPool {
  return (shared ??= new BotPool());
}

/** Stop the process's bot threads (the server's close); the next bot decision starts a new pool. */
export async function closeBotPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
