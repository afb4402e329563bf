import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkIndex } from './append-check';
import type { LoggedAction, MatchRecord, MatchStore } from './match-store';
import { MIGRATIONS_TABLE, pendingMigrations } from './migrations';
import { SqlitePlayerStore } from './sqlite-player-store';
import { actionFromRow, jsonColumn, MATCH_COLUMNS, recordFromRow, type ActionRow, type MatchRow } from './rows';
import { SqliteGroupCommit } from './sqlite-group-commit';

/** Where the embedded store lives unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = './data';
/** The SQLite file's name inside the data folder. */
export const SQLITE_FILE = 'signum.sqlite';

/**
 * The embedded MatchStore: one SQLite file (better-sqlite3), one connection on the game server's
 * thread. Writes are group-committed (sqlite-group-commit.ts): those asked for in one turn of the
 * event loop go in one transaction after it, one fsync for all, and each write's promise resolves only
 * once its transaction is on disk. So many matches share each fsync.
 */
export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;
  /** The read statements, prepared once (preparing parses the SQL each time). */
  private readonly sql: ReturnType<typeof prepareReads>;
  private readonly groupCommit: SqliteGroupCommit;

  /**
   * Open (creating the folder, the file and the schema as needed) the store at `file`. Commits are
   * at least `commitIntervalMs` apart under load (sqlite-group-commit.ts; the server's
   * STORE_COMMIT_INTERVAL_MS), none by default.
   */
  constructor(
    readonly file: string,
    { commitIntervalMs = 0 }: { commitIntervalMs?: number } = {},
  ) {
    mkdirSync(dirname(file), { recursive: true });
    // timeout: wait up to 5 s for another process holding the write lock instead of failing at once.
    this.db = new Database(file, { timeout: 5000 });
    // WAL lets readers (a replay, a lobby list) run while the writer appends.
    this.db.pragma('journal_mode = WAL');
    // FULL, not NORMAL: in WAL mode NORMAL skips the fsync at commit, so a power cut could lose the
    // last appends after we acknowledged them to players. FULL syncs the WAL on every commit, which is
    // what "logged before acknowledged" needs.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.migrate();
    this.sql = prepareReads(this.db);
    this.groupCommit = new SqliteGroupCommit(this.db, commitIntervalMs);
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

  /** Run a pragma on the connection (tests: a size cap that makes the disk "full"). */
  pragma(source: string): unknown {
    return this.db.pragma(source);
  }

  /** The most writes one commit has carried (group commit: many matches' appends, one fsync). */
  get largestCommit(): number {
    return this.groupCommit.largestCommit;
  }

  /** The schema versions this file has, oldest first. */
  schemaVersions(): number[] {
    return (this.db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map((r) => r.version);
  }

  async createMatch(record: MatchRecord): Promise<void> {
    const args = { id: record.id, mode: record.mode, config: JSON.stringify(record.config ?? null), createdAt: record.createdAt, finishedAt: record.finishedAt ?? null, result: jsonColumn(record.result) };
    await this.groupCommit.write({ op: 'create', args }, { matchId: record.id });
  }

  async appendAction(matchId: string, entry: LoggedAction): Promise<void> {
    checkIndex(matchId, entry.index);
    // The action is stored as JSON taken now, so a later change to the object does not count.
    await this.groupCommit.write({ op: 'append', args: { matchId, index: entry.index, seat: entry.seat, action: JSON.stringify(entry.action), timedOut: entry.timedOut ?? null } }, { matchId, index: entry.index });
  }

  async finishMatch(matchId: string, finishedAt: string, result: unknown): Promise<void> {
    await this.groupCommit.write({ op: 'finish', args: { matchId, finishedAt, result: jsonColumn(result) } }, { matchId });
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
    return (this.sql.unfinished.all() as MatchRow[]).map(recordFromRow);
  }

  async finishedMatches(limit: number): Promise<MatchRecord[]> {
    return (this.sql.finished.all(Math.max(0, Math.floor(limit))) as MatchRow[]).map(recordFromRow);
  }

  async close(): Promise<void> {
    await this.groupCommit.settled(); // writes already asked for are committed and synced (or refused) first
    this.groupCommit.close();
    if (this.db.open) this.db.close();
  }

  /** The players' tables in this file (player-store.ts). */
  players(): SqlitePlayerStore {
    return (this.playerStore ??= new SqlitePlayerStore(this.db));
  }
  private playerStore: SqlitePlayerStore | undefined;
}

/** The read statements, prepared once per connection. */
function prepareReads(db: Database.Database) {
  return {
    match: db.prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE id = ?`),
    actions: db.prepare('SELECT idx, seat, action, timed_out FROM match_actions WHERE match_id = ? ORDER BY idx'),
    unfinished: db.prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE finished_at IS NULL ORDER BY created_at, id`),
    finished: db.prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id LIMIT ?`),
  };
}
