import { randomBytes } from 'node:crypto';
import { Room, ServerError, updateLobby, type Client } from '@colyseus/core';
import {
  ActionSchema, apply, CLASSIC_2017, createGame, PRECONS, preconLoadout, RULEBOOK, timeoutAction, viewEvents, whoActs, withConstructionDeck,
  type Action, type GameEvent, type GameState, type Ruleset, type Seat, type Viewer,
} from '@signum/shared';
import { BotSeats, TAKEOVER_LEVEL } from './bots';
import { chooseDeck, type ChosenDeck } from './deck-choice';
import type { ErrorMessage, RoomErrorCode } from './error-codes';
import { JOIN_CODES_KEY, newJoinCode } from './join-code';
import { JoinOptionsSchema, parseMatchOptions, type MatchOptions } from './match-options';
import { guardIncoming } from './incoming-guard';
import { PrivateChannel } from './private-channel';
import { EventHistory } from './event-history';
import { MatchState, SeatSchema } from './schema';
import { botSeats, pickSeat, SEATS, teamOf } from './seats';
import { roomServices } from './services';
import { syncState } from './sync-state';
import { clockSettings, MatchClock } from './clock';
import { abandonPolicy, forfeitStep, hashSeatKey, newSeatKey, SeatPresence, seatKeyMatches } from './seat-presence';
import { applySystem, SERVER_SEAT, type SystemAction } from './system-actions';
import { TAKEN_OVER_MESSAGE, takeoverOf } from './seat-takeover';
import { installTestHooks } from './test-hooks';
import { loadRestoredMatch, takeRestoreRequest, type RestoredMatch, type SeatRecord } from '../recovery';
import { TokenBucket } from './rate-limit';

/** The log's note that the clock, not the player, acted for `seat` (the describer says "time ran out"). */
function timedOut(seat: Seat, kind: 'decision' | 'turn'): GameEvent[] {
  return [{ e: 'timedOut', seat, kind }];
}

/** The lobby metadata of a match: what the lobby lists (no join code for public matches). */
export interface MatchMetadata {
  mode: MatchOptions['mode'];
  seats: number;
  seatsTaken: number;
  status: 'lobby' | 'playing' | 'ended';
  private: boolean;
  code?: string;
  /** The seated players' names, in seat order (public: the table shows them to everyone). */
  names: string[];
}

/**
 * One match: seats, deck choice, then the engine. The room holds no rule: every action goes through
 * the shared `apply`, and every client gets only `view`/`viewEvents` of its own viewer: the public
 * state in the schema, its own seat's private part in `private` messages (private-channel.ts).
 */
export class MatchRoom extends Room<MatchState, MatchMetadata> {
  override maxClients = 64;
  /** The engine state once the game has started (tests read it as the oracle). */
  game: GameState | null = null;
  opts!: MatchOptions;
  seed = '';
  joinCode = '';
  private ruleset: Ruleset = RULEBOOK;
  private readonly seatOf = new Map<string, Seat>();
  private readonly decks: Partial<Record<Seat, ChosenDeck>> = {};
  private readonly buckets = new Map<string, TokenBucket>();
  private bots!: BotSeats;
  private clockTimer!: MatchClock;
  /** Away players, reconnection, abandoned seats, restored seats (seat-presence.ts). */
  private presenceCtl!: SeatPresence;
  /** sha256 of each seated player's seat key (seat-presence.ts). */
  private readonly seatKeys = new Map<Seat, string>();
  private queue: Promise<void> = Promise.resolve();
  private logIndex = 0;
  /** How many actions have been accepted and logged. */
  get actionCount(): number {
    return this.logIndex;
  }
  private botScheduled = false;
  private botTimer: NodeJS.Timeout | undefined;
  private readonly secrets = new PrivateChannel();
  /** The latest actions' events, for whoever joins or comes back mid-game. */
  private readonly history = new EventHistory();

