import { Client, type Room } from 'colyseus.js';
import type { Action, Mode, Seat, Viewer } from '@signum/shared';
import { snapshotFromRoom, type RoomStateLike, type SecretLike } from '../model/view-from-room';
import type { ConnectionStatus, EventBatch, ServerError, TableSnapshot, TableSource } from '../model/snapshot';
import { getJson, serverUrl } from './endpoint';
import { Listeners } from '../model/listeners';
import { PRACTICE_HOLD_SECONDS, forgetPractice, forgetSeat, forgetSeatKey, recallSeat, recallSeatKey, rememberPractice, rememberSeat, rememberSeatKey } from './seat-memory';
import { call, joinOptions } from '../players/session';
import { ROOM_NEWS, type RoomNews } from '../players/room-news';

/** The server's `saving` message: a store write is being retried, or is on disk again. */
export interface SavingNews {
  state: 'retrying' | 'saved';
  message: string;
}

/** How to get into a match. */
export type JoinRequest =
  | { kind: 'quick'; mode: Mode; name: string; team?: 'A' | 'B' }
  | { kind: 'practice'; mode: Mode; name: string; variants?: Variants; botLevel?: 'easy' | 'normal' | 'hard' }
  | { kind: 'create'; mode: Mode; name: string; variants?: Variants }
  /** A quest (rulebook: Rules of the Quest Mode): solo is a private room of one seat; against an Overlord player, an open room. */
  | { kind: 'quest'; side: 'pve' | 'pvp'; name: string }
  | { kind: 'code'; code: string; name: string; team?: 'A' | 'B' }
  | { kind: 'room'; roomId: string; name: string; spectate?: boolean; team?: 'A' | 'B'; code?: string };

/** Room variants a player may choose when creating a match. */
export interface Variants {
  ruleset?: 'rulebook' | 'classic2017';
  experiencedArchitect?: boolean;
  /** End after this many turns by the time-limit tiebreak (rulebook: the time limit); absent: play until a side wins. */
  turnLimit?: number;
}

/** The room options a created match's variants give (the turn limit is a room option of its own). */
function createOptions(v: Variants | undefined): Record<string, unknown> {
  if (!v) return {};
  const { turnLimit, ...variants } = v;
  return { variants, ...(turnLimit ? { turnLimit } : {}) };
}

/** A deck choice as the room's `deck` message takes it. */
export type DeckChoice = { precon: string; constructionDeck?: string[] } | { code: string; constructionDeck?: string[] };

interface Welcome {
  seat: Seat | null;
  roomId: string;
  mode: Mode | 'quest';
  code?: string;
  seatKey?: string;
}

const SEAT_COUNT: Record<Mode, number> = { duel: 2, ffa3: 3, ffa4: 4, teams: 4 };
/** How long to keep trying to reconnect after a drop (the server keeps a seat 120 s by default). */
const RECONNECT_FOR_MS = 120_000;


/**
 * One live match over Colyseus: joins (or rejoins after a reload), turns the room's public state
 * and the seat's private messages into table snapshots, and sends the seat's intents. A dropped
 * connection is retried by itself; the status listeners drive the banner.
 */
export class MatchConnection implements TableSource {
  private snapshotNow: TableSnapshot | null = null;
  private secret: SecretLike | null = null;
  private viewer: Viewer = 'spectator';
  private code: string | undefined;
  private readonly snapshots = new Listeners<TableSnapshot>();
  private readonly events = new Listeners<EventBatch>();
  private readonly errors = new Listeners<ServerError>();
  private readonly statuses = new Listeners<ConnectionStatus>();
  private readonly decks = new Listeners<string>();
  private readonly savings = new Listeners<SavingNews>();
  private readonly news = new Listeners<RoomNews>();
  /** Everything around the game so far: a panel mounted later (the table after the pre-game room) starts complete. */
  private readonly newsSoFar: RoomNews[] = [];
  private closedByUs = false;
  declare?: (action: Action) => void;

