import type { Client } from '@colyseus/core';
import { preconLoadout, withConstructionDeck, type Ruleset, type Seat, type Viewer } from '@signum/shared';
import type { BotSeats } from './bots';
import { chooseDeck, type ChosenDeck } from './deck-choice';
import type { JoinOptions, MatchOptions } from './match-options';
import type { MatchRoomPort } from './room-port';
import { SeatSchema } from './schema';
import { botSeats, pickSeat, seatsOf, teamOf } from './seats';
import { hashSeatKey, newSeatKey, seatKeyMatches } from './seat-presence';
import { QUEST_DECK_FIXED, questDeckOf, questSideOf } from './quest-room';
import { takeoverOf } from './seat-takeover';
import type { SeatRecord } from '../recovery';

/** The lobby metadata of a match: what the lobby lists (no join code for public matches). */
export interface MatchMetadata {
  mode: MatchOptions['mode'];
  /** A quest room's side (quest-room.ts): the lobby lists "Quest (solo)" and "Quest (against an Overlord player)" apart. */
  questSide?: 'pve' | 'pvp';
  seats: number;
  seatsTaken: number;
  status: 'lobby' | 'playing' | 'ended';
  private: boolean;
  code?: string;
  /** The mean rating of the seated players (quick match pairs players of near rating: http/quick-match.ts). */
  rating?: number;
  /** The seated players' names, for the lobby's open and live lists. */
  names: string[];
}

/**
 * Who sits where, and the pre-game room: seats taken and given up, decks chosen, players ready.
 * Also the seat keys players prove their seat with after a restart (seat-presence.ts).
 */
export class LobbySeats {
  /** The seat each session plays (spectators have none). */
  private readonly seatOf = new Map<string, Seat>();
  /** Each seat's chosen deck. */
  readonly decks: Partial<Record<Seat, ChosenDeck>> = {};
  /** sha256 of each seated player's seat key (seat-presence.ts). */
  readonly seatKeys = new Map<Seat, string>();

  constructor(
    private readonly room: MatchRoomPort,
    private readonly ruleset: Ruleset,
  ) {}

  /** The match's seats, in order. */
  get seats(): Seat[] {
    return seatsOf(this.room.opts);
  }

  /** Whether this is a quest room, whose seats play fixed decks (quest-room.ts). */
  private get quest(): boolean {
    return questSideOf(this.room.opts) !== null;
  }

  /** Set up every seat; bot seats sit at once with a precon (rulebook: Deck building: a legal deck) and are ready. */
  setUp(bots: BotSeats): void {
    const opts = this.room.opts;
    const botted = botSeats(opts);
    this.seats.forEach((seat) => {
      const s = new SeatSchema();
      s.seat = seat;
      s.team = teamOf(opts.mode, seat);
      if (this.quest) this.setQuestDeck(seat);
      if (botted.includes(seat) && this.quest) {
        bots.add(seat, opts.botLevel);
        Object.assign(s, { name: 'Bot', taken: true, bot: true, deckChosen: true, ready: true });
      } else if (botted.includes(seat)) {
        // A precon drawn from the match seed, at the room's bot level (lane-bots).
        bots.add(seat, opts.botLevel);
        const precon = bots.precon(seat);
        const loadout = preconLoadout(precon, this.ruleset);
        this.decks[seat] = { loadout: opts.variants.experiencedArchitect ? withConstructionDeck(loadout) : loadout, source: precon.id };
        Object.assign(s, { name: botted.length > 1 ? `Bot ${botted.indexOf(seat) + 1}` : 'Bot', taken: true, bot: true, deckChosen: true, ready: true });
      }
      this.room.state.seats.set(seat, s);
    });
  }

  /** The seat a session plays, or undefined for a spectator. */
  seatOfSession(sessionId: string): Seat | undefined {
    return this.seatOf.get(sessionId);
  }

  /** Who a client is to the engine's views: its seat, or a spectator. */
  viewerOf(client: Client): Viewer {
    return this.seatOf.get(client.sessionId) ?? 'spectator';
  }

  /** Seat `client` at `seat` (a seat taken back after a restart). */
  sit(client: Client, seat: Seat): void {
    this.seatOf.set(client.sessionId, seat);
  }

  /** How many seats are taken. */
  takenCount(): number {
    return this.seats.filter((s) => this.room.state.seats.get(s)!.taken).length;
  }

  /** Whether `key` is the seat key of a seat taken here (a second tab of that player may come in). */
  provesSeat(key: string): boolean {
    for (const hash of this.seatKeys.values()) if (seatKeyMatches(key, hash)) return true;
    return false;
  }

  /**
   * A second tab of a seated player (its seat key proves it) takes the seat over: `client` plays it
   * from now on; the client that held it is returned so the room can tell it (seat-takeover.ts).
   */
  takeOver(client: Client, key: string): { seat: Seat; from: Client } | undefined {
    const found = takeoverOf(key, this.seatKeys, this.seatOf, this.room.clients);
    if (!found || found.from.sessionId === client.sessionId) return undefined;
    this.seatOf.delete(found.from.sessionId);
    this.seatOf.set(client.sessionId, found.seat);
    return found;
  }

