import type { RatingFamily } from '@signum/shared';
import type { PlayedMatch, PlayerRecord, RatingRecord } from './player-store';

/** A `players` row as both databases return it. */
export interface PlayerRow {
  id: string;
  name: string;
  name_key: string | null;
  password_hash: string | null;
  created_at: string;
}

/** A `ratings` row (PostgreSQL may give numbers as strings). */
export interface RatingRow {
  player_id: string;
  family: string;
  mu: number | string;
  sigma: number | string;
  games: number | string;
}

/** A profile's match row: match_players joined with matches. */
export interface PlayedRow {
  match_id: string;
  seat: string;
  rated: number | string;
  mode: string;
  created_at: string;
  finished_at: string | null;
  result: string | null;
}

/** Best first: the conservative rating, then more games, then the older player. */
export const LEADERBOARD_ORDER = '(r.mu - 3 * r.sigma) DESC, r.games DESC, r.player_id';

/** A PlayerRecord from its row (absent optional fields left out). */
export function playerFromRow(row: PlayerRow): PlayerRecord {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    ...(row.name_key !== null ? { nameKey: row.name_key } : {}),
    ...(row.password_hash !== null ? { passwordHash: row.password_hash } : {}),
  };
}

/** A RatingRecord from its row. */
export function ratingFromRow(row: RatingRow): RatingRecord {
  return { playerId: row.player_id, family: row.family as RatingFamily, mu: Number(row.mu), sigma: Number(row.sigma), games: Number(row.games) };
}

/** A PlayedMatch from its row. */
export function playedFromRow(row: PlayedRow): PlayedMatch {
  return {
    matchId: row.match_id,
    seat: row.seat,
    mode: row.mode,
    rated: Number(row.rated) === 1,
    createdAt: row.created_at,
    ...(row.finished_at !== null ? { finishedAt: row.finished_at } : {}),
    ...(row.result !== null ? { result: JSON.parse(row.result) } : {}),
  };
}
