import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { appendRefusal, checkIndex } from './append-check';
import { GroupCommit } from './group-commit';
import { StoreError, type LoggedAction, type MatchRecord, type MatchStore } from './match-store';
import { MIGRATIONS_TABLE, pendingMigrations } from './migrations';
import { actionFromRow, jsonColumn, MATCH_COLUMNS, recordFromRow, type ActionRow, type MatchRow } from './rows';

/** Where the embedded store lives unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = './data';
/** The SQLite file's name inside the data folder. */
export const SQLITE_FILE = 'signum.sqlite';

/** One append waiting for the next group commit. */
interface PendingAppend {
  matchId: string;
  index: number;
  seat: string;
  /** The action as stored (JSON text, taken when asked, so a later change to the object does not count). */
  action: string;
}

/**
 * The embedded MatchStore: one SQLite file (better-sqlite3, synchronous calls behind the async
 * interface). Appends are group-committed (group-commit.ts): those asked for in one turn of the event
 * loop go in one transaction, and each promise resolves only once that transaction is on disk.
 */
export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;
  /** Every statement the hot paths run, prepared once (preparing parses the SQL each time). */
  private readonly sql: ReturnType<typeof prepareStatements>;
  private readonly appends = new GroupCommit<PendingAppend>((batch) => this.commitAppends(batch));

  /** Open (creating the folder, the file and the schema as needed) the store at `file`. */
  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    // timeout: wait up to 5 s for another process holding the write lock instead of failing at once.
    this.db = new Database(file, { timeout: 5000 });
    // WAL lets readers (a replay, a lobby list) run while a room appends.
    this.db.pragma('journal_mode = WAL');
    // FULL, not NORMAL: in WAL mode NORMAL skips the fsync at commit, so a power cut could lose the
    // last appends after we acknowledged them to players. FULL syncs the WAL on every commit, which is
    // what "logged before acknowledged" needs; group commit shares that fsync among the batch's appends.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.migrate();
    this.sql = prepareStatements(this.db);
  }

  private migrate(): void {
    this.db.exec(MIGRATIONS_TABLE);
    // IMMEDIATE takes the write lock first, so two processes opening one file cannot both migrate.
    this.db
      .transaction(() => {
        const applied = this.db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[];
        for (const m of pendingMigrations(applied.map((r) => r.version))) {
          for (const sql of m.statements) this.db.exec(sql);
          this.db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
        }
      })
      .immediate();
  }

  /** The connection's journal and sync modes, as SQLite reports them (for tests and the start-up log). */
  settings(): { journalMode: string; synchronous: number } {
    return { journalMode: this.db.pragma('journal_mode', { simple: true }) as string, synchronous: this.db.pragma('synchronous', { simple: true }) as number };
  }

  /** The schema versions this file has, oldest first. */
  schemaVersions(): number[] {
    return (this.db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map((r) => r.version);
  }

  /** Run a statement on this store's connection (tests: a size cap that makes the disk "full"). */
  pragma(source: string): unknown {
    return this.db.pragma(source);
  }

  async createMatch(record: MatchRecord): Promise<void> {
    try {
      this.sql.createMatch.run(record.id, record.mode, JSON.stringify(record.config ?? null), record.createdAt, record.finishedAt ?? null, jsonColumn(record.result));
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new StoreError('MATCH_EXISTS', `Match ${record.id} is already stored.`);
      throw err;
    }
  }

  async appendAction(matchId: string, entry: LoggedAction): Promise<void> {
    checkIndex(matchId, entry.index);
    if (!this.db.open) throw new Error('The SQLite store is closed.');
    return this.appends.add({ matchId, index: entry.index, seat: entry.seat, action: JSON.stringify(entry.action) });
  }

  /** One transaction for a batch of appends: a refused append is left out, an I/O error fails them all. */
  private commitAppends(batch: PendingAppend[]): (Error | null)[] {
    return this.db
      .transaction(() =>
        batch.map((a) => {
          const { matchId, index } = a;
          try {
            // One statement: it inserts only if the match is unfinished and the index is the log's length.
            if (this.sql.append.run(a).changes === 1) return null;
          } catch (err) {
            if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw err;
          }
          return appendRefusal(matchId, index, this.logState(matchId));
        }),
      )
      .immediate();
  }

  private logState(matchId: string) {
    const row = this.sql.logState.get(matchId, matchId) as { finished_at: string | null; next_index: number } | undefined;
    return { exists: !!row, finished: row?.finished_at != null, nextIndex: row?.next_index ?? 0 };
  }

  async finishMatch(matchId: string, finishedAt: string, result: unknown): Promise<void> {
    const done = this.sql.finishMatch.run(finishedAt, jsonColumn(result), matchId);
    if (done.changes === 1) return;
    const m = this.logState(matchId);
    throw m.exists ? new StoreError('MATCH_FINISHED', `Match ${matchId} has already finished.`) : new StoreError('UNKNOWN_MATCH', `No match ${matchId} is stored.`);
  }

  async getMatch(matchId: string): Promise<{ record: MatchRecord; actions: LoggedAction[] } | undefined> {
    // One read transaction, so the record and its actions are from the same moment.
    return this.db.transaction(() => {
      const row = this.sql.match.get(matchId) as MatchRow | undefined;
      if (!row) return undefined;
      const actions = this.sql.actions.all(matchId) as ActionRow[];
      return { record: recordFromRow(row), actions: actions.map(actionFromRow) };
    })();
  }

  async unfinishedMatches(): Promise<MatchRecord[]> {
    const rows = this.db.prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE finished_at IS NULL ORDER BY created_at, id`).all() as MatchRow[];
    return rows.map(recordFromRow);
  }

  async finishedMatches(limit: number): Promise<MatchRecord[]> {
    const rows = this.db
      .prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id LIMIT ?`)
      .all(Math.max(0, Math.floor(limit))) as MatchRow[];
    return rows.map(recordFromRow);
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.appends.flush(); // appends already asked for are committed (or refused) before the file closes
    this.db.close();
  }
}

/** The statements of the hot paths, prepared once per connection. */
function prepareStatements(db: Database.Database) {
  return {
    createMatch: db.prepare('INSERT INTO matches (id, mode, config, created_at, finished_at, result) VALUES (?, ?, ?, ?, ?, ?)'),
    // The index must be the log's length (max idx + 1, from the primary key's index) and the match unfinished.
    append: db.prepare(
      `INSERT INTO match_actions (match_id, idx, seat, action)
       SELECT id, @index, @seat, @action FROM matches
       WHERE id = @matchId AND finished_at IS NULL
         AND @index = coalesce((SELECT max(idx) + 1 FROM match_actions WHERE match_id = @matchId), 0)`,
    ),
    logState: db.prepare('SELECT finished_at, coalesce((SELECT max(idx) + 1 FROM match_actions WHERE match_id = ?), 0) AS next_index FROM matches WHERE id = ?'),
    finishMatch: db.prepare('UPDATE matches SET finished_at = ?, result = ? WHERE id = ? AND finished_at IS NULL'),
    match: db.prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE id = ?`),
    actions: db.prepare('SELECT idx, seat, action FROM match_actions WHERE match_id = ? ORDER BY idx'),
  };
}
