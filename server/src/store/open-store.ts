import { join } from 'node:path';
import type { MatchStore } from './match-store';
import { PostgresStore } from './postgres-store';
import { DEFAULT_DATA_DIR, SQLITE_FILE, SqliteStore } from './sqlite-store';
import { DEFAULT_COMMIT_INTERVAL_MS } from './sqlite-group-commit';

/** The environment variables that choose the store. */
export interface StoreEnv {
  DATABASE_URL?: string;
  DATA_DIR?: string;
  /** Optional PostgreSQL schema for the tables (created if missing); default the connection's search_path. */
  DATABASE_SCHEMA?: string;
  /** The SQLite store's least time between two commits, in ms (sqlite-group-commit.ts); its default when unset. */
  STORE_COMMIT_INTERVAL_MS?: string;
  [name: string]: string | undefined;
}

/** Where the SQLite file goes for this environment: DATA_DIR/signum.sqlite, default ./data/signum.sqlite. */
export function sqlitePath(env: StoreEnv): string {
  return join(env.DATA_DIR || DEFAULT_DATA_DIR, SQLITE_FILE);
}

/** The store this environment asks for: PostgreSQL when DATABASE_URL is set (tables in DATABASE_SCHEMA if given), else the SQLite file. */
export async function openStore(env: StoreEnv = process.env): Promise<MatchStore> {
  if (env.DATABASE_URL) return PostgresStore.open({ connectionString: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}) });
  return new SqliteStore(sqlitePath(env), { commitIntervalMs: Number(env.STORE_COMMIT_INTERVAL_MS || DEFAULT_COMMIT_INTERVAL_MS) });
}

/** A one-line description of the store `openStore(env)` picks, for the server's start-up log (no password). */
export function describeStore(env: StoreEnv = process.env): string {
  if (env.DATABASE_URL) {
    try {
      const u = new URL(env.DATABASE_URL);
      return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
    } catch {
      return 'PostgreSQL (DATABASE_URL)';
    }
  }
  return `SQLite file ${sqlitePath(env)}`;
}