  private constructor(
    private readonly client: Client,
    private room: Room,
    private readonly name: string,
  ) {
    this.attach(room);
  }

  /** Join a match as the request says; resolves once the server has welcomed us. */
  static async open(req: JoinRequest): Promise<MatchConnection> {
    const client = new Client(serverUrl());
    // The session token names the player (players/session.ts): seats, chat and ratings follow it.
    const room = await joinRoom(client, req, await joinOptions(req.name));
    const conn = new MatchConnection(client, room, req.name);
    // The code we joined with is kept with the seat, so a reload can join the private match again.
    if (req.kind === 'code') conn.code = req.code.trim();
    await conn.welcomed;
    return conn;
  }

  /** Come back to a match after a reload: the saved reconnection token, else the seat key, else as a newcomer. */
  static async resume(roomId: string, fallbackName: string): Promise<MatchConnection> {
    const client = new Client(serverUrl());
    const saved = recallSeat(roomId);
    const name = saved?.name ?? fallbackName;
    if (saved?.reconnectionToken) {
      try {
        const room = await client.reconnect(saved.reconnectionToken);
        const conn = new MatchConnection(client, room, name);
        // A reconnection gets no new welcome: the seat is the one we had.
        conn.takeWelcome({ seat: saved.seat ?? null, roomId, ...(saved.seatKey ? { seatKey: saved.seatKey } : {}) }, true);
        return conn;
      } catch {
        // The window has passed or the server restarted: fall through.
      }
    }
    // Another tab of this browser holding the seat: its seat key takes the seat over (the other tab is told).
    const seatKey = saved?.seatKey ?? recallSeatKey(roomId);
    const options = { name, ...(await joinOptions()), ...(seatKey ? { seatKey } : {}), ...(saved?.spectate && !seatKey ? { spectate: true } : {}), ...(saved?.code ? { code: saved.code } : {}) };
    const room = await client.joinById(roomId, options);
    const conn = new MatchConnection(client, room, name);
    await conn.welcomed;
    return conn;
  }

  private welcomeResolve!: () => void;
  private readonly welcomed = new Promise<void>((resolve) => (this.welcomeResolve = resolve));

  get roomId(): string {
    return this.room.roomId;
  }
  get seat(): Seat | null {
    return this.viewer === 'spectator' ? null : this.viewer;
  }

  private takeWelcome(w: Omit<Welcome, 'mode'>, reconnected = false): void {
    this.viewer = w.seat ?? 'spectator';
    if (w.code) this.code = w.code;
    const before = recallSeat(w.roomId);
    rememberSeat({
      ...before, roomId: w.roomId, name: this.name, reconnectionToken: this.room.reconnectionToken,
      ...(w.seatKey ? { seatKey: w.seatKey } : {}), ...(w.seat ? { seat: w.seat } : { spectate: true }), ...(this.code ? { code: this.code } : {}),
    });
    if (w.seatKey) rememberSeatKey(w.roomId, w.seatKey);
    this.declare = w.seat ? (action: Action) => this.room.send('action', action) : undefined;
    if (!reconnected) this.welcomeResolve();
    this.publish();
  }

  /** Another tab took this seat over (server: seat-takeover.ts): from now on this one only watches, and says so. */
  private takenOver(message: string): void {
    this.viewer = 'spectator';
    this.declare = undefined;
    forgetSeat(this.room.roomId);
    rememberSeat({ roomId: this.room.roomId, name: this.name, spectate: true });
    this.errors.emit({ code: 'SEAT_TAKEN_OVER', message });
    this.publish();
  }

  /** A practice match (every other seat a bot): nobody else can join, and leaving it only pauses it. */
  isPractice(): boolean {
    const s = this.snapshotNow;
    return !!s && this.viewer !== 'spectator' && s.seats.length > 0 && s.seats.every((x) => x.bot || x.seat === this.viewer);
  }

