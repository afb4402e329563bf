import type { Action } from '@signum/shared';

/** Everything needed to recreate a match from nothing: its options, seed, seats and decks. */
export interface MatchRecord {
  id: string;
  mode: 'duel' | 'ffa3' | 'ffa4' | 'teams';
  /** The room's creation options and the game config handed to createGame (decks, seed, ruleset, variants). */
  config: unknown;
  createdAt: string;
  finishedAt?: string;
  /** The game's result once it has ended (winner seats, reason), as the engine reports it. */
  result?: unknown;
}

/** One accepted action, in order. `index` counts from 0 without gaps. */
export interface LoggedAction {
  index: number;
  seat: string;
  action: Action;
}

/**
 * The match log. Every accepted action is appended (and awaited) before it is acknowledged,
 * so a restarted server can replay unfinished matches to the same state.
 * SQLite in ./data by default, PostgreSQL when DATABASE_URL is set; tests run the same suite on both.
 */
export interface MatchStore {
  createMatch(record: MatchRecord): Promise<void>;
  appendAction(matchId: string, entry: LoggedAction): Promise<void>;
  finishMatch(matchId: string, finishedAt: string, result: unknown): Promise<void>;
  getMatch(matchId: string): Promise<{ record: MatchRecord; actions: LoggedAction[] } | undefined>;
  unfinishedMatches(): Promise<MatchRecord[]>;
  finishedMatches(limit: number): Promise<MatchRecord[]>;
  close(): Promise<void>;
}
