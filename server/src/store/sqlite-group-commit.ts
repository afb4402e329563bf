import type Database from 'better-sqlite3';
import { closeSync, fdatasync, openSync } from 'node:fs';
import { appendRefusal, type MatchLogState } from './append-check';
import { StoreError } from './match-store';
import { storeCommitSeconds } from '../metrics';

/** The server's STORE_COMMIT_INTERVAL_MS when it is not set (config/env.ts): see SqliteGroupCommit. */
export const DEFAULT_COMMIT_INTERVAL_MS = 5;

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

/** How a group commit syncs the WAL file (node's `fdatasync`), and what it does when a sync fails. */
export interface WalSync {
  fdatasync(fd: number, done: (err: NodeJS.ErrnoException | null) => void): void;
  failed(err: Error): void;
}

/** A committed batch waiting for its WAL frames to reach the disk: each write's outcome, and the commit's timer (metrics.ts). */
interface Committed {
  batch: Queued[];
  outcomes: (Refusal | undefined)[];
  stopTimer: () => void;
}

/**
 * Group commit on the game server's own thread (server/README.md, "The match log"). The writes
 * asked for in one turn of the event loop — the actions of every match whose message arrived in
 * that turn — are committed after it in one IMMEDIATE transaction, and each write's promise settles
 * only once that transaction is on disk.
 *
 * The disk wait is off the event loop. The transaction commits with `synchronous = NORMAL`, which in
 * WAL mode writes its frames to the WAL file without syncing it, and then the WAL file is
 * fdatasync'ed on libuv's thread pool: the sync SQLite's FULL would have made inside the commit,
 * with the loop waiting for it (on some machines of this kind 1–2.5 ms a commit under the 500-match
 * bench: a seventh of the loop's time). The writes settle once that sync has returned, so what is
 * acknowledged is on disk, as under FULL. One sync at a time: the writes asked for while one is on
 * its way are committed together once it is done, then synced. SQLite still syncs the WAL's header
 * when it starts the file over and both files at a checkpoint, as under FULL. The rest of the
 * connection (the player tables) keeps FULL. The price is CPU: the thread pool's hop cost more than
 * the loop saved, 2–5 % of the server's CPU an action under the 500-match bench (server/bench/README.md).
 *
 * A batch is visible to this connection's reads between its commit and its sync (a replay read in
 * that window could show an action its player has not yet had acknowledged); a process killed in
 * that window leaves it in the OS's cache, so on disk, and a restart restores it, as when a process
 * dies between an fsync and the acknowledgement.
 *
 * Why on this thread and not a writer thread (as before 2026-11-24): the message to a worker and
 * back cost more CPU than the commit itself. One append a commit (bench/store-append.bench.ts) cost
 * 104–148 µs of CPU here against the writer thread's 231–256. The thread pool's sync carries no
 * message: no copy of the writes leaves this thread.
 *
 * Under load, commits are spaced at least `minIntervalMs` apart (STORE_COMMIT_INTERVAL_MS): a write
 * asked for sooner after the last commit waits for the rest of the interval, and everything asked for
 * meanwhile shares its commit. A commit costs about a quarter of a millisecond of CPU, the kernel's
 * share of the fsync included, however many writes it carries: under the 500-match bench (about 300
 * actions a second) 8 ms between commits made them carry 3.5 actions instead of 1.2 and cut the
 * server's CPU per action by 15 % (server/bench/README.md). The price is latency, at most the
 * interval and only while commits come that close together (the bench's p50 from send to patch went
 * from 1.6 to 6.3 ms): a quiet server commits in the turn after the write, as before. The default
 * is 5 ms since 2026-11-28: 2.3 actions a commit, for a p99 from send to patch under 15 ms at 500
 * matches (issue 16's bar; 8 ms alone added up to 8 of them). With `npm start`'s smaller young
 * generation, chosen for the same bar, that cost 6–8 % more CPU (server/README.md). Durability is
 * unchanged: a write's promise still settles only once its commit is on disk.
 */
export class SqliteGroupCommit {
  private readonly sql: ReturnType<typeof prepareWrites>;
  private readonly commitBatch: Database.Transaction<(batch: Queued[]) => (Refusal | undefined)[]>;
  /** `PRAGMA synchronous` for the group's commits (NORMAL, synced here) and back to FULL for the rest of the connection. */
  private readonly syncLater: Database.Statement;
  private readonly syncAtCommit: Database.Statement;
  private queue: Queued[] = [];
  /** Committed batches whose sync has not started yet. */
  private unsynced: Committed[] = [];
  /** The sync on its way, if any: settles once the batches it covers are on disk. */
  private syncing: Promise<void> | undefined;
  /** The WAL file, opened at the first commit (SQLite makes it; it lasts while the connection is open). */
  private walFd: number | undefined;
  /** The most writes one commit (one fsync) has carried so far: above 1, writes of many matches shared a commit. */
  largestCommit = 0;
  /** When the last commit ended, its sync included (performance.now()), for the interval between two. */
  private lastCommitAt = -Infinity;