  override async onCreate(raw: unknown): Promise<void> {
    try {
      this.opts = parseMatchOptions(raw);
    } catch (e) {
      throw new ServerError(400, (e as Error).message);
    }
    // A stored match the server restores at boot (recovery.ts), never one a client names.
    let restored: RestoredMatch | undefined;
    if (this.opts.restore) {
      if (!takeRestoreRequest(this.opts.restore)) throw new ServerError(403, 'Only the server restores matches.');
      restored = await loadRestoredMatch(roomServices().store, this.opts.restore);
      this.opts = restored.options;
      this.roomId = restored.id;
    }
    this.ruleset = this.opts.variants.ruleset === 'classic2017' ? CLASSIC_2017 : RULEBOOK;
    // A fixed seed only where the server allows it (tests): it would reveal every shuffle and die.
    this.seed = restored?.seed ?? (roomServices().allowFixedSeed ? this.opts.seed : undefined) ?? randomBytes(12).toString('hex');
    this.bots = new BotSeats(this.seed);
    this.setState(new MatchState());
    this.clockTimer = new MatchClock(clockSettings(this.opts, !roomServices().allowShortClocks), this.state.clock, {
      decision: (seat, key) => this.enqueue(() => this.onClockExpired(seat, key, 'decision')),
      turn: (seat, key) => this.enqueue(() => this.onClockExpired(seat, key, 'turn')),
      match: () => this.enqueue(async () => void (this.game && !this.game.result && (await this.commit(SERVER_SEAT, { type: 'timeLimit' })))),
    });
    this.presenceCtl = new SeatPresence(
      {
        seatSchema: (seat) => this.state.seats.get(seat)!,
        allowReconnection: (client, seconds) => this.allowReconnection(client, seconds),
        welcomeBack: (client, seat) => {
          if (!this.game) return;
          this.secrets.resend(this.game, client, seat);
          this.sendHistory(client);
        },
        enqueue: (work) => this.enqueue(work),
        giveToBot: (seat) => this.giveToBot(seat),
        settleForfeits: () => this.settleForfeits(),
        closing: () => (this as unknown as { _internalState: number })._internalState === 2, // RoomInternalState.DISPOSING
      },
      abandonPolicy(this.opts),
      this.opts.reconnectSeconds,
    );
    installTestHooks(this, () => ({ game: this.game, actions: this.logIndex }));
    this.state.mode = this.opts.mode;
    this.state.ruleset = this.opts.variants.ruleset;
    this.state.experiencedArchitect = this.opts.variants.experiencedArchitect === true;
    const bots = botSeats(this.opts);
    SEATS[this.opts.mode].forEach((seat, i) => {
      const s = new SeatSchema();
      s.seat = seat;
      s.team = teamOf(this.opts.mode, seat);
      if (bots.includes(seat)) {
        // Bots sit at once with a precon (rulebook: Deck building: a legal deck) and are ready.
        this.bots.add(seat, this.opts.botLevel);
        const precon = this.bots.precon(seat);
        const loadout = preconLoadout(precon, this.ruleset);
        this.decks[seat] = { loadout: this.opts.variants.experiencedArchitect ? withConstructionDeck(loadout) : loadout, source: precon.id };
        Object.assign(s, { name: bots.length > 1 ? `Bot ${bots.indexOf(seat) + 1}` : 'Bot', taken: true, bot: true, deckChosen: true, ready: true });
      }
      this.state.seats.set(seat, s);
    });
    if (this.opts.private) {
      this.joinCode = newJoinCode();
      void this.setPrivate(true);
      void this.presence.hset(JOIN_CODES_KEY, this.joinCode, this.roomId);
    }
    void this.updateMetadata();

    this.onMessage('action', (client, message) => this.enqueue(() => this.onAction(client, message)));
    this.onMessage('deck', (client, message) => this.enqueue(() => this.onDeck(client, message)));
    this.onMessage('ready', (client, message) => this.enqueue(() => this.onReady(client, message)));
    this.onMessage('*', (client, type) => this.sendError(client, 'UNKNOWN_MESSAGE', `The server does not know messages of type ${JSON.stringify(String(type)).slice(0, 80)}.`));
    if (restored) this.resume(restored);
  }

