import pg from 'pg';
import { appendRefusal, checkIndex } from './append-check';
import { StoreError, type LoggedAction, type MatchRecord, type MatchStore } from './match-store';
import { MIGRATIONS_TABLE, pendingMigrations } from './migrations';
import { PostgresPlayerStore } from './postgres-player-store';
import { actionFromRow, jsonColumn, MATCH_COLUMNS, recordFromRow, type ActionRow, type MatchRow } from './rows';
import { log } from '../log';

/** How to reach PostgreSQL, and optionally which schema to keep the tables in (tests use one per run). */
export interface PostgresStoreOptions {
  connectionString: string;
  /** A schema of its own (created if missing); default the connection's search_path (normally `public`). */
  schema?: string;
  /** Pool size (default 10). */
  max?: number;
}

const UNIQUE_VIOLATION = '23505';

/** A plain SQL identifier: a schema name is put into SQL text, so nothing else is accepted. */
function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Schema name "${schema}" must be lower-case letters, digits and _ (at most 63).`);
  return schema;
}

/**
 * The server MatchStore on PostgreSQL (a pg Pool). The schema is created on open under an advisory
 * lock, so several game servers may open it at once. An append is one statement that inserts the
 * action only at the log's next index of an unfinished match, so a duplicate or a gap changes nothing.
 */
export class PostgresStore implements MatchStore {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connect, create the schema if needed and apply any pending migrations. */
  static async open(opts: PostgresStoreOptions): Promise<PostgresStore> {
    const schema = opts.schema === undefined ? undefined : checkSchemaName(opts.schema);
    const pool = new pg.Pool({
      connectionString: opts.connectionString,
      max: opts.max ?? 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (err) => log().warn({ err: err.message }, 'PostgreSQL pool error'));
    const store = new PostgresStore(pool);
    try {
      await store.migrate(schema);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return store;
  }

  /** Run `work` in one transaction on one pooled connection: committed when it returns, rolled back when it throws. */
  private async inTransaction<T>(begin: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  private async migrate(schema: string | undefined): Promise<void> {
    await this.inTransaction('BEGIN', async (client) => {
      // One server at a time creates the tables; the others wait here and then find them made.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`signum-migrations:${schema ?? ''}`]);
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.query(MIGRATIONS_TABLE);
      const applied = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      for (const m of pendingMigrations(applied.rows.map((r) => Number(r.version)))) {
        for (const sql of m.statements) await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, new Date().toISOString()]);
      }
    });
  }

  /** The schema versions this database has, oldest first. */
  async schemaVersions(): Promise<number[]> {
    const r = await this.pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    return r.rows.map((row) => Number(row.version));
  }

  async createMatch(record: MatchRecord): Promise<void> {
    try {
      await this.pool.query('INSERT INTO matches (id, mode, config, created_at, finished_at, result) VALUES ($1, $2, $3, $4, $5, $6)', [
        record.id,
        record.mode,
        JSON.stringify(record.config ?? null),
        record.createdAt,
        record.finishedAt ?? null,
        jsonColumn(record.result),
      ]);
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new StoreError('MATCH_EXISTS', `Match ${record.id} is already stored.`);
      throw err;
    }
  }

  async appendAction(matchId: string, entry: LoggedAction): Promise<void> {
    checkIndex(matchId, entry.index);
    let inserted: number;
    try {
      // One statement, so one implicit transaction. It inserts only if the match is unfinished and the
      // index is the log's length; of two racing appends of one index the loser hits the primary key.
      // FOR SHARE makes a concurrent finishMatch wait (or this wait for it and see the match finished).
      const r = await this.pool.query({
        name: 'signum-append', // prepared once per pooled connection
        text: `INSERT INTO match_actions (match_id, idx, seat, action, timed_out)
               SELECT id, $2, $3, $4, $5 FROM matches
               WHERE id = $1 AND finished_at IS NULL
                 AND $2 = coalesce((SELECT max(idx) + 1 FROM match_actions WHERE match_id = $1), 0)
               FOR SHARE`,
        values: [matchId, entry.index, entry.seat, JSON.stringify(entry.action), entry.timedOut ?? null],
      });
      inserted = r.rowCount ?? 0;
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new StoreError('DUPLICATE_INDEX', `Match ${matchId} already has action #${entry.index}.`);
      throw err;
    }
    if (inserted !== 1) throw appendRefusal(matchId, entry.index, await this.logState(matchId));
  }

  private async logState(matchId: string) {
    const r = await this.pool.query<{ finished_at: string | null; next_index: number }>(
      'SELECT finished_at, coalesce((SELECT max(idx) + 1 FROM match_actions WHERE match_id = $1), 0) AS next_index FROM matches WHERE id = $1',
      [matchId],
    );
    const row = r.rows[0];
    return { exists: !!row, finished: row?.finished_at != null, nextIndex: Number(row?.next_index ?? 0) };
  }

  async finishMatch(matchId: string, finishedAt: string, result: unknown): Promise<void> {
    const r = await this.pool.query('UPDATE matches SET finished_at = $1, result = $2 WHERE id = $3 AND finished_at IS NULL', [finishedAt, jsonColumn(result), matchId]);
    if (r.rowCount === 1) return;
    const m = await this.logState(matchId);
    throw m.exists ? new StoreError('MATCH_FINISHED', `Match ${matchId} has already finished.`) : new StoreError('UNKNOWN_MATCH', `No match ${matchId} is stored.`);
  }

  async getMatch(matchId: string): Promise<{ record: MatchRecord; actions: LoggedAction[] } | undefined> {
    // One snapshot for the record and its actions.
    return this.inTransaction('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const m = await client.query<MatchRow>(`SELECT ${MATCH_COLUMNS} FROM matches WHERE id = $1`, [matchId]);
      const row = m.rows[0];
      if (!row) return undefined;
      const a = await client.query<ActionRow>('SELECT idx, seat, action, timed_out FROM match_actions WHERE match_id = $1 ORDER BY idx', [matchId]);
      return { record: recordFromRow(row), actions: a.rows.map(actionFromRow) };
    });
  }

  async unfinishedMatches(): Promise<MatchRecord[]> {
    const r = await this.pool.query<MatchRow>(`SELECT ${MATCH_COLUMNS} FROM matches WHERE finished_at IS NULL ORDER BY created_at, id`);
    return r.rows.map(recordFromRow);
  }

  async finishedMatches(limit: number): Promise<MatchRecord[]> {
    const r = await this.pool.query<MatchRow>(`SELECT ${MATCH_COLUMNS} FROM matches WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id LIMIT $1`, [
      Math.max(0, Math.floor(limit)),
    ]);
    return r.rows.map(recordFromRow);
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }

  /** The players' tables in this database (player-store.ts). */
  players(): PostgresPlayerStore {
    return (this.playerStore ??= new PostgresPlayerStore(this.pool));
  }
  private playerStore: PostgresPlayerStore | undefined;
}
