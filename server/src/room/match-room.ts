import { randomBytes } from 'node:crypto';
import { ServerError, updateLobby, type Client } from '@colyseus/core';
import { CLASSIC_2017, RULEBOOK } from '@signum/shared';
import { PatchOnChange, saveListing, ScreenedRoom, shareHandshake } from './colyseus-internals';
import type { ErrorMessage, RoomErrorCode } from './error-codes';
import { guardIncoming } from './incoming-guard';
import { JOIN_CODES_KEY, newJoinCode, normaliseJoinCode } from './join-code';
import { bothLimits, type MessageLimit } from './address-buckets';
import { gateNoteOf, noteRefusal, type Refusal } from './gate-note';
import { LobbySeats, type MatchMetadata } from './lobby-seats';
import { parseJoinOptions, parseMatchOptions, type JoinOptions, type MatchOptions } from './match-options';
import { MatchRestore } from './match-restore';
import { MatchSession } from './match-session';
import { MatchPlayers } from './match-players';
import { identify, type RoomIdentity } from './identity';
import { TokenBucket } from './rate-limit';
import type { MatchRoomPort } from './room-port';
import { MatchState } from './schema';
import { seatsOf } from './seats';
import { questSideOf } from './quest-room';
import { TAKEN_OVER_MESSAGE } from './seat-takeover';
import { roomServices } from './services';
import { installTestHooks } from './test-hooks';
import { RoomLogs, type Logger } from '../log';
import { loadRestoredMatch, takeRestoreRequest, type RestoredMatch } from '../recovery';

export type { MatchMetadata } from './lobby-seats';

/** How soon a change to the state reaches the clients when nothing sends it sooner (Colyseus's default patch interval). */
const PATCH_WITHIN_MS = 50;

/**
 * One match as a Colyseus room: it checks the options, routes messages, and hands the work to its
 * parts: who sits where and the pre-game room (lobby-seats.ts), the running game (match-session.ts)
 * and a match restored at boot (match-restore.ts). Colyseus internals are used only through
 * colyseus-internals.ts.
 */
export class MatchRoom extends ScreenedRoom<MatchState, MatchMetadata> implements MatchRoomPort {
  override maxClients = 64;
  opts!: MatchOptions;
  seed = '';
  joinCode = '';
  /** How many `error` messages this room has sent (tests compare it with what clients received). */
  errorsSent = 0;
  private seats!: LobbySeats;
  private session!: MatchSession;
  private restore!: MatchRestore;
  /** Players, chat, rematch and ratings (match-players.ts). */
  private players!: MatchPlayers;
  private readonly buckets = new Map<string, MessageLimit>();
  /** The address each client came from (the matchmaking gate's note), for per-address limits. */
  private readonly addressOf = new Map<string, string>();
  /** What each pending reservation was admitted as: a seat, a seat taken back with its key, or a spectator. */
  private readonly admittedAs = new Map<string, 'seat' | 'return' | 'watch'>();
  /** The first reservation of a room is its creator's (who needs no join code). */
  private creatorAdmitted = false;
  private releaseQuota: () => void = () => {};
  private lobbyTimer: NodeJS.Timeout | undefined;
  private patcher: PatchOnChange | undefined;
  private readonly logs = new RoomLogs(() => this.roomId);

  /** This room's logger, with the seat on every line when given (log.ts). */
  log(seat?: string | null): Logger {
    return this.logs.of(seat);
  }

  /** The engine state once the game has started (tests read it as the oracle). */
  get game() {
    return this.session?.game ?? null;
  }

  /** Bot decisions being thought out in worker threads right now (tests watch it). */
  get botsThinking(): number {
    return this.session?.botsThinking ?? 0;
  }

  /** How many actions have been accepted and logged. */
  get actionCount(): number {
    return this.session?.actions ?? 0;
  }

