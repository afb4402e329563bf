import type Database from 'better-sqlite3';
import { appendRefusal, type MatchLogState } from './append-check';
import { StoreError } from './match-store';
import { storeCommitSeconds } from '../metrics';

/** The server's STORE_COMMIT_INTERVAL_MS when it is not set (config/env.ts): see SqliteGroupCommit. */
export const DEFAULT_COMMIT_INTERVAL_MS = 8;

/** A write the store makes: its statement and named parameters. */
type WriteOp = { op: 'create'; args: Record<string, unknown> } | { op: 'append' | 'finish'; args: { matchId: string } & Record<string, unknown> };

/** Why the database refused one write of a batch. */
type Refusal = { refused: 'exists' | 'state'; state: MatchLogState };

interface Queued {
  w: WriteOp;
  what: { matchId: string; index?: number };
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit on the game server's own thread (server/README.md, "The match log"). The writes
 * asked for in one turn of the event loop — the actions of every match whose message arrived in
 * that turn — are committed after it, in one IMMEDIATE transaction and so one fsync
 * (`synchronous = FULL`), and each write's promise settles only once that transaction is on disk.
 *
 * Why on this thread and not a writer thread (as before 2026-11-24): the message to a worker and
 * back cost more CPU than the commit itself. One append a commit (bench/store-append.bench.ts) cost
 * 104–148 µs of CPU here against the writer thread's 231–256; the price is that the event loop
 * waits for the fsync, 0.36–0.41 ms a commit on average under the 500-match bench (server/README.md,
 * Benchmark; `signum_store_commit_seconds` shows it in production).
 *
 * Under load, commits are spaced at least `minIntervalMs` apart (STORE_COMMIT_INTERVAL_MS): a write
 * asked for sooner after the last commit waits for the rest of the interval, and everything asked for
 * meanwhile shares its commit. A commit costs about a quarter of a millisecond of CPU, the kernel's
 * share of the fsync included, however many writes it carries: under the 500-match bench (about 300
 * actions a second) 8 ms between commits made them carry 3.5 actions instead of 1.2 and cut the
 * server's CPU per action by 15 % (server/README.md, Benchmark). The price is latency, at most the
 * interval and only while commits come that close together (the bench's p50 from send to patch went
 * from 1.6 to 6.3 ms): a quiet server commits in the turn after the write, as before. Durability is
 * unchanged: a write's promise still settles only once its commit is on disk.
 */
export class SqliteGroupCommit {
  private readonly sql: ReturnType<typeof prepareWrites>;
  private readonly commitBatch: Database.Transaction<(batch: Queued[]) => (Refusal | undefined)[]>;
  private queue: Queued[] = [];
  /** The most writes one commit (one fsync) has carried so far: above 1, writes of many matches shared a commit. */
  largestCommit = 0;
  /** When the last commit ended (performance.now()), for the interval between two. */
  private lastCommitAt = -Infinity;

  constructor(
    db: Database.Database,
    private readonly minIntervalMs = 0,
  ) {
    this.sql = prepareWrites(db);
    // Made once: `db.transaction` builds four wrappers at every call (15 µs).
    this.commitBatch = db.transaction((batch: Queued[]) => batch.map((q) => this.writeOne(q.w)));
  }

  /** Settles once the write's transaction is on disk; rejects with a StoreError if refused, with the database's error if not committed. */
  write(w: WriteOp, what: { matchId: string; index?: number }): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.queue.length === 0) this.scheduleFlush();
      this.queue.push({ w, what, resolve, reject });
    });
  }

  /** The next commit: after this turn of the event loop, or once the interval since the last commit is over. */
  private scheduleFlush(): void {
    const wait = this.lastCommitAt + this.minIntervalMs - performance.now();
    if (wait >= 1) setTimeout(() => this.flush(), wait);
    else setImmediate(() => this.flush());
  }

  /** Commit what is queued now (closing the store). */
  flush(): void {
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    let outcomes: (Refusal | undefined)[];
    const timer = storeCommitSeconds.startTimer();
    try {
      outcomes = this.commitBatch.immediate(batch);
      timer();
    } catch (err) {
      // Not committed (a full disk, an I/O error): every write of the batch failed, none is stored.
      for (const q of batch) q.reject(err);
      return;
    } finally {
      this.lastCommitAt = performance.now();
    }
    if (batch.length > this.largestCommit) this.largestCommit = batch.length;
    batch.forEach((q, i) => {
      const refusal = outcomes[i];
      if (refusal) q.reject(refusalError(q, refusal));
      else q.resolve();
    });
  }

  /** One write inside the batch's transaction: undefined if it went in, else why it was refused. */
  private writeOne(w: WriteOp): Refusal | undefined {
    try {
      if (w.op === 'create') return void this.sql.createMatch.run(w.args);
      const changed = (w.op === 'append' ? this.sql.append : this.sql.finishMatch).run(w.args).changes;
      if (changed === 1) return undefined;
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return { refused: w.op === 'create' ? 'exists' : 'state', state: this.logState(String(w.args.matchId ?? w.args.id)) };
      throw err;
    }
    return { refused: 'state', state: this.logState(w.args.matchId) };
  }

  /** What the store knows of a match, for the reason a write was refused. */
  private logState(matchId: string): MatchLogState {
    const row = this.sql.logState.get({ matchId }) as { finished_at: string | null; next_index: number } | undefined;
    return { exists: !!row, finished: !!row && row.finished_at !== null, nextIndex: row ? row.next_index : 0 };
  }
}

function refusalError({ w, what }: Queued, r: Refusal): StoreError {
  const { matchId, index } = what;
  if (r.refused === 'exists') return new StoreError('MATCH_EXISTS', `Match ${matchId} is already stored.`);
  if (w.op === 'append') return appendRefusal(matchId, index!, r.state);
  return r.state.exists ? new StoreError('MATCH_FINISHED', `Match ${matchId} has already finished.`) : new StoreError('UNKNOWN_MATCH', `No match ${matchId} is stored.`);
}

/** The write statements, prepared once. */
function prepareWrites(db: Database.Database) {
  return {
    createMatch: db.prepare('INSERT INTO matches (id, mode, config, created_at, finished_at, result) VALUES (@id, @mode, @config, @createdAt, @finishedAt, @result)'),
    // The index must be the log's length (max idx + 1, from the primary key's index) and the match unfinished.
    append: db.prepare(
      `INSERT INTO match_actions (match_id, idx, seat, action, timed_out)
       SELECT id, @index, @seat, @action, @timedOut FROM matches
       WHERE id = @matchId AND finished_at IS NULL
         AND @index = coalesce((SELECT max(idx) + 1 FROM match_actions WHERE match_id = @matchId), 0)`,
    ),
    finishMatch: db.prepare('UPDATE matches SET finished_at = @finishedAt, result = @result WHERE id = @matchId AND finished_at IS NULL'),
    logState: db.prepare('SELECT finished_at, coalesce((SELECT max(idx) + 1 FROM match_actions WHERE match_id = @matchId), 0) AS next_index FROM matches WHERE id = @matchId'),
  };
}
