/**
 * The store's schema as a versioned list of SQL steps, applied in order by both SQLite and PostgreSQL
 * (the SQL is kept to what both accept). Add a step at the end; never edit one that has shipped.
 * JSON columns are TEXT on both, so a stored record comes back byte for byte (jsonb would reorder keys).
 */
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

/** Every schema step so far, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'matches and their action log',
    statements: [
      `CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        mode TEXT NOT NULL,
        config TEXT NOT NULL,
        created_at TEXT NOT NULL,
        finished_at TEXT,
        result TEXT,
        next_index INTEGER NOT NULL DEFAULT 0
      )`,
      // (match_id, idx) is the primary key: a duplicate index cannot be stored even if a check were skipped.
      `CREATE TABLE match_actions (
        match_id TEXT NOT NULL REFERENCES matches(id),
        idx INTEGER NOT NULL,
        seat TEXT NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (match_id, idx)
      )`,
      `CREATE INDEX matches_by_finished ON matches (finished_at, created_at)`,
    ],
  },
  {
    version: 2,
    // An append no longer rewrites the match's row (one page write and, in PostgreSQL, one dead tuple
    // per action): the next index is the log's length, read from match_actions' primary key.
    name: 'the next action index is read from the log, not kept in matches',
    statements: [`ALTER TABLE matches DROP COLUMN next_index`],
  },
];

/** The table that records which migrations a database has. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/** The migrations a database at these versions still needs, in order. */
export function pendingMigrations(applied: Iterable<number>): Migration[] {
  const have = new Set(applied);
  return MIGRATIONS.filter((m) => !have.has(m.version));
}