  /**
   * A new client: a free seat if it wants one and the game has not started, else it watches.
   * A seated client is given a new seat key (only its hash is kept).
   */
  join(client: Client, join: JoinOptions, allowed: (free: Seat[]) => Seat[] = (free) => free): { seat: Seat | null; seatKey?: string } {
    const free = allowed(this.seats.filter((s) => !this.room.state.seats.get(s)!.taken));
    const seat = pickSeat(this.room.opts.mode, free, join, this.room.state.status !== 'lobby');
    if (!seat) return { seat: null };
    this.seatOf.set(client.sessionId, seat);
    Object.assign(this.room.state.seats.get(seat)!, { taken: true, name: join.name ?? `Player ${seat}`, deckChosen: this.quest, ready: false, away: false });
    const seatKey = newSeatKey();
    this.seatKeys.set(seat, hashSeatKey(seatKey));
    return { seat, seatKey };
  }

  /** Before the game a seat is simply given up. */
  leave(client: Client, seat: Seat): void {
    this.seatOf.delete(client.sessionId);
    delete this.decks[seat];
    if (this.quest) this.setQuestDeck(seat);
    Object.assign(this.room.state.seats.get(seat)!, { taken: false, name: '', deckChosen: false, ready: false, away: false });
  }

  /** The `deck` message: choose a precon or a deck code (deck-choice.ts). */
  chooseDeck(client: Client, message: unknown): void {
    const seat = this.seatOf.get(client.sessionId);
    if (!seat) return this.room.sendError(client, 'NOT_SEATED', 'Spectators do not choose decks.');
    if (this.quest) return this.room.sendError(client, QUEST_DECK_FIXED.code, QUEST_DECK_FIXED.message);
    if (this.room.state.status !== 'lobby') return this.room.sendError(client, 'ALREADY_STARTED', 'The game has started; decks are fixed.');
    const chosen = chooseDeck(message, this.ruleset, this.room.opts.variants.experiencedArchitect);
    if ('code' in chosen) return this.room.sendError(client, chosen.code, chosen.message, chosen.reasons ? { reasons: chosen.reasons } : {});
    this.decks[seat] = chosen;
    const s = this.room.state.seats.get(seat)!;
    s.deckChosen = true;
    s.ready = false;
    client.send('deckAccepted', { source: chosen.source });
  }

  /** The `ready` message; true when every seat is now taken, has a deck and is ready (the game starts). */
  ready(client: Client, message: unknown): boolean {
    const seat = this.seatOf.get(client.sessionId);
    if (!seat) return this.refuse(client, 'NOT_SEATED', 'Spectators cannot be ready.');
    if (this.room.state.status !== 'lobby') return this.refuse(client, 'ALREADY_STARTED', 'The game has already started.');
    if (!this.hasDeck(seat)) return this.refuse(client, 'NO_DECK', 'Choose a deck before you say you are ready.');
    const off = message && typeof message === 'object' && (message as { ready?: unknown }).ready === false;
    this.room.state.seats.get(seat)!.ready = !off;
    return this.seats.every((s) => this.room.state.seats.get(s)!.ready && this.hasDeck(s));
  }

  /** A seat may start: it has chosen a deck, or plays a quest seat's fixed one (the Overlord's is none). */
  private hasDeck(seat: Seat): boolean {
    return this.quest || !!this.decks[seat];
  }

  /** A quest seat's fixed deck (quest-room.ts). */
  private setQuestDeck(seat: Seat): void {
    const deck = questDeckOf(seat);
    if (deck) this.decks[seat] = deck;
  }

  private refuse(client: Client, code: string, message: string): false {
    this.room.sendError(client, code, message);
    return false;
  }

  /** What the match record keeps of each seat: name, bot or not, and the hash of its seat key. */
  seatRecords(): Partial<Record<Seat, SeatRecord>> {
    const out: Partial<Record<Seat, SeatRecord>> = {};
    for (const seat of this.seats) {
      const s = this.room.state.seats.get(seat)!;
      const keyHash = this.seatKeys.get(seat);
      out[seat] = { name: s.name, bot: s.bot, ...(keyHash ? { keyHash } : {}) };
    }
    return out;
  }

  /**
   * Whether a reservation from someone who wants a seat must be refused: while seats are free, quick
   * match must not seat more people than there are seats, counting reservations still on their way
   * (`pendingSeekers`); joinOrCreate then retries elsewhere. Once every seat is taken, later arrivals
   * (by room id) are let in as spectators.
   */
  refusesSeeker(pendingSeekers: number): boolean {
    const taken = this.takenCount();
    return taken < this.seats.length && taken + pendingSeekers >= this.seats.length;
  }

  /** Whether quick match may still send someone here. */
  seatsOpen(pendingSeekers: number): boolean {
    return this.takenCount() + pendingSeekers < this.seats.length && this.room.state.status === 'lobby';
  }

  /** The lobby listing of the match. */
  metadata(joinCode: string, rating?: number): MatchMetadata {
    const opts = this.room.opts;
    return {
      mode: opts.mode, ...(this.quest ? { questSide: questSideOf(opts)! } : {}), seats: this.seats.length, seatsTaken: this.takenCount(), status: this.room.state.status as MatchMetadata['status'],
      private: opts.private, ...(joinCode ? { code: joinCode } : {}), ...(rating !== undefined ? { rating } : {}),
      names: this.seats.map((s) => this.room.state.seats.get(s)!).filter((s) => s.taken).map((s) => s.name),
    };
  }
}