  /** Go on with a restored match: its seats, decks and replayed game; each player's seat waits for its seat key. */
  private resume(r: RestoredMatch): void {
    Object.assign(this.decks, r.decks);
    for (const seat of SEATS[this.opts.mode]) {
      const s = this.state.seats.get(seat)!;
      const rec: SeatRecord | undefined = r.seats[seat];
      if (this.bots.has(seat)) continue;
      Object.assign(s, { taken: true, name: rec?.name ?? `Player ${seat}`, deckChosen: true, ready: true });
      if (rec?.bot) {
        this.giveToBot(seat);
        continue;
      }
      if (rec?.keyHash) this.seatKeys.set(seat, rec.keyHash);
      // A seat that forfeited before the restart stays out; the server still answers what the rules ask of it.
      if (r.game.players[seat]?.eliminated) this.presenceCtl.forfeiting.add(seat);
      else this.presenceCtl.waitVacant(seat, () => this.vacancySettled());
    }
    this.game = r.game;
    this.logIndex = r.actions;
    for (const batch of r.events) this.history.add(batch.index, batch.events);
    this.state.status = r.game.result ? 'ended' : 'playing';
    syncState(this.state, r.game);
    // A restored room stays while nobody is connected: its players may come back, its bots play on (vacancySettled).
    if (!r.game.result) this.autoDispose = false;
    this.clockTimer.startMatch(Date.parse(r.createdAt) + this.clockTimer.settings.matchMs);
    void this.updateMetadata();
    this.afterChange();
  }

  /** A restored seat was taken back or abandoned: once none waits, the room closes when empty as usual. */
  private vacancySettled(): void {
    if (this.presenceCtl.anyVacant || this.autoDispose) return;
    // With nobody connected the game first plays out (bots, forfeits); finish() calls this again.
    if (this.clients.length === 0 && this.game && !this.game.result) return;
    this.autoDispose = true;
    if (this.clients.length === 0) void this.disconnect();
  }

  /** The seat a valid seat key proves, if that seat waits for its player (after a restart). */
  private seatForKey(key: string): Seat | undefined {
    for (const [seat, hash] of this.seatKeys) if (this.presenceCtl.isVacant(seat) && seatKeyMatches(key, hash)) return seat;
    return undefined;
  }

  /** What the match record keeps of each seat: name, bot or not, and the hash of its seat key. */
  private seatRecords(): Partial<Record<Seat, SeatRecord>> {
    const out: Partial<Record<Seat, SeatRecord>> = {};
    for (const seat of SEATS[this.opts.mode]) {
      const s = this.state.seats.get(seat)!;
      const keyHash = this.seatKeys.get(seat);
      out[seat] = { name: s.name, bot: s.bot, ...(keyHash ? { keyHash } : {}) };
    }
    return out;
  }

  override onJoin(client: Client, raw: unknown): void {
    const parsed = JoinOptionsSchema.safeParse(raw ?? {});
    const join = parsed.success ? parsed.data : {};
    // After a restart, a player proves their seat with the key they were given (seat-presence.ts).
    const back = join.seatKey && this.game ? this.seatForKey(join.seatKey) : undefined;
    if (back) {
      this.seatOf.set(client.sessionId, back);
      client.send('welcome', { seat: back, roomId: this.roomId, mode: this.opts.mode });
      this.presenceCtl.rejoined(client, back);
      this.vacancySettled();
      return;
    }
    if (join.seatKey && this.takeOver(client, join.seatKey)) return;
    const free = SEATS[this.opts.mode].filter((s) => !this.state.seats.get(s)!.taken);
    const seat = pickSeat(this.opts.mode, free, join, this.state.status !== 'lobby');
    if (seat) {
      this.seatOf.set(client.sessionId, seat);
      const s = this.state.seats.get(seat)!;
      Object.assign(s, { taken: true, name: join.name ?? `Player ${seat}`, deckChosen: false, ready: false, away: false });
    }
    const seatKey = seat ? newSeatKey() : undefined;
    if (seat && seatKey) this.seatKeys.set(seat, hashSeatKey(seatKey));
    client.send('welcome', { seat, roomId: this.roomId, mode: this.opts.mode, ...(seat && this.joinCode ? { code: this.joinCode } : {}), ...(seatKey ? { seatKey } : {}) });
    // Whoever comes in mid-game (a spectator) gets the log so far.
    if (this.game) this.sendHistory(client);
    void this.updateMetadata();
  }