  private attach(room: Room): void {
    this.room = room;
    room.onMessage('welcome', (w: Welcome) => this.takeWelcome(w));
    room.onMessage('private', (secret: SecretLike) => {
      this.secret = secret;
      this.publish();
    });
    room.onMessage('events', (batch: EventBatch) => this.events.emit(batch));
    room.onMessage('history', (m: { batches: EventBatch[] }) => m.batches.forEach((b) => this.events.emit({ ...b, history: true })));
    room.onMessage('error', (e: ServerError) => this.errors.emit(e));
    room.onMessage('seatTakenOver', (m: { message: string }) => this.takenOver(m.message));
    room.onMessage('saving', (m: SavingNews) => this.savings.emit(m));
    room.onMessage('deckAccepted', (m: { source: string }) => this.decks.emit(m.source));
    room.onMessage('started', () => this.publish());
    for (const type of ROOM_NEWS) {
      room.onMessage(type, (message: unknown) => {
        const n = { type, message } as RoomNews;
        this.newsSoFar.push(n);
        this.news.emit(n);
      });
    }
    room.onStateChange(() => this.publish());
    room.onLeave((code) => {
      if (this.closedByUs) return this.setStatus('closed');
      // 1000 is a normal close the server chose (the room was disposed); anything else is a drop.
      if (code === 1000) return this.setStatus('closed');
      void this.reconnect();
    });
    this.setStatus('connected');
  }

  /** Keep retrying the reconnection token until the server's window passes. */
  private async reconnect(): Promise<void> {
    this.setStatus('reconnecting');
    const until = Date.now() + RECONNECT_FOR_MS;
    for (let delay = 500; Date.now() < until && !this.closedByUs; delay = Math.min(delay * 2, 5000)) {
      await new Promise((r) => setTimeout(r, delay));
      try {
        const room = await this.client.reconnect(this.room.reconnectionToken);
        this.attach(room);
        rememberSeat({ ...recallSeat(room.roomId)!, reconnectionToken: room.reconnectionToken });
        this.publish();
        return;
      } catch {
        // the server may be restarting; try again
      }
    }
    this.setStatus('lost');
  }

  private setStatus(s: ConnectionStatus): void {
    this.statuses.emit(s);
  }

  private publish(): void {
    const state = this.room.state as RoomStateLike | undefined;
    if (!state || !state.seats) return;
    this.snapshotNow = snapshotFromRoom(state, this.viewer, this.secret, this.code);
    if (this.snapshotNow.status === 'ended') forgetPractice(this.room.roomId);
    this.snapshots.emit(this.snapshotNow);
  }

  current(): TableSnapshot | null {
    return this.snapshotNow;
  }
  subscribe(listener: (s: TableSnapshot) => void): () => void {
    return this.snapshots.add(listener);
  }
  onEvents(listener: (b: EventBatch) => void): () => void {
    return this.events.add(listener);
  }
  onError(listener: (e: ServerError) => void): () => void {
    return this.errors.add(listener);
  }
  onStatus(listener: (s: ConnectionStatus) => void): () => void {
    return this.statuses.add(listener);
  }
  /** Called when the server cannot save the game and retries (`retrying`), and once it is saved again. */
  onSaving(listener: (m: SavingNews) => void): () => void {
    return this.savings.add(listener);
  }
  /** Called with the deck's label ('code' or the precon id) when the server accepts a deck. */
  onDeckAccepted(listener: (source: string) => void): () => void {
    return this.decks.add(listener);
  }

  /** News around the game (chat, who is who, rematch): players/room-news.ts. */
  onNews(listener: (n: RoomNews) => void): () => void {
    this.newsSoFar.forEach(listener);
    return this.news.add(listener);
  }
  /** Send a message around the game (chat, mute, concede, rematch). */
  sendAround(type: 'chat' | 'mute' | 'unmute' | 'concede' | 'rematch', message: unknown): void {
    this.room.send(type, message);
  }

