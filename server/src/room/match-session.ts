import type { Client } from '@colyseus/core';
import { ActionSchema, applyAction, timeoutAction, viewEvents, whoActs, type Action, type GameEvent, type GameState, type Mode, type Ruleset, type Seat, type Viewer } from '@signum/shared';
import { newGame, type StoredGameOptions } from '../store/new-game';
import { questSideOf } from './quest-room';
import { BotSeats, TAKEOVER_LEVEL } from './bots';
import { clockSettings, MatchClock } from './clock';
import { EventHistory } from './event-history';
import { sendEvents } from './event-fanout';
import { sendTogether } from './colyseus-internals';
import type { LobbySeats } from './lobby-seats';
import { PrivateChannel } from './private-channel';
import type { MatchRoomPort } from './room-port';
import { abandonPolicy, forfeitStep, SeatPresence } from './seat-presence';
import { roomServices } from './services';
import { writeUntilStored, type RetryWatch, type SavingMessage } from './store-retry';
import { actionSeconds, actionsTotal, appendWriteSeconds } from '../metrics';
import { syncState } from './sync-state';
import { applySystem, SERVER_SEAT, type SystemAction } from './system-actions';
import { timedOutNote, timeoutOf } from './timeout-note';

/**
 * The running game of a match: the engine state, the action log, clocks, bots and seats whose
 * players dropped. The session holds no rule: every action goes through the shared engine (`applyAction`), and
 * every client gets only `view`/`viewEvents` of its own viewer: the public state in the schema, its
 * own seat's private part in `private` messages (private-channel.ts).
 */
export class MatchSession {
  /** The engine state once the game has started (tests read it as the oracle). */
  game: GameState | null = null;
  /** The process logger with this room's id on every line. */
  private log(seat?: string | null) {
    return this.room.log(seat);
  }

  /** How many actions have been accepted and logged (the next log index). */
  actions = 0;
  readonly bots: BotSeats;
  readonly clock: MatchClock;
  /** Away players, reconnection, abandoned seats, restored seats (seat-presence.ts). */
  readonly presence: SeatPresence;
  /** The latest actions' events, for whoever joins or comes back mid-game. */
  readonly history = new EventHistory();
  private readonly secrets = new PrivateChannel();
  private queue: Promise<void> = Promise.resolve();
  private botScheduled = false;
  private botTimer: NodeJS.Timeout | undefined;
  /** The room is gone: a store write being retried gives up. */
  private stopped = false;

  constructor(
    private readonly room: MatchRoomPort,
    private readonly seats: LobbySeats,
    private readonly seed: string,
    private readonly ruleset: Ruleset,
    /** Called when the game ends (match-restore.ts lets an emptied restored room close). */
    private readonly ended: () => void,
  ) {
    const opts = room.opts;
    this.bots = new BotSeats(seed);
    this.clock = new MatchClock(clockSettings(opts, !roomServices().allowShortClocks), room.state.clock, {
      decision: (seat, key) => this.enqueue(() => this.onClockExpired(seat, key, 'decision')),
      turn: (seat, key) => this.enqueue(() => this.onClockExpired(seat, key, 'turn')),
      match: () => this.enqueue(async () => void (this.game && !this.game.result && (await this.commit(SERVER_SEAT, { type: 'timeLimit' })))),
    });
    this.presence = new SeatPresence(
      {
        seatSchema: (seat) => room.state.seats.get(seat)!,
        allowReconnection: (client, seconds) => room.allowReconnection(client, seconds),
        welcomeBack: (client, seat) => this.welcomeBack(client, seat),
        enqueue: (work) => this.enqueue(work),
        giveToBot: (seat) => this.giveToBot(seat),
        settleForfeits: () => this.settleForfeits(),
        closing: () => room.disposing,
      },
      abandonPolicy(opts),
      opts.reconnectSeconds,
    );
  }

  /** Run room work one piece at a time, in arrival order (actions are logged before they are acknowledged). */
  enqueue(work: () => void | Promise<void>): void {
    this.queue = this.queue.then(work).catch((err) => this.room.log().error({ err }, 'room work failed'));
  }