  /**
   * A second tab of a seated player (its seat key proves it) takes the seat over: the new client
   * plays it from now on, the old one is told so (`seatTakenOver`) and only watches.
   */
  private takeOver(client: Client, key: string): boolean {
    const found = takeoverOf(key, this.seatKeys, this.seatOf, this.clients);
    if (!found || found.from.sessionId === client.sessionId) return false;
    const { seat, from } = found;
    this.seatOf.delete(from.sessionId);
    from.send('seatTakenOver', { seat, message: TAKEN_OVER_MESSAGE });
    this.seatOf.set(client.sessionId, seat);
    client.send('welcome', { seat, roomId: this.roomId, mode: this.opts.mode, ...(this.joinCode ? { code: this.joinCode } : {}) });
    if (this.game) {
      this.secrets.resend(this.game, client, seat);
      this.sendHistory(client);
    }
    return true;
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    this.buckets.delete(client.sessionId);
    const seat = this.seatOf.get(client.sessionId);
    if (!seat) return;
    const s = this.state.seats.get(seat)!;
    if (this.state.status === 'lobby') {
      // Before the game a seat is simply given up.
      this.seatOf.delete(client.sessionId);
      delete this.decks[seat];
      Object.assign(s, { taken: false, name: '', deckChosen: false, ready: false, away: false });
      void this.updateMetadata();
      return;
    }
    if (this.state.status === 'ended') {
      s.away = true;
      return;
    }
    // During the game the seat waits for its player, then forfeits or goes to a bot (seat-presence.ts).
    await this.presenceCtl.left(client, seat, consented);
  }

  /** A bot plays this seat from now on (an abandoned seat, or a bot seat of a restored match). */
  private giveToBot(seat: Seat): void {
    this.bots.add(seat, this.bots.levelOf(seat) ?? TAKEOVER_LEVEL);
    this.state.seats.get(seat)!.bot = true;
    this.scheduleBot();
  }

  /** Play forfeiting seats out and take them out of the game, through the logged path (seat-presence.ts). */
  private async settleForfeits(): Promise<void> {
    for (const seat of [...this.presenceCtl.forfeiting]) {
      for (let i = 0; i < 200 && this.game && !this.game.result; i++) {
        const step = forfeitStep(this.game, seat);
        if (step.kind === 'wait') break;
        const ok = step.kind === 'act' ? await this.commit(seat, step.action) : await this.commit(SERVER_SEAT, step.action);
        if (!ok) break;
      }
      if (!this.game || this.game.result) this.presenceCtl.forfeiting.delete(seat);
    }
  }

  override async onDispose(): Promise<void> {
    this.clockTimer?.stop(); // absent when onCreate refused the options
    this.presenceCtl?.stop();
    clearTimeout(this.botTimer);
    if (this.joinCode) await this.presence.hdel(JOIN_CODES_KEY, this.joinCode);
  }

  /** Every message is checked for size, rate and shape before Colyseus decodes it (incoming-guard.ts). */
  protected override _onMessage(client: Client & Parameters<Room['_onMessage']>[0], buffer: Buffer): void {
    let bucket = this.buckets.get(client.sessionId);
    if (!bucket) this.buckets.set(client.sessionId, (bucket = new TokenBucket(roomServices().rateLimit)));
    guardIncoming(client, buffer, bucket, (c, b) => super._onMessage(c, b), (code, message) => this.sendError(client, code, message));
  }

