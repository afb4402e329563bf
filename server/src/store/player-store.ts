import type { ChatLine, RatingFamily } from '@signum/shared';

/** A player: a guest (no account name, no password) or an account. */
export interface PlayerRecord {
  id: string;
  name: string;
  /** Set for accounts only: the unique key of the name (display-text.ts nameKey). */
  nameKey?: string;
  /** The password's hash (passwords.ts), for accounts only. */
  passwordHash?: string;
  createdAt: string;
}

/** One player's rating in one mode family (openskill's mu and sigma). */
export interface RatingRecord {
  playerId: string;
  family: RatingFamily;
  mu: number;
  sigma: number;
  games: number;
}

/** Who played a seat of a match, and whether the match counts for ratings. */
export interface MatchSeatRecord {
  matchId: string;
  seat: string;
  playerId: string;
  /** 'A'/'B' in Shoulder to Shoulder, else ''. */
  team: string;
  rated: boolean;
}

/** A match a player took part in, for their profile. */
export interface PlayedMatch {
  matchId: string;
  seat: string;
  mode: string;
  rated: boolean;
  createdAt: string;
  finishedAt?: string;
  result?: unknown;
}

/** A leaderboard row. */
export interface LeaderboardRow extends RatingRecord {
  name: string;
}

/**
 * Players, their sessions and ratings, who sat where, and each room's chat: the tables of migration 2,
 * beside the match log in the same database. Refusals are `PlayerStoreError`s.
 */
export interface PlayerStore {
  createPlayer(p: PlayerRecord): Promise<void>;
  getPlayer(id: string): Promise<PlayerRecord | undefined>;
  playerByNameKey(nameKey: string): Promise<PlayerRecord | undefined>;
  /** Make a guest an account (or change an account's name/password): `NAME_TAKEN` if another account has the key. */
  setAccount(id: string, name: string, nameKey: string, passwordHash: string): Promise<void>;
  /** A guest's new display name. */
  renamePlayer(id: string, name: string): Promise<void>;

  createSession(tokenHash: string, playerId: string, createdAt: string): Promise<void>;
  /** The player a live (not revoked) session belongs to. */
  sessionPlayer(tokenHash: string): Promise<string | undefined>;
  revokeSession(tokenHash: string, at: string): Promise<void>;

  ratingsOf(playerId: string): Promise<RatingRecord[]>;
  /** Best first by the conservative rating (mu − 3 sigma). */
  leaderboard(family: RatingFamily, limit: number): Promise<LeaderboardRow[]>;
  /**
   * Store the new ratings a match produced, once: false (and nothing changed) if that match was
   * already rated. All rows in one transaction.
   */
  applyRatings(matchId: string, family: RatingFamily, ratings: RatingRecord[], at: string): Promise<boolean>;

  recordMatchSeats(rows: MatchSeatRecord[]): Promise<void>;
  matchSeats(matchId: string): Promise<MatchSeatRecord[]>;
  /** A player's matches, newest first. */
  matchesOf(playerId: string, limit: number): Promise<PlayedMatch[]>;

  /** Append one chat line (its `index` is the next of the room, from 0). */
  appendChat(matchId: string, line: ChatLine): Promise<void>;
  chatOf(matchId: string): Promise<ChatLine[]>;
}

/** Why the player store refused a write. */
export type PlayerStoreErrorCode = 'NAME_TAKEN' | 'PLAYER_EXISTS' | 'UNKNOWN_PLAYER' | 'DUPLICATE_LINE';

/** A write the player store refused (nothing changed). */
export class PlayerStoreError extends Error {
  constructor(
    readonly code: PlayerStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PlayerStoreError';
  }
}

/** The player store beside a match store, when it has one (all three stores do). */
export function playerStoreOf(store: unknown): PlayerStore | undefined {
  const s = store as { players?: () => PlayerStore };
  return typeof s.players === 'function' ? s.players() : undefined;
}

/** The conservative rating players see: mu − 3·sigma, scaled so a new player starts near 0 and good ones reach the thousands. */
export function displayRating(r: { mu: number; sigma: number }): number {
  return Math.round((r.mu - 3 * r.sigma) * 40);
}