  /** Start the game from the seats' decks: record the match, then play on. */
  async start(): Promise<void> {
    const opts = this.room.opts;
    const seats = this.seats.seats;
    const decks = this.seats.decks;
    const game = this.gameOptions();
    const state = newGame(game);
    const startedAt = Date.now();
    const record = {
      id: this.room.roomId, mode: opts.mode, createdAt: new Date(startedAt).toISOString(),
      config: { options: opts, decks: Object.fromEntries(seats.flatMap((seat) => (decks[seat] ? [[seat, decks[seat].source]] : []))), game, seats: this.seats.seatRecords() },
    };
    // Until the match is stored the game does not start; the players are told while it is retried.
    if (!(await writeUntilStored(() => roomServices().store.createMatch(record), 'MATCH_EXISTS', this.saving, 'start the game'))) return;
    this.clock.startMatch(startedAt + this.clock.settings.matchMs);
    this.game = state;
    this.room.state.status = 'playing';
    this.publish(state, () => this.room.broadcast('started', { seats }));
    this.log().info({ mode: opts.mode, seats }, 'game started');
    await this.room.updateMetadata();
    this.afterChange(true);
  }

  /**
   * The options the game is created with (and recorded with): the seats' decks, or in a quest room the
   * quest's side and the Hero's deck (the engine's quest game seats the Hero at p1 and the Overlord at p2).
   */
  private gameOptions(): StoredGameOptions {
    const opts = this.room.opts;
    const decks = this.seats.decks;
    const side = questSideOf(opts);
    if (side) return { mode: 'duel', seed: this.seed, loadouts: { p1: decks.p1!.loadout }, turnLimit: opts.turnLimit, quest: { side } };
    const loadouts = Object.fromEntries(this.seats.seats.map((seat) => [seat, decks[seat]!.loadout]));
    const variants = opts.variants.experiencedArchitect ? { variants: { experiencedArchitect: true } } : {};
    return { mode: opts.mode as Mode, seed: this.seed, loadouts, ruleset: this.ruleset, turnLimit: opts.turnLimit, ...variants };
  }

  /** Go on with a game rebuilt from the store (match-restore.ts). */
  resume(game: GameState, actions: number, createdAt: string): void {
    this.game = game;
    this.actions = actions;
    this.room.state.status = game.result ? 'ended' : 'playing';
    syncState(this.room.state, game);
    this.clock.startMatch(Date.parse(createdAt) + this.clock.settings.matchMs);
  }

  /**
   * A player is back on `client` (reconnected, a second tab taking the seat over, a seat key after a
   * restart): its private view and the log it missed, with its own cards named as it saw them live.
   */
  welcomeBack(client: Client, seat: Seat): void {
    this.onWelcomeBack?.(client);
    if (!this.game) return;
    this.secrets.resend(this.game, client, seat);
    this.sendHistory(client, seat);
  }
  /** Also told when a player comes back (match-players.ts: chat and who is who). */
  onWelcomeBack?: (client: Client) => void;

  /** The events a client missed, as `viewer` saw them live (a spectator joining mid-game: the public record). */
  sendHistory(client: Client, viewer: Viewer): void {
    client.send('history', { batches: this.history.recordFor(viewer) });
  }

  /**
   * The `concede` message: the seat leaves the game by forfeit at once, through the same logged path
   * as a seat whose player never came back (seat-presence.ts forfeitStep). A concession is a result.
   */
  async concede(client: Client): Promise<void> {
    const seat = this.seats.seatOfSession(client.sessionId);
    if (!seat) return this.room.sendError(client, 'NOT_SEATED', 'Only a player can concede.');
    if (!this.game) return this.room.sendError(client, 'NOT_STARTED', 'The game has not started yet.');
    if (this.game.result || this.game.players[seat]?.eliminated) return this.room.sendError(client, 'GAME_OVER', 'You are no longer in this game.');
    this.presence.forfeiting.add(seat);
    await this.settleForfeits();
  }