  constructor(
    private readonly db: Database.Database,
    private readonly minIntervalMs = 0,
    /** How the WAL is synced and what a failed sync does: tests put their own in (sqlite-group-commit.test.ts). */
    private readonly walSync: WalSync = { fdatasync, failed: stopOnLostSync },
  ) {
    this.sql = prepareWrites(db);
    // Made once: `db.transaction` builds four wrappers at every call (15 µs).
    this.commitBatch = db.transaction((batch: Queued[]) => batch.map((q) => this.writeOne(q.w)));
    this.syncLater = db.prepare('PRAGMA synchronous = NORMAL');
    this.syncAtCommit = db.prepare('PRAGMA synchronous = FULL');
  }

  /** Settles once the write's transaction is on disk; rejects with a StoreError if refused, with the database's error if not committed. */
  write(w: WriteOp, what: { matchId: string; index?: number }): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.queue.length === 0) this.scheduleFlush();
      this.queue.push({ w, what, resolve, reject });
    });
  }

  /**
   * The next commit: after this turn of the event loop, or once the interval since the last commit
   * is over. A commit ends when its sync does: while one is on its way, the next is scheduled when
   * it ends (the interval counted from there, as when the loop itself waited for the fsync).
   */
  private scheduleFlush(): void {
    if (this.syncing) return; // the sync's end schedules it
    const wait = this.lastCommitAt + this.minIntervalMs - performance.now();
    if (wait >= 1) setTimeout(() => this.flush(), wait);
    else setImmediate(() => this.flush());
  }

  /** Commit what is queued now; its writes settle once the sync after it is done (`settled` waits for that). */
  flush(): void {
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    let outcomes: (Refusal | undefined)[];
    const stopTimer = storeCommitSeconds.startTimer();
    this.syncLater.run();
    try {
      outcomes = this.commitBatch.immediate(batch);
    } catch (err) {
      // Not committed (a full disk, an I/O error): every write of the batch failed, none is stored.
      for (const q of batch) q.reject(err);
      this.lastCommitAt = performance.now();
      return;
    } finally {
      this.syncAtCommit.run();
    }
    if (batch.length > this.largestCommit) this.largestCommit = batch.length;
    this.unsynced.push({ batch, outcomes, stopTimer });
    this.sync();
  }

  /** Start syncing the WAL for every batch committed so far, unless a sync is on its way (its end starts the next). */
  private sync(): void {
    if (this.syncing || this.unsynced.length === 0) return;
    const covered = this.unsynced;
    this.unsynced = [];
    this.walFd ??= openSync(`${this.db.name}-wal`, 'r');
    this.syncing = new Promise<void>((done) =>
      this.walSync.fdatasync(this.walFd!, (err) => {
        this.syncing = undefined;
        done(); // before the failure handler, which stops the process: `settled` never waits on a sync that is over
        if (err) return this.walSync.failed(err); // the covered writes stay unsettled: none is acknowledged
        this.lastCommitAt = performance.now();
        for (const c of covered) settle(c);
        this.sync();
        // Writes asked for during the sync found it on its way and left their commit to now.
        if (this.queue.length > 0) this.scheduleFlush();
      }),
    );
  }

  /** Once every write asked for so far is committed and synced (or refused): before the connection closes. */
  async settled(): Promise<void> {
    this.flush();
    while (this.syncing) await this.syncing;
  }

  /** Close the WAL file (after `settled`, before the connection closes and SQLite removes it). */
  close(): void {
    if (this.walFd !== undefined) closeSync(this.walFd);
    this.walFd = undefined;
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

/**
 * A failed sync of the WAL: its batches are committed in SQLite's eyes, but whether they are on disk
 * cannot be known (after a failed fsync the kernel may drop the pages and report the next sync as a
 * success), and retrying a write would find it already stored. So the process stops, as PostgreSQL
 * does on a failed fsync, without acknowledging any of them; the next boot restores every match
 * from what the disk holds (recovery.ts), as after a kill -9 (docs/architecture.md §7).
 */
function stopOnLostSync(err: Error): never {
  throw new Error(`The match log could not be synced to disk (${err.message}); stopping so that the next start restores the matches from what is on disk.`, { cause: err });
}

/** Settle a synced batch's writes: refused ones with their reason, the rest as on disk. */
function settle({ batch, outcomes, stopTimer }: Committed): void {
  stopTimer();
  batch.forEach((q, i) => {
    const refusal = outcomes[i];
    if (refusal) q.reject(refusalError(q, refusal));
    else q.resolve();
  });
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
