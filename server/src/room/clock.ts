import { whoActs, type GameState, type Seat } from '@signum/shared';
import type { ClockSchema } from './clock-schema';
import type { MatchOptions } from './match-options';

/** A public match's clocks when its creator gives none (private matches have none unless asked). */
export const PUBLIC_CLOCK = { decisionSeconds: 60, turnSeconds: 300, matchMinutes: 0 } as const;

/** The clocks of one match, in ms (0 = off). */
export interface ClockSettings {
  decisionMs: number;
  turnMs: number;
  matchMs: number;
}

/**
 * The shortest clocks a room may ask for in play: a quick match joins any public room of its mode,
 * so a room created with a 1-second clock would make its joiners lose every decision.
 */
export const MIN_CLOCK = { decisionSeconds: 10, turnSeconds: 60, matchMinutes: 5 } as const;

/**
 * The clock settings a match's options give (docs/architecture.md §7): its own, else off (private) or
 * PUBLIC_CLOCK. With `floors` (in play; tests run short clocks), a clock that is on is at least MIN_CLOCK.
 */
export function clockSettings(o: Pick<MatchOptions, 'clock' | 'private'>, floors = false): ClockSettings {
  const c = o.clock ?? (o.private ? {} : PUBLIC_CLOCK);
  const secs = (v: number | undefined, min: number) => (!v ? 0 : floors ? Math.max(v, min) : v);
  return {
    decisionMs: secs(c.decisionSeconds, MIN_CLOCK.decisionSeconds) * 1000,
    turnMs: secs(c.turnSeconds, MIN_CLOCK.turnSeconds) * 1000,
    matchMs: secs(c.matchMinutes, MIN_CLOCK.matchMinutes) * 60_000,
  };
}

/** What the room does when a clock runs out; each call says which wait it was for (`key`), to check it still holds. */
export interface ClockHandlers {
  /** The seat took too long over one decision or move: play `timeoutAction` once. */
  decision(seat: Seat, key: string): void;
  /** The active seat's turn is over: play `timeoutAction` for it until the turn passes. */
  turn(seat: Seat, key: string): void;
  /** The match's time limit: end it by the tiebreak. */
  match(): void;
}

/**
 * The server's clocks for one match (the engine never reads a clock): a decision clock that restarts
 * whenever the game waits anew (any accepted action), a turn clock for the active seat's whole turn,
 * and a match-wide time limit. Plain timers, so short test clocks are exact; `stop` clears them all.
 */
export class MatchClock {
  private decisionTimer: NodeJS.Timeout | undefined;
  private turnTimer: NodeJS.Timeout | undefined;
  private matchTimer: NodeJS.Timeout | undefined;
  private ticker: NodeJS.Timeout | undefined;
  private decisionKey = '';
  private turnKey = '';
  private turnExpiredKey = '';

  constructor(
    readonly settings: ClockSettings,
    private readonly view: ClockSchema,
    private readonly on: ClockHandlers,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of the decision the game waits for now (seat and number of accepted actions). */
  static decisionKey(s: GameState, actions: number): string {
    const seat = whoActs(s);
    return seat ? `${seat}/${actions}` : '';
  }

  /** The key of the turn in progress. */
  static turnKey(s: GameState): string {
    return s.result ? '' : `${s.turn}/${s.activeSeat}`;
  }

  /** Start the match-wide limit, ending at `deadline` (ms since epoch); returns it (0 when off). */
  startMatch(deadline: number): number {
    if (!this.settings.matchMs) return 0;
    clearTimeout(this.matchTimer);
    this.view.matchDeadline = deadline;
    this.matchTimer = setTimeout(() => this.on.match(), Math.max(0, deadline - this.now()));
    if (!this.ticker) this.ticker = setInterval(() => this.refresh(), 1000);
    this.refresh();
    return deadline;
  }

  /** After every change: restart the decision clock if the game waits anew, the turn clock if a new turn began. */
  update(s: GameState, actions: number): void {
    if (s.result) return this.stop();
    const seat = whoActs(s);
    const dKey = MatchClock.decisionKey(s, actions);
    if (this.settings.decisionMs && seat && dKey !== this.decisionKey) {
      clearTimeout(this.decisionTimer);
      this.decisionKey = dKey;
      this.view.decisionDeadline = this.now() + this.settings.decisionMs;
      this.decisionTimer = setTimeout(() => this.on.decision(seat, dKey), this.settings.decisionMs);
    }
    const tKey = MatchClock.turnKey(s);
    if (this.settings.turnMs && tKey !== this.turnKey) {
      clearTimeout(this.turnTimer);
      this.turnKey = tKey;
      const active = s.activeSeat;
      this.view.turnDeadline = this.now() + this.settings.turnMs;
      this.turnTimer = setTimeout(() => {
        this.turnExpiredKey = tKey;
        this.on.turn(active, tKey);
      }, this.settings.turnMs);
    } else if (this.turnExpiredKey && this.turnExpiredKey === tKey && seat === s.activeSeat) {
      // The turn ran out while another seat decided; now it is the active seat's again: go on ending it.
      setTimeout(() => this.on.turn(s.activeSeat, tKey), 0);
    }
    this.view.seat = seat ?? '';
    // Without any clock every deadline and time left stays 0: nothing to refresh after each action.
    if (!this.settings.decisionMs && !this.settings.turnMs && !this.settings.matchMs) return;
    if ((this.settings.decisionMs || this.settings.turnMs) && !this.ticker) this.ticker = setInterval(() => this.refresh(), 1000);
    this.refresh();
  }

  /** Refresh the time left shown to everyone. */
  private refresh(): void {
    const t = this.now();
    const left = (deadline: number) => (deadline ? Math.max(0, deadline - t) : 0);
    this.view.decisionMs = left(this.view.decisionDeadline);
    this.view.turnMs = left(this.view.turnDeadline);
    this.view.matchMs = left(this.view.matchDeadline);
  }

  /** Stop every clock (game over, room disposed). */
  stop(): void {
    for (const t of [this.decisionTimer, this.turnTimer, this.matchTimer]) clearTimeout(t);
    clearInterval(this.ticker);
    this.decisionTimer = this.turnTimer = this.matchTimer = this.ticker = undefined;
    this.decisionKey = this.turnKey = this.turnExpiredKey = '';
    Object.assign(this.view, { seat: '', decisionDeadline: 0, decisionMs: 0, turnDeadline: 0, turnMs: 0, matchDeadline: 0, matchMs: 0 });
  }
}