  /** The `action` message of a seated client. */
  async onAction(client: Client, message: unknown): Promise<void> {
    const seat = this.seats.seatOfSession(client.sessionId);
    if (!seat) return this.room.sendError(client, 'NOT_SEATED', 'Spectators cannot act.');
    if (!this.game) return this.room.sendError(client, 'NOT_STARTED', 'The game has not started yet.');
    const parsed = ActionSchema.safeParse(message);
    if (!parsed.success) return this.room.sendError(client, 'MALFORMED', `That is not a valid action: ${parsed.error.issues[0]?.message ?? 'bad shape'}.`);
    await this.commit(seat, parsed.data, client);
  }

  /** Apply an action; if accepted, log it, then update every client with its own view of the result. */
  async commit(seat: Seat | typeof SERVER_SEAT, action: Action | SystemAction, client?: Client, note: GameEvent[] = []): Promise<boolean> {
    if (!this.game) return false;
    // The server's own moves (time limit, forfeit) go through the engine and the log like a player's.
    // `applyAction`, not `apply`: a player's message was parsed by ActionSchema in onAction, and the
    // rest (bots, clocks) are the engine's own actions; parsing again cost a second zod pass per action.
    const r = seat === SERVER_SEAT ? applySystem(this.game, action as SystemAction) : applyAction(this.game, seat, action as Action);
    if (!r.ok) {
      if (client) this.room.sendError(client, r.code, r.message);
      return false;
    }
    const index = this.actions;
    const started = performance.now();
    try {
      // A write that fails is retried (bots' and clocks' actions alike) while the players are told;
      // nothing below runs, so nothing is acknowledged, until the action is on disk.
      // A timeout is logged as one, so a replay says the clock acted, as the live log did.
      const timedOut = timeoutOf(note);
      const entry = { index, seat, action: action as Action, ...(timedOut ? { timedOut } : {}) };
      if (!(await writeUntilStored(() => roomServices().store.appendAction(this.room.roomId, entry), 'DUPLICATE_INDEX', this.saving, `log action ${index}`))) return false;
      appendWriteSeconds.observe((performance.now() - started) / 1000);
    } catch (err) {
      // The store refused the entry itself (a wrong index, a finished match): a bug, not bad luck.
      this.log(seat).error({ err, index }, 'could not log an action');
      if (client) this.room.sendError(client, 'BUSY', 'The server could not record that action; try again.');
      return false;
    }
    this.actions++;
    this.game = r.state;
    this.publish(r.state, () => {
      // A note (the clock acted for the seat) goes before the rules' events, so the log says why.
      const events = note.length ? [...note, ...r.events] : r.events;
      sendEvents(this.room.clients, (c) => this.seats.viewerOf(c), index, events);
      this.history.add(index, events);
    });
    actionsTotal.inc();
    actionSeconds.observe((performance.now() - started) / 1000);
    if (r.state.result) await this.finish();
    this.afterChange(true);
    return true;
  }

  /**
   * Show every client a new game state — the game's start, or an accepted action — and its messages:
   * the schema filled, each seat's private part, then what `tell` sends (`started`, the action's
   * events), then the patch. Each client's share leaves in one write.
   */
  private publish(state: GameState, tell: () => void): void {
    sendTogether(this.room.clients, () => {
      syncState(this.room.state, state);
      this.secrets.update(state, this.room.clients, (c) => this.seats.seatOfSession(c.sessionId));
      tell();
      // The clock's seat and deadline for the new decision travel in this same patch: set after it,
      // they would cost every client a second patch 50 ms later.
      this.syncClock();
      // The patch goes out with the messages rather than 50 ms after the change: a new state reaches
      // every client as soon as it is logged (other changes, clocks and seats, go out within 50 ms of
      // being made: match-room.ts, colyseus-internals.ts PatchOnChange).
      this.room.broadcastPatch();
    });
  }

  /**
   * Tells every client while a store write is retried, and once it is on disk (store-retry.ts). Made
   * once: a new one for every action cost three closures an action.
   */
  private readonly saving: RetryWatch = {
    failing: (what, attempts, waitMs, err) => {
      this.log().warn({ err, attempts, waitMs }, `could not ${what}; retrying`);
      this.room.broadcast('saving', { state: 'retrying', attempts, message: 'Saving the game failed; retrying…' } satisfies SavingMessage);
    },
    recovered: () => this.room.broadcast('saving', { state: 'saved', message: 'The game is saved again.' } satisfies SavingMessage),
    stopped: () => this.stopped || this.room.disposing,
  };

