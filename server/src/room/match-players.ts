import type { Client } from '@colyseus/core';
import { ratingFamily, type GameResult, type Seat } from '@signum/shared';
import { applyMatchRatings, ratingFor } from '../players/ratings';
import type { PlayerStore } from '../store/player-store';
import { RoomChat, type Speaker } from './chat';
import type { RoomIdentity } from './identity';
import type { LobbySeats } from './lobby-seats';
import { botSeats, teamOf } from './seats';
import { Rematch } from './rematch';
import type { MatchRoomPort } from './room-port';

/** Server → client `players`: who sits where (player ids for profiles and muting) and whether the match is rated. */
export interface PlayersNews {
  rated: boolean;
  seats: Partial<Record<Seat, { playerId: string; account: boolean }>>;
}

/**
 * The people around a match (issue: players): each seat's player (from their session), whether the
 * match is rated, its chat, its rematch, and the ratings once it ends. Quick matches are rated:
 * public, no bots, and every seat a player with a session; practice and private matches are not.
 */
export class MatchPlayers {
  /** The player at each human seat. */
  private readonly atSeat = new Map<Seat, RoomIdentity>();
  /** Each seat's rating in this mode's family when they sat (for pairing quick matches). */
  private readonly ratings = new Map<Seat, number>();
  /** The `players` news every client in the room holds (JSON): told to all, or sent to each newcomer since; none before the first. */
  private told: string | undefined;
  readonly chat: RoomChat;
  readonly rematch: Rematch;

  constructor(
    private readonly room: MatchRoomPort,
    private readonly seats: LobbySeats,
    private readonly store: PlayerStore,
    private readonly isBot: (seat: Seat) => boolean,
  ) {
    this.chat = new RoomChat(
      {
        roomId: () => room.roomId,
        clients: () => room.clients,
        speaker: (c) => this.speaker(c),
        ended: () => room.state.status === 'ended',
        teams: () => room.opts.mode === 'teams',
        error: (c, code, message) => room.sendError(c, code, message),
      },
      store,
    );
    this.rematch = new Rematch({
      seats: () => seats.seats,
      isBot,
      playerAt: (seat) => this.atSeat.get(seat)?.playerId ?? '',
      options: () => room.opts,
      ended: () => room.state.status === 'ended',
      broadcast: (type, message) => room.broadcast(type, message),
      error: (c, code, message) => room.sendError(c, code, message),
    });
  }

  /** Whether this match counts for ratings (said in the pre-game room and on the result). */
  get rated(): boolean {
    const o = this.room.opts;
    // A quest is scored by Honour, not rated: there is no rating family for it.
    return o.mode !== 'quest' && !o.private && botSeats(o).length === 0 && this.seats.seats.every((s) => this.isBot(s) || !!this.atSeat.get(s)?.playerId);
  }

  /** A rematch room holds each human seat for the player it was reserved for; others take the rest. */
  allowedSeats(identity: RoomIdentity | undefined, free: Seat[]): Seat[] {
    const reserved = this.room.opts.reserved;
    if (!reserved) return free;
    const mine = Object.entries(reserved).find(([, id]) => identity?.playerId && id === identity.playerId)?.[0] as Seat | undefined;
    if (mine) return free.includes(mine) ? [mine] : [];
    return free.filter((s) => !reserved[s]);
  }

  private speaker(client: Client): Speaker | undefined {
    const seat = this.seats.seatOfSession(client.sessionId) ?? null;
    const id = seat ? this.atSeat.get(seat) : (client.auth as RoomIdentity | undefined);
    const name = seat ? this.room.state.seats.get(seat)?.name : id?.name;
    return { seat, team: seat ? teamOf(this.room.opts.mode, seat) : '', playerId: id?.playerId || `anon:${client.sessionId}`, name: name || 'Spectator' };
  }

  /** A client joined (seated or watching): remember who sits where, send it the news and what chat it may read, and tell the room if the news changed. */
  async joined(client: Client, seat: Seat | null): Promise<void> {
    const id = client.auth as RoomIdentity | undefined;
    if (seat && id) {
      this.atSeat.set(seat, id);
      const mode = this.room.opts.mode;
      if (id.playerId && mode !== 'quest') this.ratings.set(seat, await ratingFor(this.store, id.playerId, ratingFamily(mode)));
    }
    this.chat.sendBacklog(client);
    const news = this.news();
    client.send('players', news);
    this.announce(news, client);
  }

  /** A seat was given up before the game. */
  left(seat: Seat): void {
    this.atSeat.delete(seat);
    this.ratings.delete(seat);
    this.announce(this.news());
  }

  /** A player came back (reconnection or seat key): what the chat holds for them, and who is who. */
  welcomeBack(client: Client): void {
    this.chat.sendBacklog(client);
    client.send('players', this.news());
  }

  /** The mean rating of the seated players, for the lobby listing (quick match pairs by it). */
  meanRating(): number | undefined {
    const r = [...this.ratings.values()];
    return r.length ? Math.round(r.reduce((a, b) => a + b, 0) / r.length) : undefined;
  }

  private news(): PlayersNews {
    const seats: PlayersNews['seats'] = {};
    for (const [seat, id] of this.atSeat) if (id.playerId) seats[seat] = { playerId: id.playerId, account: id.account };
    return { rated: this.rated, seats };
  }

  /**
   * Tell the room's clients (but `except`, who was just sent it) the news when it differs from what
   * they were last told: a spectator's arrival, or a seat taken by a connection without a session,
   * changes nothing, and each sent the whole room the same news again (a 64-client room, 64 frames).
   */
  private announce(news: PlayersNews, except?: Client): void {
    const text = JSON.stringify(news);
    if (text === this.told) return;
    this.told = text;
    this.room.broadcast('players', news, except ? { except } : undefined);
  }

  /** The game started: record who played which seat (profiles, ratings, rematch after a restart). */
  async started(): Promise<void> {
    const rated = this.rated;
    const rows = [...this.atSeat].filter(([, id]) => id.playerId).map(([seat, id]) => ({ matchId: this.room.roomId, seat, playerId: id.playerId, team: teamOf(this.room.opts.mode, seat), rated }));
    // Seats without a player id (connections without a session, bots) record nothing: no empty transaction.
    if (rows.length > 0) await this.store.recordMatchSeats(rows);
  }

  /** A restored match: its seats' players from the store, its chat so far. */
  async restored(): Promise<void> {
    for (const s of await this.store.matchSeats(this.room.roomId)) this.atSeat.set(s.seat as Seat, { playerId: s.playerId, account: false });
    await this.chat.load();
  }

  /** The game ended: players may read the spectators' lines, and a rated match moves ratings (once). */
  ended(result: GameResult | undefined): void {
    this.chat.matchEnded();
    const mode = this.room.opts.mode;
    if (!result || mode === 'quest') return;
    applyMatchRatings(this.store, this.room.roomId, mode, result, new Date().toISOString())
      .then((updated) => updated.length && this.room.broadcast('ratings', { updated: updated.map((r) => ({ playerId: r.playerId, family: r.family, mu: r.mu, sigma: r.sigma, games: r.games })) }))
      .catch((e) => console.error(`[match ${this.room.roomId}] ratings not updated`, e));
  }
}
