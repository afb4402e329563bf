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
  {
    version: 3,
    name: 'players, sessions, ratings, match seats and chat',
    statements: [
      // name_key is set for accounts only (NULL for guests): account names are unique, a guest's is not.
      `CREATE TABLE players (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT,
        password_hash TEXT,
        created_at TEXT NOT NULL
      )`,
      `CREATE UNIQUE INDEX players_by_name_key ON players (name_key)`,
      // Only the sha256 of a session token is kept: a copy of the database logs nobody in.
      `CREATE TABLE player_sessions (
        token_hash TEXT PRIMARY KEY,
        player_id TEXT NOT NULL REFERENCES players(id),
        created_at TEXT NOT NULL,
        revoked_at TEXT
      )`,
      `CREATE TABLE ratings (
        player_id TEXT NOT NULL REFERENCES players(id),
        family TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (player_id, family)
      )`,
      // One row per rated match: a match's result moves ratings once, even if finishing is retried.
      `CREATE TABLE rated_matches (
        match_id TEXT PRIMARY KEY,
        family TEXT NOT NULL,
        rated_at TEXT NOT NULL
      )`,
      `CREATE TABLE match_players (
        match_id TEXT NOT NULL,
        seat TEXT NOT NULL,
        player_id TEXT NOT NULL,
        team TEXT NOT NULL,
        rated INTEGER NOT NULL,
        PRIMARY KEY (match_id, seat)
      )`,
      `CREATE INDEX match_players_by_player ON match_players (player_id, match_id)`,
      // Chat is keyed by room id (= match id): pre-game lines are kept before the match row exists.
      `CREATE TABLE chat_lines (
        match_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        line TEXT NOT NULL,
        PRIMARY KEY (match_id, idx)
      )`,
    ],
  },
  {
    version: 4,
    // NULL for an action its player chose; 'decision' or 'turn' when the clock acted for them.
    name: 'a logged action remembers when the clock chose it',
    statements: [`ALTER TABLE match_actions ADD COLUMN timed_out TEXT`],
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