  /** Run room work one piece at a time, in arrival order (actions are logged before they are acknowledged). */
  private enqueue(work: () => void | Promise<void>): void {
    this.queue = this.queue.then(work).catch((e) => console.error(`[match ${this.roomId}]`, e));
  }

  /** The seat a session plays, or undefined for a spectator. */
  seatOfSession(sessionId: string): Seat | undefined {
    return this.seatOf.get(sessionId);
  }

  private viewerOf(client: Client): Viewer {
    return this.seatOf.get(client.sessionId) ?? 'spectator';
  }

  /** How many `error` messages this room has sent (tests compare it with what clients received). */
  errorsSent = 0;

  private sendError(client: Client, code: RoomErrorCode | string, message: string, extra?: Partial<ErrorMessage>): void {
    this.errorsSent++;
    client.send('error', { code, message, ...extra } satisfies ErrorMessage);
  }

  private async onDeck(client: Client, message: unknown): Promise<void> {
    const seat = this.seatOf.get(client.sessionId);
    if (!seat) return this.sendError(client, 'NOT_SEATED', 'Spectators do not choose decks.');
    if (this.state.status !== 'lobby') return this.sendError(client, 'ALREADY_STARTED', 'The game has started; decks are fixed.');
    const chosen = chooseDeck(message, this.ruleset, this.opts.variants.experiencedArchitect);
    if ('code' in chosen) return this.sendError(client, chosen.code, chosen.message, chosen.reasons ? { reasons: chosen.reasons } : {});
    this.decks[seat] = chosen;
    const s = this.state.seats.get(seat)!;
    s.deckChosen = true;
    s.ready = false;
    client.send('deckAccepted', { source: chosen.source });
  }

  private async onReady(client: Client, message: unknown): Promise<void> {
    const seat = this.seatOf.get(client.sessionId);
    if (!seat) return this.sendError(client, 'NOT_SEATED', 'Spectators cannot be ready.');
    if (this.state.status !== 'lobby') return this.sendError(client, 'ALREADY_STARTED', 'The game has already started.');
    if (!this.decks[seat]) return this.sendError(client, 'NO_DECK', 'Choose a deck before you say you are ready.');
    const off = message && typeof message === 'object' && (message as { ready?: unknown }).ready === false;
    this.state.seats.get(seat)!.ready = !off;
    await this.startIfReady();
  }

  /** The game starts when every seat is taken, has a deck and is ready. */
  private async startIfReady(): Promise<void> {
    const seats = SEATS[this.opts.mode];
    if (!seats.every((seat) => this.state.seats.get(seat)!.ready && this.decks[seat])) return;
    const loadouts = Object.fromEntries(seats.map((seat) => [seat, this.decks[seat]!.loadout]));
    const variants = this.opts.variants.experiencedArchitect ? { variants: { experiencedArchitect: true } } : {};
    const game = { mode: this.opts.mode, seed: this.seed, loadouts, ruleset: this.ruleset, turnLimit: this.opts.turnLimit, ...variants };
    const state = createGame(game);
    const startedAt = Date.now();
    await roomServices().store.createMatch({
      id: this.roomId, mode: this.opts.mode, createdAt: new Date(startedAt).toISOString(),
      config: { options: this.opts, decks: Object.fromEntries(seats.map((seat) => [seat, this.decks[seat]!.source])), game, seats: this.seatRecords() },
    });
    this.clockTimer.startMatch(startedAt + this.clockTimer.settings.matchMs);
    this.game = state;
    this.state.status = 'playing';
    syncState(this.state, state);
    this.secrets.update(state, this.clients, (c) => this.seatOf.get(c.sessionId));
    this.broadcast('started', { seats });
    await this.updateMetadata();
    this.afterChange();
  }