  /** The seat a session plays, or undefined for a spectator. */
  seatOfSession(sessionId: string) {
    return this.seats.seatOfSession(sessionId);
  }

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
      this.creatorAdmitted = true;
    }
    this.releaseQuota = roomServices().quota.claim(restored ? undefined : gateNoteOf(raw)?.address);
    const ruleset = this.opts.variants.ruleset === 'classic2017' ? CLASSIC_2017 : RULEBOOK;
    // A fixed seed only where the server allows it (tests): it would reveal every shuffle and die.
    this.seed = restored?.seed ?? (roomServices().allowFixedSeed ? this.opts.seed : undefined) ?? randomBytes(12).toString('hex');
    this.setState(new MatchState());
    // A patch when the state changes (within Colyseus's usual 50 ms), not a look every 50 ms (colyseus-internals.ts).
    this.patcher = new PatchOnChange(this, PATCH_WITHIN_MS);
    shareHandshake(this);
    // Seats (twice: a reservation on its way for each) and spectators; who may come in is decided by admitReservation.
    this.maxClients = 3 * seatsOf(this.opts).length + roomServices().limits.maxSpectators;
    this.seats = new LobbySeats(this, ruleset);
    this.session = new MatchSession(this, this.seats, this.seed, ruleset, () => {
      this.restore.vacancySettled();
      this.players.ended(this.session.game?.result ?? undefined);
    });
    this.restore = new MatchRestore(this, this.seats, this.session);
    this.players = new MatchPlayers(this, this.seats, roomServices().players, (seat) => this.session.bots.has(seat));
    this.session.onWelcomeBack = (client) => this.players.welcomeBack(client);
    installTestHooks(this, () => ({ game: this.session.game, actions: this.session.actions }));
    this.state.mode = this.opts.mode;
    this.state.questSide = questSideOf(this.opts) ?? '';
    this.state.ruleset = this.opts.variants.ruleset;
    this.state.experiencedArchitect = this.opts.variants.experiencedArchitect === true;
    this.seats.setUp(this.session.bots);
    if (this.opts.private) {
      this.joinCode = newJoinCode();
      void this.setPrivate(true).catch(() => {}); // saved again with the listing by updateMetadata/reannounce
      // During a Redis outage the code is registered when Redis is back (reannounce.ts).
      void Promise.resolve(this.presence.hset(JOIN_CODES_KEY, this.joinCode, this.roomId)).catch(() => {});
    }
    void this.updateMetadata();
    this.touchLobby();
    roomServices().liveRooms.add(this);

    const enqueue = this.session.enqueue.bind(this.session);
    this.onMessage('action', (client, message) => enqueue(() => this.session.onAction(client, message)));
    this.onMessage('deck', (client, message) => enqueue(() => (this.seats.chooseDeck(client, message), this.touchLobby())));
    this.onMessage('ready', (client, message) => enqueue(async () => {
      this.touchLobby();
      if (!this.seats.ready(client, message)) return;
      await this.session.start();
      await this.players.started();
    }));
    // Around the game (match-players.ts): chat, muting, concession and rematch.
    this.onMessage('chat', (client, message) => this.players.chat.onChat(client, message));
    this.onMessage('mute', (client, message) => this.players.chat.onMute(client, message, true));
    this.onMessage('unmute', (client, message) => this.players.chat.onMute(client, message, false));
    this.onMessage('concede', (client) => enqueue(() => this.session.concede(client)));
    this.onMessage('rematch', (client, message) => enqueue(() => this.players.rematch.vote(client, this.seats.seatOfSession(client.sessionId), message)));
    this.onMessage('*', (client, type) => this.sendError(client, 'UNKNOWN_MESSAGE', `The server does not know messages of type ${JSON.stringify(String(type)).slice(0, 80)}.`));
    if (restored) {
      await this.players.restored();
      this.restore.resume(restored);
    }
  }

  /** Who is joining (identity.ts): a session token names the player; a bad one refuses the join. */
  override async onAuth(_client: Client, options: unknown): Promise<RoomIdentity> {
    return identify(options, roomServices().accounts);
  }

  override onJoin(client: Client, raw: unknown): void {
    this.admittedAs.delete(client.sessionId);
    const note = gateNoteOf(raw);
    const address = note?.address ?? 'local';
    this.addressOf.set(client.sessionId, address);
    const parsed = parseJoinOptions(raw);
    // Checked when the seat was reserved (admitReservation); never silently dropped.
    if (!parsed.ok) throw new ServerError(400, parsed.message);
    const join = parsed.join;
    // After a restart, a player proves their seat with the key they were given (seat-presence.ts).
    // Lines about a client carry the matchmaking request that brought it (`req`, its x-request-id).
    const request = note ? { req: note.request } : {};
    if (this.restore.rejoin(client, join.seatKey)) return this.log(this.seats.seatOfSession(client.sessionId)).info(request, 'seat taken back after a restart');
    if (join.seatKey && this.takeOver(client, join.seatKey)) return this.log(this.seats.seatOfSession(client.sessionId)).info(request, 'seat taken over by another tab');
    const identity = client.auth as RoomIdentity | undefined;
    if (identity?.name) join.name = identity.name;
    const { seat, seatKey } = this.seats.join(client, join, (free) => this.players.allowedSeats(identity, free));
    this.log(seat).info({ ...request, watching: !seat }, 'joined');
    client.send('welcome', { seat, roomId: this.roomId, mode: this.opts.mode, ...(seat && this.joinCode ? { code: this.joinCode } : {}), ...(seatKey ? { seatKey } : {}) });
    // Whoever comes in mid-game (a spectator) gets the log so far.
    if (this.session.game) this.session.sendHistory(client, this.seats.viewerOf(client));
    void this.players.joined(client, seat).then(() => this.updateMetadata());
    this.touchLobby();
  }

  /** A second tab of a seat takes it over; the tab that held it is told (`seatTakenOver`) and only watches. */
  private takeOver(client: Client, key: string): boolean {
    const found = this.seats.takeOver(client, key);
    if (!found) return false;
    found.from.send('seatTakenOver', { seat: found.seat, message: TAKEN_OVER_MESSAGE });
    client.send('welcome', { seat: found.seat, roomId: this.roomId, mode: this.opts.mode, ...(this.joinCode ? { code: this.joinCode } : {}) });
    this.session.welcomeBack(client, found.seat);
    return true;
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (this.buckets.delete(client.sessionId)) roomServices().addressBuckets.close(this.addressOf.get(client.sessionId) ?? 'local');
    this.addressOf.delete(client.sessionId);
    const seat = this.seats.seatOfSession(client.sessionId);
    this.log(seat).info({ consented }, 'left');
    if (!seat) return this.players.chat.forget(client);
    if (this.state.status === 'lobby') {
      this.seats.leave(client, seat);
      this.players.left(seat);
      void this.updateMetadata();
      this.touchLobby();
      return;
    }
    if (this.state.status === 'ended') {
      this.state.seats.get(seat)!.away = true;
      return;
    }
    // During the game the seat waits for its player, then forfeits or goes to a bot (seat-presence.ts).
    await this.session.presence.left(client, seat, consented);
  }

  /** Send the state's changes now (an action's result, match-session.ts); the timer for them is no longer needed. */
  override broadcastPatch(): boolean {
    this.patcher?.patched();
    return super.broadcastPatch();
  }

  override async onDispose(): Promise<void> {
    this.session?.stop(); // absent when onCreate refused the options
    this.patcher?.patched();
    clearTimeout(this.lobbyTimer);
    this.releaseQuota();
    roomServices().liveRooms.delete(this);
    if (this.joinCode) await Promise.resolve(this.presence.hdel(JOIN_CODES_KEY, this.joinCode)).catch(() => {});
  }

  /** Every message is checked for size, rate and shape before Colyseus decodes it (incoming-guard.ts). */
  protected screenMessage(client: Client, buffer: Buffer, deliver: () => void): void {
    let bucket = this.buckets.get(client.sessionId);
    if (!bucket) {
      const from = this.addressOf.get(client.sessionId) ?? 'local';
      const address = roomServices().addressBuckets.open(from);
      bucket = bothLimits(new TokenBucket(roomServices().rateLimit), address);
      // Across servers (shared-address-limit.ts), checked last: what this process refuses is never counted there.
      const shared = roomServices().sharedMessages;
      if (shared) bucket = bothLimits(bucket, shared.limitFor(from));
      this.buckets.set(client.sessionId, bucket);
    }
    guardIncoming(client, buffer, bucket, deliver, (code, message) => this.sendError(client, code, message));
  }

  /** Send one client a room `error` (error-codes.ts). */
  sendError(client: Client, code: RoomErrorCode | string, message: string, extra?: Partial<ErrorMessage>): void {
    this.errorsSent++;
    client.send('error', { code, message, ...extra } satisfies ErrorMessage);
  }

  /** Reservations not yet joined from people who were admitted to a free seat. */
  private pendingSeatSeekers(): number {
    return this.pendingReservations().filter((r) => !r.reconnect && this.admittedAs.get(r.sessionId) === 'seat').length;
  }

  /** Spectators here or on their way: seats never count against MAX_SPECTATORS. */
  private spectatorCount(): number {
    const watching = this.clients.filter((c) => !this.seats.seatOfSession(c.sessionId)).length;
    return watching + this.pendingReservations().filter((r) => this.admittedAs.get(r.sessionId) === 'watch').length;
  }

  /**
   * Who may come in (seats are never taken away by watchers): a reconnecting player and a seat key
   * proving a waiting seat always; a private match only with its code (its creator aside); someone
   * who wants a seat in the lobby while one is free (quick match must not seat more people than
   * there are seats while reservations are on their way: joinOrCreate then tries elsewhere);
   * everyone else watches, up to MAX_SPECTATORS. Join options are checked field by field here.
   */
  protected admitReservation(sessionId: string, options: unknown, reconnecting: boolean): boolean {
    if (reconnecting) return true;
    const parsed = parseJoinOptions(options);
    if (!parsed.ok) return this.refuse(options, { code: 'BAD_JOIN_OPTIONS', message: parsed.message });
    const join = parsed.join;
    if (join.seatKey && this.restore.waitsFor(join.seatKey)) return this.admit(sessionId, 'return');
    // A seat key of a seat taken here: a second tab of that player, which takes the seat over (seat-takeover.ts).
    if (join.seatKey && this.seats.provesSeat(join.seatKey)) return this.admit(sessionId, 'return');
    const creator = !this.creatorAdmitted;
    this.creatorAdmitted = true;
    if (this.opts.private && !creator && normaliseJoinCode(join.code ?? '') !== this.joinCode) {
      return this.refuse(options, { code: 'NEEDS_CODE', message: 'That match is private: join it with its code.' });
    }
    if (this.wantsSeat(join)) {
      if (this.seats.refusesSeeker(this.pendingSeatSeekers())) return this.refuse(options, { code: 'SEATS_SPOKEN_FOR', message: 'Every seat of that match is being taken; try again or pick another.' });
      if (this.seats.seatsOpen(this.pendingSeatSeekers())) return this.admit(sessionId, 'seat');
    }
    if (this.spectatorCount() >= roomServices().limits.maxSpectators) {
      return this.refuse(options, { code: 'SPECTATORS_FULL', message: 'That match has as many spectators as it can take.' });
    }
    return this.admit(sessionId, 'watch');
  }

  private wantsSeat(join: JoinOptions): boolean {
    return this.state.status === 'lobby' && !join.spectate;
  }

  private admit(sessionId: string, as: 'seat' | 'return' | 'watch'): true {
    this.admittedAs.set(sessionId, as);
    return true;
  }

  private refuse(options: unknown, why: Refusal): false {
    noteRefusal(options, why);
    return false;
  }

  protected reserved(_options: unknown, seconds: number, reconnecting: boolean): void {
    // Forget what an unused reservation was admitted as once it has expired.
    setTimeout(() => {
      const pending = new Set(this.pendingReservations().map((r) => r.sessionId));
      for (const id of this.admittedAs.keys()) if (!pending.has(id)) this.admittedAs.delete(id);
      void this.updateMetadata();
    }, seconds * 1000 + 100).unref();
    if (!reconnecting && this.state.status === 'lobby') void this.updateMetadata();
  }

  /** A lobby that nothing happens in closes after ROOM_IDLE_SECONDS (an abandoned pre-game room holds a room and its players' quota). */
  private touchLobby(): void {
    clearTimeout(this.lobbyTimer);
    if (this.state.status !== 'lobby') return;
    this.lobbyTimer = setTimeout(() => {
      if (this.state.status !== 'lobby') return;
      for (const c of this.clients) this.sendError(c, 'LOBBY_CLOSED', 'Nothing happened in this pre-game room for too long, so it was closed.');
      void this.disconnect();
    }, roomServices().limits.roomIdleSeconds * 1000);
    this.lobbyTimer.unref();
  }

  /** Write this room's listing and join code to Redis again (reannounce.ts: after an outage). */
  async reannounce(): Promise<void> {
    if (this.disposing) return;
    if (this.joinCode) await this.presence.hset(JOIN_CODES_KEY, this.joinCode, this.roomId);
    await this.updateMetadata();
    await saveListing(this);
  }

  /** Save the lobby listing (seats taken, status) and whether quick match may still send someone here. */
  async updateMetadata(): Promise<void> {
    // Quick match only finds rooms with a free seat (create-server.ts filters on seatsOpen);
    // setMetadata saves the listing (only while the room is live, not while it is being disposed).
    this.setListingField('seatsOpen', this.seats.seatsOpen(this.pendingSeatSeekers()));
    try {
      await this.setMetadata(this.seats.metadata(this.joinCode, this.players.meanRating()));
      // Colyseus tells lobbies of joins and leaves only: a match that starts or ends (same clients) must say so itself.
      updateLobby(this);
    } catch (err) {
      // Redis unreachable: the room plays on; its listing is saved again when Redis is back (reannounce.ts).
      this.log().warn({ err: (err as Error).message }, 'listing not saved');
    }
  }
}
