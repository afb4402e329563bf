import type pg from 'pg';
import type { ChatLine, RatingFamily } from '@signum/shared';
import {
  PlayerStoreError, type LeaderboardRow, type MatchSeatRecord, type PlayedMatch, type PlayerRecord, type PlayerStore, type RatingRecord,
} from './player-store';
import { LEADERBOARD_ORDER, playedFromRow, playerFromRow, ratingFromRow, type PlayedRow, type PlayerRow, type RatingRow } from './player-rows';

const UNIQUE_VIOLATION = '23505';

/** The player tables on a PostgresStore's pool. */
export class PostgresPlayerStore implements PlayerStore {
  constructor(private readonly pool: pg.Pool) {}

  async createPlayer(p: PlayerRecord): Promise<void> {
    try {
      await this.pool.query('INSERT INTO players (id, name, name_key, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)', [
        p.id, p.name, p.nameKey ?? null, p.passwordHash ?? null, p.createdAt,
      ]);
    } catch (err) {
      const e = err as { code?: string; constraint?: string };
      if (e.code === UNIQUE_VIOLATION) {
        throw e.constraint === 'players_by_name_key' ? new PlayerStoreError('NAME_TAKEN', 'That name is taken.') : new PlayerStoreError('PLAYER_EXISTS', `Player ${p.id} exists.`);
      }
      throw err;
    }
  }

  async getPlayer(id: string): Promise<PlayerRecord | undefined> {
    const r = await this.pool.query<PlayerRow>('SELECT * FROM players WHERE id = $1', [id]);
    return r.rows[0] && playerFromRow(r.rows[0]);
  }

  async playerByNameKey(nameKey: string): Promise<PlayerRecord | undefined> {
    const r = await this.pool.query<PlayerRow>('SELECT * FROM players WHERE name_key = $1', [nameKey]);
    return r.rows[0] && playerFromRow(r.rows[0]);
  }

  async setAccount(id: string, name: string, nameKey: string, passwordHash: string): Promise<void> {
    let count: number;
    try {
      count = (await this.pool.query('UPDATE players SET name = $1, name_key = $2, password_hash = $3 WHERE id = $4', [name, nameKey, passwordHash, id])).rowCount ?? 0;
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new PlayerStoreError('NAME_TAKEN', 'That name is taken.');
      throw err;
    }
    if (count !== 1) throw new PlayerStoreError('UNKNOWN_PLAYER', `No player ${id}.`);
  }

  async renamePlayer(id: string, name: string): Promise<void> {
    const r = await this.pool.query('UPDATE players SET name = $1 WHERE id = $2', [name, id]);
    if (r.rowCount !== 1) throw new PlayerStoreError('UNKNOWN_PLAYER', `No player ${id}.`);
  }

  async createSession(tokenHash: string, playerId: string, createdAt: string): Promise<void> {
    await this.pool.query('INSERT INTO player_sessions (token_hash, player_id, created_at) VALUES ($1, $2, $3)', [tokenHash, playerId, createdAt]);
  }

  async sessionPlayer(tokenHash: string): Promise<string | undefined> {
    const r = await this.pool.query<{ player_id: string }>('SELECT player_id FROM player_sessions WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
    return r.rows[0]?.player_id;
  }

  async revokeSession(tokenHash: string, at: string): Promise<void> {
    await this.pool.query('UPDATE player_sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL', [at, tokenHash]);
  }

  async ratingsOf(playerId: string): Promise<RatingRecord[]> {
    const r = await this.pool.query<RatingRow>('SELECT * FROM ratings WHERE player_id = $1 ORDER BY family', [playerId]);
    return r.rows.map(ratingFromRow);
  }

  async leaderboard(family: RatingFamily, limit: number): Promise<LeaderboardRow[]> {
    const r = await this.pool.query<RatingRow & { name: string }>(
      `SELECT r.*, p.name FROM ratings r JOIN players p ON p.id = r.player_id WHERE r.family = $1 ORDER BY ${LEADERBOARD_ORDER} LIMIT $2`,
      [family, Math.max(0, Math.floor(limit))],
    );
    return r.rows.map((row) => ({ ...ratingFromRow(row), name: row.name }));
  }

  async applyRatings(matchId: string, family: RatingFamily, ratings: RatingRecord[], at: string): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const first = await client.query('INSERT INTO rated_matches (match_id, family, rated_at) VALUES ($1, $2, $3) ON CONFLICT (match_id) DO NOTHING', [matchId, family, at]);
      if (first.rowCount !== 1) {
        await client.query('ROLLBACK');
        return false;
      }
      for (const r of ratings) {
        await client.query(
          `INSERT INTO ratings (player_id, family, mu, sigma, games, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (player_id, family) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, updated_at = excluded.updated_at`,
          [r.playerId, r.family, r.mu, r.sigma, r.games, at],
        );
      }
      await client.query('COMMIT');
      return true;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async recordMatchSeats(rows: MatchSeatRecord[]): Promise<void> {
    for (const r of rows) {
      await this.pool.query('INSERT INTO match_players (match_id, seat, player_id, team, rated) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (match_id, seat) DO NOTHING', [
        r.matchId, r.seat, r.playerId, r.team, r.rated ? 1 : 0,
      ]);
    }
  }

  async matchSeats(matchId: string): Promise<MatchSeatRecord[]> {
    const r = await this.pool.query<{ match_id: string; seat: string; player_id: string; team: string; rated: number | string }>(
      'SELECT match_id, seat, player_id, team, rated FROM match_players WHERE match_id = $1 ORDER BY seat',
      [matchId],
    );
    return r.rows.map((row) => ({ matchId: row.match_id, seat: row.seat, playerId: row.player_id, team: row.team, rated: Number(row.rated) === 1 }));
  }

  async matchesOf(playerId: string, limit: number): Promise<PlayedMatch[]> {
    const r = await this.pool.query<PlayedRow>(
      `SELECT mp.match_id, mp.seat, mp.rated, m.mode, m.created_at, m.finished_at, m.result FROM match_players mp JOIN matches m ON m.id = mp.match_id
       WHERE mp.player_id = $1 ORDER BY m.created_at DESC, m.id LIMIT $2`,
      [playerId, Math.max(0, Math.floor(limit))],
    );
    return r.rows.map(playedFromRow);
  }

  async appendChat(matchId: string, line: ChatLine): Promise<void> {
    try {
      await this.pool.query('INSERT INTO chat_lines (match_id, idx, line) VALUES ($1, $2, $3)', [matchId, line.index, JSON.stringify(line)]);
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new PlayerStoreError('DUPLICATE_LINE', `Room ${matchId} already has chat line #${line.index}.`);
      throw err;
    }
  }

  async chatOf(matchId: string): Promise<ChatLine[]> {
    const r = await this.pool.query<{ line: string }>('SELECT line FROM chat_lines WHERE match_id = $1 ORDER BY idx', [matchId]);
    return r.rows.map((row) => JSON.parse(row.line) as ChatLine);
  }
}
