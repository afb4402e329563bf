import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { appendRefusal, checkIndex } from './append-check';
import { StoreError, type LoggedAction, type MatchRecord, type MatchStore } from './match-store';
import { MIGRATIONS_TABLE, pendingMigrations } from './migrations';
import { SqlitePlayerStore } from './sqlite-player-store';
import { actionFromRow, jsonColumn, MATCH_COLUMNS, recordFromRow, type ActionRow, type MatchRow } from './rows';

/** Where the embedded store lives unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = './data';
/** The SQLite file's name inside the data folder. */
export const SQLITE_FILE = 'signum.sqlite';

/**
 * The embedded MatchStore: one SQLite file (better-sqlite3, synchronous calls behind the async
 * interface). Each append is its own transaction, committed to disk before its promise resolves.
 */
export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;

  /** Open (creating the folder, the file and the schema as needed) the store at `file`. */
  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    // timeout: wait up to 5 s for another process holding the write lock instead of failing at once.
    this.db = new Database(file, { timeout: 5000 });
    // WAL lets readers (a replay, a lobby list) run while a room appends.
    this.db.pragma('journal_mode = WAL');
    // FULL, not NORMAL: in WAL mode NORMAL skips the fsync at commit, so a power cut could lose the
    // last appends after we acknowledged them to players. FULL syncs the WAL on every commit, which is
    // what "logged before acknowledged" needs; an append is one small transaction, so the cost is one fsync.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.migrate();
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

  async createMatch(record: MatchRecord): Promise<void> {
    try {
      this.db
        .prepare('INSERT INTO matches (id, mode, config, created_at, finished_at, result) VALUES (?, ?, ?, ?, ?, ?)')
        .run(record.id, record.mode, JSON.stringify(record.config ?? null), record.createdAt, record.finishedAt ?? null, jsonColumn(record.result));
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new StoreError('MATCH_EXISTS', `Match ${record.id} is already stored.`);
      throw err;
    }
  }

  async appendAction(matchId: string, entry: LoggedAction): Promise<void> {
    checkIndex(matchId, entry.index);
    this.db
      .transaction(() => {
        const bumped = this.db
          .prepare('UPDATE matches SET next_index = next_index + 1 WHERE id = ? AND next_index = ? AND finished_at IS NULL')
          .run(matchId, entry.index);
        if (bumped.changes !== 1) throw appendRefusal(matchId, entry.index, this.logState(matchId));
        this.db.prepare('INSERT INTO match_actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)').run(matchId, entry.index, entry.seat, JSON.stringify(entry.action));
      })
      .immediate();
  }

  private logState(matchId: string) {
    const row = this.db.prepare('SELECT finished_at, next_index FROM matches WHERE id = ?').get(matchId) as { finished_at: string | null; next_index: number } | undefined;
    return { exists: !!row, finished: row?.finished_at != null, nextIndex: row?.next_index ?? 0 };
  }

  async finishMatch(matchId: string, finishedAt: string, result: unknown): Promise<void> {
    const done = this.db.prepare('UPDATE matches SET finished_at = ?, result = ? WHERE id = ? AND finished_at IS NULL').run(finishedAt, jsonColumn(result), matchId);
    if (done.changes === 1) return;
    const m = this.logState(matchId);
    throw m.exists ? new StoreError('MATCH_FINISHED', `Match ${matchId} has already finished.`) : new StoreError('UNKNOWN_MATCH', `No match ${matchId} is stored.`);
  }

  async getMatch(matchId: string): Promise<{ record: MatchRecord; actions: LoggedAction[] } | undefined> {
    // One read transaction, so the record and its actions are from the same moment.
    return this.db.transaction(() => {
      const row = this.db.prepare(`SELECT ${MATCH_COLUMNS} FROM matches WHERE id = ?`).get(matchId) as MatchRow | undefined;
      if (!row) return undefined;
      const actions = this.db.prepare('SELECT idx, seat, action FROM match_actions WHERE match_id = ? ORDER BY idx').all(matchId) as ActionRow[];
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
    if (this.db.open) this.db.close();
  }

  /** The players' tables in this file (player-store.ts). */
  players(): SqlitePlayerStore {
    return (this.playerStore ??= new SqlitePlayerStore(this.db));
  }
  private playerStore: SqlitePlayerStore | undefined;
}
