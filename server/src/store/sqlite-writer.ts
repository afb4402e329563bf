import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { appendRefusal, type MatchLogState } from './append-check';
import { StoreError } from './match-store';

/** A write the writer thread knows: its statement's name and named parameters. */
export type WriteOp = { op: 'create'; args: Record<string, unknown> } | { op: 'append' | 'finish'; args: { matchId: string } & Record<string, unknown> };

/** The writer thread's answer to one write. */
interface Reply {
  id: number;
  error?: { message: string; code?: string };
  refused?: { refused: 'exists' | 'state'; state: MatchLogState };
  value?: unknown;
  /** How many writes the commit that carried this one held. */
  together?: number;
}

/**
 * The main thread's side of the SQLite writer thread (sqlite-writer-thread.cjs): it sends each write there
 * and settles its promise with the answer, once the write's transaction is on disk. The thread is
 * started again on the next write if it ever dies (its pending writes fail and are retried by the room).
 */
export class SqliteWriter {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: unknown) => void }>();
  private nextId = 0;
  /** The most writes one commit (one fsync) has carried so far: above 1, writes of many matches shared a commit. */
  largestCommit = 0;

  constructor(private readonly file: string) {
    this.start();
  }

  private start(): Worker {
    const worker = new Worker(join(__dirname, 'sqlite-writer-thread.cjs'), { workerData: { file: this.file, betterSqlite3: require.resolve('better-sqlite3') } });
    worker.on('message', (replies: Reply[]) => this.settle(replies));
    const lost = (err: unknown) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The SQLite writer thread stopped (exit code ${code}).`)));
    worker.unref(); // only pending writes keep the process alive (ref'd in `ask`)
    return (this.worker = worker);
  }

  /** The thread answers a commit's writes in one message (sqlite-writer-thread.cjs). */
  private settle(replies: Reply[]): void {
    for (const r of replies) {
      const p = this.pending.get(r.id);
      if (!p) continue;
      this.pending.delete(r.id);
      if (r.together && r.together > this.largestCommit) this.largestCommit = r.together;
      p.resolve(r);
    }
    if (this.pending.size === 0) this.worker?.unref();
  }

  /** Messages for the thread not yet posted, and the worker they are for. */
  private outbox: { worker: Worker; messages: Record<string, unknown>[] } | null = null;

  /**
   * Send a message to the thread. The messages of one turn of the event loop go in one postMessage
   * (the actions of many matches arrive in the same turn): each postMessage costs a copy and a
   * wake-up of the thread, which the bench's profile showed per action.
   */
  private ask(message: Record<string, unknown>): Promise<Reply> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.outbox?.worker !== worker) {
        const outbox = (this.outbox = { worker, messages: [] });
        worker.ref();
        setImmediate(() => {
          if (this.outbox === outbox) this.outbox = null;
          worker.postMessage(outbox.messages);
        });
      }
      this.outbox.messages.push({ id, ...message });
    });
  }

  /** Write once the thread has committed it; rejects with a StoreError if refused, with the database's error if not committed. */
  async write(w: WriteOp, what: { matchId: string; index?: number }): Promise<void> {
    const r = await this.ask(w);
    if (r.error) throw Object.assign(new Error(r.error.message), { code: r.error.code });
    if (!r.refused) return;
    const { matchId, index } = what;
    if (r.refused.refused === 'exists') throw new StoreError('MATCH_EXISTS', `Match ${matchId} is already stored.`);
    if (w.op === 'append') throw appendRefusal(matchId, index!, r.refused.state);
    throw r.refused.state.exists ? new StoreError('MATCH_FINISHED', `Match ${matchId} has already finished.`) : new StoreError('UNKNOWN_MATCH', `No match ${matchId} is stored.`);
  }

  /** Run a pragma on the writer's connection (tests: its sync mode, a size cap that makes the disk "full"). */
  async pragma(source: string): Promise<unknown> {
    return (await this.ask({ op: 'pragma', source })).value;
  }

  /** Commit what is queued, close the writer's connection and end the thread. */
  async close(): Promise<void> {
    if (!this.worker) return;
    const worker = this.worker;
    await this.ask({ op: 'close' });
    this.worker = null;
    await worker.terminate();
  }
}
