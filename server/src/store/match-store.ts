import type { Action } from '@signum/shared';

/** Everything needed to recreate a match from nothing: its options, seed, seats and decks. */
export interface MatchRecord {
  id: string;
  mode: 'duel' | 'ffa3' | 'ffa4' | 'teams' | 'quest';
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
  /** The clock, not the player, chose this action for `seat` (a decision's or a turn's time ran out): replays say so too. */
  timedOut?: 'decision' | 'turn';
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

/*
 * Refinements (backward compatible; the interface above is unchanged):
 * - Every store rejects bad writes with a `StoreError` carrying one of `StoreErrorCode`, so the room can
 *   tell "this action was already logged" from "the database is down".
 * - `appendAction` accepts only `entry.index === <actions logged so far>`: a duplicate index is
 *   `DUPLICATE_INDEX`, a skipped one `INDEX_GAP`; appending to a finished match is `MATCH_FINISHED`.
 * - `finishMatch` on an unknown match is `UNKNOWN_MATCH`, on a finished one `MATCH_FINISHED`.
 * - `createMatch` with an id already stored is `MATCH_EXISTS`.
 * - `config` should hold the `createGame` options (mode, seed, loadouts, turnLimit?, teams?, ruleset?),
 *   either as the whole object or under a `game` key next to the room's own options; `restoreMatch`
 *   (store/restore.ts) reads either shape.
 * - Stored JSON comes back as a deep copy: changing a returned record never changes the store.
 * - Lists: `unfinishedMatches` oldest first; `finishedMatches(limit)` most recently finished first.
 */

/** Why a store refused a write. */
export type StoreErrorCode = 'MATCH_EXISTS' | 'UNKNOWN_MATCH' | 'DUPLICATE_INDEX' | 'INDEX_GAP' | 'MATCH_FINISHED';

/** A write the store refused (the store is unchanged); `code` says which rule it broke. */
export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}
