import type { ChatLine, RatingFamily } from '@signum/shared';
import type { MatchStore } from './match-store';
import {
  PlayerStoreError, type LeaderboardRow, type MatchSeatRecord, type PlayedMatch, type PlayerRecord, type PlayerStore, type RatingRecord,
} from './player-store';

const copy = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** The player tables in memory, for tests: the same rules as the database stores. */
export class MemoryPlayerStore implements PlayerStore {
  private readonly players = new Map<string, PlayerRecord>();
  private readonly sessions = new Map<string, { playerId: string; revoked: boolean }>();
  private readonly ratings = new Map<string, RatingRecord>();
  private readonly rated = new Set<string>();
  private readonly seats = new Map<string, MatchSeatRecord>();
  private readonly chat = new Map<string, ChatLine[]>();

  /** `matches` is the match store whose records a profile lists. */
  constructor(private readonly matches: Pick<MatchStore, 'getMatch'>) {}

  private keyTaken(key: string, except?: string): boolean {
    return [...this.players.values()].some((p) => p.nameKey === key && p.id !== except);
  }

  async createPlayer(p: PlayerRecord): Promise<void> {
    if (this.players.has(p.id)) throw new PlayerStoreError('PLAYER_EXISTS', `Player ${p.id} exists.`);
    if (p.nameKey && this.keyTaken(p.nameKey)) throw new PlayerStoreError('NAME_TAKEN', 'That name is taken.');
    this.players.set(p.id, copy(p));
  }

  async getPlayer(id: string): Promise<PlayerRecord | undefined> {
    return copy(this.players.get(id));
  }

  async playerByNameKey(nameKey: string): Promise<PlayerRecord | undefined> {
    return copy([...this.players.values()].find((p) => p.nameKey === nameKey));
  }

  async setAccount(id: string, name: string, nameKey: string, passwordHash: string): Promise<void> {
    const p = this.players.get(id);
    if (!p) throw new PlayerStoreError('UNKNOWN_PLAYER', `No player ${id}.`);
    if (this.keyTaken(nameKey, id)) throw new PlayerStoreError('NAME_TAKEN', 'That name is taken.');
    Object.assign(p, { name, nameKey, passwordHash });
  }

  async renamePlayer(id: string, name: string): Promise<void> {
    const p = this.players.get(id);
    if (!p) throw new PlayerStoreError('UNKNOWN_PLAYER', `No player ${id}.`);
    p.name = name;
  }

  async createSession(tokenHash: string, playerId: string, _createdAt: string): Promise<void> {
    if (this.sessions.has(tokenHash)) throw new Error('duplicate session token');
    this.sessions.set(tokenHash, { playerId, revoked: false });
  }

  async sessionPlayer(tokenHash: string): Promise<string | undefined> {
    const s = this.sessions.get(tokenHash);
    return s && !s.revoked ? s.playerId : undefined;
  }

  async revokeSession(tokenHash: string, _at: string): Promise<void> {
    const s = this.sessions.get(tokenHash);
    if (s) s.revoked = true;
  }

  async ratingsOf(playerId: string): Promise<RatingRecord[]> {
    return copy([...this.ratings.values()].filter((r) => r.playerId === playerId).sort((a, b) => (a.family < b.family ? -1 : 1)));
  }

  async leaderboard(family: RatingFamily, limit: number): Promise<LeaderboardRow[]> {
    const score = (r: RatingRecord) => r.mu - 3 * r.sigma;
    return [...this.ratings.values()]
      .filter((r) => r.family === family)
      .sort((a, b) => score(b) - score(a) || b.games - a.games || (a.playerId < b.playerId ? -1 : 1))
      .slice(0, Math.max(0, limit))
      .map((r) => ({ ...copy(r), name: this.players.get(r.playerId)?.name ?? '' }));
  }

  async applyRatings(matchId: string, _family: RatingFamily, ratings: RatingRecord[], _at: string): Promise<boolean> {
    if (this.rated.has(matchId)) return false;
    this.rated.add(matchId);
    for (const r of ratings) this.ratings.set(`${r.playerId}/${r.family}`, copy(r));
    return true;
  }

  async recordMatchSeats(rows: MatchSeatRecord[]): Promise<void> {
    for (const r of rows) if (!this.seats.has(`${r.matchId}/${r.seat}`)) this.seats.set(`${r.matchId}/${r.seat}`, copy(r));
  }

  async matchSeats(matchId: string): Promise<MatchSeatRecord[]> {
    return copy([...this.seats.values()].filter((r) => r.matchId === matchId).sort((a, b) => (a.seat < b.seat ? -1 : 1)));
  }

  async matchesOf(playerId: string, limit: number): Promise<PlayedMatch[]> {
    const out: PlayedMatch[] = [];
    for (const s of this.seats.values()) {
      if (s.playerId !== playerId) continue;
      const m = await this.matches.getMatch(s.matchId);
      if (!m) continue;
      const { record } = m;
      out.push({
        matchId: s.matchId, seat: s.seat, mode: record.mode, rated: s.rated, createdAt: record.createdAt,
        ...(record.finishedAt ? { finishedAt: record.finishedAt } : {}), ...(record.result !== undefined ? { result: record.result } : {}),
      });
    }
    return out.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.matchId < b.matchId ? -1 : 1)).slice(0, Math.max(0, limit));
  }

  async appendChat(matchId: string, line: ChatLine): Promise<void> {
    const lines = this.chat.get(matchId) ?? [];
    if (lines.some((l) => l.index === line.index)) throw new PlayerStoreError('DUPLICATE_LINE', `Room ${matchId} already has chat line #${line.index}.`);
    lines.push(copy(line));
    this.chat.set(matchId, lines);
  }

  async chatOf(matchId: string): Promise<ChatLine[]> {
    return copy((this.chat.get(matchId) ?? []).slice().sort((a, b) => a.index - b.index));
  }
}