  /** Choose this seat's deck (before the game starts); the server answers `deckAccepted` or an error. */
  chooseDeck(choice: DeckChoice): void {
    this.room.send('deck', choice);
  }
  /** Say this seat is ready; the game starts when every seat is. */
  ready(): void {
    this.room.send('ready', {});
  }

  /**
   * Leave the match. A practice game still being played is only paused: the seat is held (the
   * practice room was created with a long reconnection window) and the lobby offers to resume it.
   * Anything else is given up as the room's rules say (a forfeit, or a bot plays the seat).
   * Closing again is nothing: the Rematch closes the old room and then the table it leaves closes it
   * too, and a second leave would write to a socket that may already be closing.
   */
  close(): void {
    if (this.closedByUs) return;
    this.closedByUs = true;
    const roomId = this.room.roomId;
    if (this.isPractice() && this.snapshotNow?.status === 'playing') {
      const memory = recallSeat(roomId);
      if (memory) rememberPractice({ memory: { ...memory, reconnectionToken: this.room.reconnectionToken }, mode: this.snapshotNow.mode, leftAt: Date.now() });
      void this.room.leave(false);
      return;
    }
    forgetSeat(roomId);
    forgetSeatKey(roomId);
    forgetPractice(roomId);
    void this.room.leave(true);
  }
}

/**
 * A fixed seed from the page's address (`?seed=…`), for browser tests of a quest: the server honours it
 * only where it allows fixed seeds (server room/services.ts), and ignores it in play.
 */
function seedFromAddress(): { seed?: string } {
  const seed = new URLSearchParams(location.search).get('seed');
  return seed ? { seed } : {};
}

/** The Colyseus call each join request makes. */
async function joinRoom(client: Client, req: JoinRequest, auth: { token: string }): Promise<Room> {
  switch (req.kind) {
    case 'quick': {
      // The server pairs by rating among waiting rooms (POST /quickmatch); none near: open one.
      const options = { mode: req.mode, name: req.name, ...auth, ...(req.team ? { team: req.team } : {}) };
      const { roomId } = await call<{ roomId: string | null }>('POST', '/quickmatch', { mode: req.mode }, auth.token);
      if (roomId) {
        try {
          return await client.joinById(roomId, options);
        } catch {
          // Taken meanwhile: fall back to the usual search.
        }
      }
      return client.joinOrCreate('match', options);
    }
    case 'practice':
      return client.create('match', { mode: req.mode, name: req.name, ...auth, private: true, bots: SEAT_COUNT[req.mode] - 1, reconnectSeconds: PRACTICE_HOLD_SECONDS, ...(req.botLevel ? { botLevel: req.botLevel } : {}), ...createOptions(req.variants) });
    case 'create':
      return client.create('match', { mode: req.mode, name: req.name, ...auth, private: true, ...createOptions(req.variants) });
    case 'quest':
      // Solo is held like practice (leaving pauses it); a PvP quest is listed so an Overlord player can join it.
      return client.create('match', { mode: 'quest', quest: { side: req.side }, name: req.name, ...auth, ...seedFromAddress(), ...(req.side === 'pve' ? { private: true, reconnectSeconds: PRACTICE_HOLD_SECONDS } : {}) });
    case 'code': {
      const { roomId } = await getJson<{ roomId: string }>(`/codes/${encodeURIComponent(req.code.trim())}`);
      // A private match is joined by id with its code (the server refuses it without).
      return client.joinById(roomId, { name: req.name, ...auth, code: req.code.trim(), ...(req.team ? { team: req.team } : {}) });
    }
    case 'room':
      return client.joinById(req.roomId, { name: req.name, ...auth, ...(req.spectate ? { spectate: true } : {}), ...(req.team ? { team: req.team } : {}), ...(req.code ? { code: req.code } : {}) });
  }
}