  private async finish(): Promise<void> {
    this.room.state.status = 'ended';
    this.clock.stop();
    this.room.state.deadline = 0;
    this.presence.stop();
    this.ended();
    const finishedAt = new Date().toISOString();
    const result = this.game!.result;
    this.log().info({ actions: this.actions, winners: result?.winners, reason: result?.reason }, 'game ended');
    await writeUntilStored(() => roomServices().store.finishMatch(this.room.roomId, finishedAt, result), 'MATCH_FINISHED', this.saving, 'record the result');
    await this.room.updateMetadata();
  }

  /** Restart the clock for the decision the game now waits for (its schema fields and the room's deadline). */
  private syncClock(): void {
    if (!this.game || this.game.result) return;
    this.clock.update(this.game, this.actions);
    this.room.state.deadline = this.room.state.clock.decisionDeadline;
  }

  /** After any change: restart the clock for the new decision (if not done with the change's patch) and let a bot seat act. */
  afterChange(clockSynced = false): void {
    if (!this.game || this.game.result) return;
    if (!clockSynced) this.syncClock();
    if (this.presence.forfeiting.size) this.enqueue(() => this.settleForfeits());
    this.scheduleBot();
  }

  /** A bot plays this seat from now on (an abandoned seat, or a bot seat of a restored match). */
  giveToBot(seat: Seat): void {
    this.bots.add(seat, this.bots.levelOf(seat) ?? TAKEOVER_LEVEL);
    this.room.state.seats.get(seat)!.bot = true;
    this.scheduleBot();
  }

  /** Play forfeiting seats out and take them out of the game, through the logged path (seat-presence.ts). */
  private async settleForfeits(): Promise<void> {
    for (const seat of [...this.presence.forfeiting]) {
      for (let i = 0; i < 200 && this.game && !this.game.result; i++) {
        const step = forfeitStep(this.game, seat);
        if (step.kind === 'wait') break;
        const ok = step.kind === 'act' ? await this.commit(seat, step.action) : await this.commit(SERVER_SEAT, step.action);
        if (!ok) break;
      }
      if (!this.game || this.game.result) this.presence.forfeiting.delete(seat);
    }
  }

  private scheduleBot(): void {
    if (this.botScheduled || !this.game || this.game.result) return;
    if (!this.bots.seatToAct(this.game)) return;
    this.botScheduled = true;
    // A plain timer: Colyseus's room clock only ticks with patches, too seldom for bot-only stretches.
    this.botTimer = setTimeout(() => void this.botThink(), roomServices().botDelayMs);
  }

  /** Bot decisions being thought out in worker threads right now (tests watch it). */
  botsThinking = 0;

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
    const index = this.actions;
    this.botsThinking++;
    const action = await this.bots.decide(game, seat, index);
    this.botsThinking--;
    this.enqueue(async () => {
      this.botScheduled = false;
      if (!this.game || this.game.result || this.actions !== index) return this.scheduleBot();
      if (!action) return this.log(seat).error('a bot has nothing to do');
      if (!(await this.commit(seat, action))) this.log(seat).error('a bot action was refused');
      this.scheduleBot();
    });
  }

  /** A clock ran out (clock.ts): if the game still waits as it did, play for the seat what its clock says. */
  private async onClockExpired(seat: Seat, key: string, kind: 'decision' | 'turn'): Promise<void> {
    if (!this.game || this.game.result) return;
    if (kind === 'decision') {
      if (MatchClock.decisionKey(this.game, this.actions) === key) await this.commit(seat, timeoutAction(this.game), undefined, timedOutNote(seat, 'decision'));
      return;
    }
    for (let i = 0; i < 200 && this.game && !this.game.result && MatchClock.turnKey(this.game) === key && whoActs(this.game) === seat; i++) {
      if (!(await this.commit(seat, timeoutAction(this.game), undefined, i === 0 ? timedOutNote(seat, 'turn') : []))) break;
    }
  }

  /** Stop every timer (room disposed). */
  stop(): void {
    this.stopped = true;
    this.clock.stop();
    this.presence.stop();
    clearTimeout(this.botTimer);
  }
}
