import type Database from 'better-sqlite3';
import type { ChatLine, RatingFamily } from '@signum/shared';
import {
  PlayerStoreError, type LeaderboardRow, type MatchSeatRecord, type PlayedMatch, type PlayerRecord, type PlayerStore, type RatingRecord,
} from './player-store';
import { LEADERBOARD_ORDER, playedFromRow, playerFromRow, ratingFromRow, type PlayedRow, type PlayerRow, type RatingRow } from './player-rows';

/** The player tables on the SQLite file of a SqliteStore (same connection, synchronous calls). */
export class SqlitePlayerStore implements PlayerStore {
  constructor(private readonly db: Database.Database) {}

  async createPlayer(p: PlayerRecord): Promise<void> {
    try {
      this.db
        .prepare('INSERT INTO players (id, name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(p.id, p.name, p.nameKey ?? null, p.passwordHash ?? null, p.createdAt);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new PlayerStoreError('PLAYER_EXISTS', `Player ${p.id} exists.`);
      if (code === 'SQLITE_CONSTRAINT_UNIQUE') throw new PlayerStoreError('NAME_TAKEN', 'That name is taken.');
      throw err;
    }
  }

  async getPlayer(id: string): Promise<PlayerRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM players WHERE id = ?').get(id) as PlayerRow | undefined;
    return row && playerFromRow(row);
  }

  async playerByNameKey(nameKey: string): Promise<PlayerRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM players WHERE name_key = ?').get(nameKey) as PlayerRow | undefined;
    return row && playerFromRow(row);
  }

  async setAccount(id: string, name: string, nameKey: string, passwordHash: string): Promise<void> {
    let changes: number;
    try {
      changes = this.db.prepare('UPDATE players SET name = ?, name_key = ?, password_hash = ? WHERE id = ?').run(name, nameKey, passwordHash, id).changes;
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new PlayerStoreError('NAME_TAKEN', 'That name is taken.');
      throw err;
    }
    if (changes !== 1) throw new PlayerStoreError('UNKNOWN_PLAYER', `No player ${id}.`);
  }

  async renamePlayer(id: string, name: string): Promise<void> {
    if (this.db.prepare('UPDATE players SET name = ? WHERE id = ?').run(name, id).changes !== 1) throw new PlayerStoreError('UNKNOWN_PLAYER', `No player ${id}.`);
  }

  async createSession(tokenHash: string, playerId: string, createdAt: string): Promise<void> {
    this.db.prepare('INSERT INTO player_sessions (token_hash, player_id, created_at) VALUES (?, ?, ?)').run(tokenHash, playerId, createdAt);
  }

  async sessionPlayer(tokenHash: string): Promise<string | undefined> {
    const row = this.db.prepare('SELECT player_id FROM player_sessions WHERE token_hash = ? AND revoked_at IS NULL').get(tokenHash) as { player_id: string } | undefined;
    return row?.player_id;
  }

  async revokeSession(tokenHash: string, at: string): Promise<void> {
    this.db.prepare('UPDATE player_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(at, tokenHash);
  }

  async ratingsOf(playerId: string): Promise<RatingRecord[]> {
    return (this.db.prepare('SELECT * FROM ratings WHERE player_id = ? ORDER BY family').all(playerId) as RatingRow[]).map(ratingFromRow);
  }

  async leaderboard(family: RatingFamily, limit: number): Promise<LeaderboardRow[]> {
    const rows = this.db
      .prepare(`SELECT r.*, p.name FROM ratings r JOIN players p ON p.id = r.player_id WHERE r.family = ? ORDER BY ${LEADERBOARD_ORDER} LIMIT ?`)
      .all(family, Math.max(0, Math.floor(limit))) as (RatingRow & { name: string })[];
    return rows.map((r) => ({ ...ratingFromRow(r), name: r.name }));
  }

  async applyRatings(matchId: string, family: RatingFamily, ratings: RatingRecord[], at: string): Promise<boolean> {
    return this.db
      .transaction(() => {
        const first = this.db.prepare('INSERT INTO rated_matches (match_id, family, rated_at) VALUES (?, ?, ?) ON CONFLICT (match_id) DO NOTHING').run(matchId, family, at);
        if (first.changes !== 1) return false;
        const upsert = this.db.prepare(
          `INSERT INTO ratings (player_id, family, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (player_id, family) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, updated_at = excluded.updated_at`,
        );
        for (const r of ratings) upsert.run(r.playerId, r.family, r.mu, r.sigma, r.games, at);
        return true;
      })
      .immediate();
  }

  async recordMatchSeats(rows: MatchSeatRecord[]): Promise<void> {
    const insert = this.db.prepare('INSERT INTO match_players (match_id, seat, player_id, team, rated) VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id, seat) DO NOTHING');
    this.db.transaction(() => rows.forEach((r) => insert.run(r.matchId, r.seat, r.playerId, r.team, r.rated ? 1 : 0)))();
  }

  async matchSeats(matchId: string): Promise<MatchSeatRecord[]> {
    const rows = this.db.prepare('SELECT match_id, seat, player_id, team, rated FROM match_players WHERE match_id = ? ORDER BY seat').all(matchId) as {
      match_id: string; seat: string; player_id: string; team: string; rated: number;
    }[];
    return rows.map((r) => ({ matchId: r.match_id, seat: r.seat, playerId: r.player_id, team: r.team, rated: Number(r.rated) === 1 }));
  }

  async matchesOf(playerId: string, limit: number): Promise<PlayedMatch[]> {
    const rows = this.db
      .prepare(
        `SELECT mp.match_id, mp.seat, mp.rated, m.mode, m.created_at, m.finished_at, m.result FROM match_players mp JOIN matches m ON m.id = mp.match_id
         WHERE mp.player_id = ? ORDER BY m.created_at DESC, m.id LIMIT ?`,
      )
      .all(playerId, Math.max(0, Math.floor(limit))) as PlayedRow[];
    return rows.map(playedFromRow);
  }

  async appendChat(matchId: string, line: ChatLine): Promise<void> {
    try {
      this.db.prepare('INSERT INTO chat_lines (match_id, idx, line) VALUES (?, ?, ?)').run(matchId, line.index, JSON.stringify(line));
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') throw new PlayerStoreError('DUPLICATE_LINE', `Room ${matchId} already has chat line #${line.index}.`);
      throw err;
    }
  }

  async chatOf(matchId: string): Promise<ChatLine[]> {
    const rows = this.db.prepare('SELECT line FROM chat_lines WHERE match_id = ? ORDER BY idx').all(matchId) as { line: string }[];
    return rows.map((r) => JSON.parse(r.line) as ChatLine);
  }
}