  private async onAction(client: Client, message: unknown): Promise<void> {
    const seat = this.seatOf.get(client.sessionId);
    if (!seat) return this.sendError(client, 'NOT_SEATED', 'Spectators cannot act.');
    if (!this.game) return this.sendError(client, 'NOT_STARTED', 'The game has not started yet.');
    const parsed = ActionSchema.safeParse(message);
    if (!parsed.success) return this.sendError(client, 'MALFORMED', `That is not a valid action: ${parsed.error.issues[0]?.message ?? 'bad shape'}.`);
    await this.commit(seat, parsed.data, client);
  }

  /** Apply an action; if accepted, log it, then update every client with its own view of the result. */
  private async commit(seat: Seat | typeof SERVER_SEAT, action: Action | SystemAction, client?: Client, note: GameEvent[] = []): Promise<boolean> {
    if (!this.game) return false;
    // The server's own moves (time limit, forfeit) go through the engine and the log like a player's.
    const r = seat === SERVER_SEAT ? applySystem(this.game, action as SystemAction) : apply(this.game, seat, action);
    if (!r.ok) {
      if (client) this.sendError(client, r.code, r.message);
      return false;
    }
    const index = this.logIndex;
    try {
      await roomServices().store.appendAction(this.roomId, { index, seat, action: action as Action });
    } catch (e) {
      console.error(`[match ${this.roomId}] could not log action ${index}`, e);
      if (client) this.sendError(client, 'BUSY', 'The server could not record that action; try again.');
      return false;
    }
    this.logIndex++;
    this.game = r.state;
    syncState(this.state, r.state);
    this.secrets.update(r.state, this.clients, (c) => this.seatOf.get(c.sessionId));
    // A note (the clock acted for the seat) goes before the rules' events, so the log says why.
    const events = note.length ? [...note, ...r.events] : r.events;
    this.sendEvents(index, events);
    this.history.add(index, events);
    // The patch goes out with the events rather than at the next 50 ms tick: an action's result
    // reaches every client as soon as it is logged (the regular tick still carries clock and seat changes).
    this.broadcastPatch();
    if (r.state.result) await this.finish();
    this.afterChange();
    return true;
  }

  private sendEvents(index: number, events: GameEvent[]): void {
    for (const client of this.clients) client.send('events', { index, events: viewEvents(events, this.viewerOf(client)) });
  }

  /** The events a client missed, as the public record (a newcomer mid-game, a reconnection). */
  private sendHistory(client: Client): void {
    client.send('history', { batches: this.history.publicRecord() });
  }

  private async finish(): Promise<void> {
    this.state.status = 'ended';
    this.clockTimer.stop();
    this.state.deadline = 0;
    this.presenceCtl.stop();
    this.vacancySettled();
    await roomServices().store.finishMatch(this.roomId, new Date().toISOString(), this.game!.result);
    await this.updateMetadata();
  }

  /** After any change: restart the clock for the new decision and let a bot seat act. */
  private afterChange(): void {
    if (!this.game || this.game.result) return;
    this.clockTimer.update(this.game, this.logIndex);
    this.state.deadline = this.state.clock.decisionDeadline;
    if (this.presenceCtl.forfeiting.size) this.enqueue(() => this.settleForfeits());
    this.scheduleBot();
  }

  private scheduleBot(): void {
    if (this.botScheduled || !this.game || this.game.result) return;
    if (!this.bots.seatToAct(this.game)) return;
    this.botScheduled = true;
    // A plain timer: the room clock only ticks with patches (every 50 ms), too slow for bot-only stretches.
    this.botTimer = setTimeout(() => void this.botThink(), roomServices().botDelayMs);
  }

  /**
   * The bot thinks in a worker thread (bots/bot-pool.ts), outside the room's queue, so messages keep
   * flowing meanwhile; its answer is committed through the queue only if the game still waits for
   * that seat at the same log position (a clock or a forfeit may have moved it on).
   */
  private async botThink(): Promise<void> {
    const game = this.game;
    const seat = game && !game.result ? this.bots.seatToAct(game) : null;
    if (!game || !seat) {
      this.botScheduled = false;
      return;
    }
    const index = this.logIndex;
    this.botsThinking++;
    const action = await this.bots.decide(game, seat, index);
    this.botsThinking--;
    this.enqueue(async () => {
      this.botScheduled = false;
      if (!this.game || this.game.result || this.logIndex !== index) return this.scheduleBot();
      if (!action) return console.error(`[match ${this.roomId}] bot ${seat} has nothing to do`);
      if (!(await this.commit(seat, action))) console.error(`[match ${this.roomId}] bot ${seat} action refused`);
      this.scheduleBot();
    });
  }

  /** Bot decisions being thought out in worker threads right now (tests watch it). */
  botsThinking = 0;

  /** A clock ran out (clock.ts): if the game still waits as it did, play for the seat what its clock says. */
  private async onClockExpired(seat: Seat, key: string, kind: 'decision' | 'turn'): Promise<void> {
    if (!this.game || this.game.result) return;
    if (kind === 'decision') {
      if (MatchClock.decisionKey(this.game, this.logIndex) === key) await this.commit(seat, timeoutAction(this.game), undefined, timedOut(seat, 'decision'));
      return;
    }
    for (let i = 0; i < 200 && this.game && !this.game.result && MatchClock.turnKey(this.game) === key && whoActs(this.game) === seat; i++) {
      if (!(await this.commit(seat, timeoutAction(this.game), undefined, i === 0 ? timedOut(seat, 'turn') : []))) break;
    }
  }

  /** Reservations not yet joined from people who want a seat (not spectators, not reconnections). */
  private pendingSeatSeekers(): number {
    return Object.values(this.reservedSeats).filter(([options, , consumed, reconnect]) => !consumed && !reconnect && !(options as { spectate?: unknown } | undefined)?.spectate).length;
  }

  /**
   * Quick match must not seat more people than there are seats while reservations are still on their
   * way: a reservation that would overflow the free seats is refused, and joinOrCreate then retries
   * elsewhere. Once every seat is taken, later arrivals (by room id) are let in as spectators.
   */
  protected override async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds = this.seatReservationTime, allowReconnection = false, devModeReconnection?: boolean): Promise<boolean> {
    const lobby = !!this.opts && this.state?.status === 'lobby' && !allowReconnection;
    const seeker = lobby && !(joinOptions as { spectate?: unknown } | undefined)?.spectate;
    if (seeker) {
      const seats = SEATS[this.opts.mode];
      const taken = seats.filter((x) => this.state.seats.get(x)!.taken).length;
      if (taken < seats.length && taken + this.pendingSeatSeekers() >= seats.length) return false;
    }
    const ok = await super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    if (ok && seeker) {
      void this.updateMetadata();
      setTimeout(() => void this.updateMetadata(), seconds * 1000 + 100).unref(); // an unused reservation expires
    }
    return ok;
  }

  private async updateMetadata(): Promise<void> {
    const seats = SEATS[this.opts.mode];
    const taken = seats.filter((s) => this.state.seats.get(s)!.taken).length;
    // Quick match only finds rooms with a free seat (create-server.ts adds seatsOpen to its filter);
    // setMetadata saves the listing (only while the room is live, not while it is being disposed).
    (this.listing as unknown as { seatsOpen?: boolean }).seatsOpen = taken + this.pendingSeatSeekers() < seats.length && this.state.status === 'lobby';
    await this.setMetadata({
      mode: this.opts.mode, seats: seats.length, seatsTaken: taken, status: this.state.status as MatchMetadata['status'],
      private: this.opts.private, ...(this.joinCode ? { code: this.joinCode } : {}),
      names: seats.flatMap((s) => (this.state.seats.get(s)!.taken ? [this.state.seats.get(s)!.name] : [])),
    });
    // Colyseus tells lobbies of joins and leaves only: a match that starts or ends (same clients) must say so itself.
    updateLobby(this);
  }
}
