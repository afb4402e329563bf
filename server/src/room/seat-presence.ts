import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Client } from '@colyseus/core';
import { forfeitStep as engineForfeitStep, type Action, type GameState, type Seat } from '@signum/shared';
import type { MatchOptions } from './match-options';
import type { SeatSchema } from './schema';
import type { SystemAction } from './system-actions';

/** What happens to a seat whose player did not come back in time (docs/architecture.md §7). */
export type AbandonPolicy = 'forfeit' | 'bot';

/**
 * The policy a match's options give: their own, else `forfeit` in public matches (a stranger's game
 * should end rather than be finished by a bot in their name) and `bot` in private ones (friends who
 * lost a player usually want to play on).
 */
export function abandonPolicy(o: Pick<MatchOptions, 'onAbandon' | 'private'>): AbandonPolicy {
  return o.onAbandon ?? (o.private ? 'bot' : 'forfeit');
}

/** A new seat key: the secret a seated client is given, to prove its seat when joining back after a restart. */
export function newSeatKey(): string {
  return randomBytes(18).toString('base64url');
}

/** What the match record keeps of a seat key (never the key itself). */
export function hashSeatKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether `key` is the key whose hash is `hash` (constant time). */
export function seatKeyMatches(key: string, hash: string | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashSeatKey(key), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The next step of playing a forfeiting seat out: a move it could send, the forfeit itself, or waiting for another seat. */
export type ForfeitStep = { kind: 'act'; action: Action } | { kind: 'system'; action: SystemAction } | { kind: 'wait' };

/**
 * How a forfeiting seat leaves: the engine decides (`forfeitStep` in shared/src/engine/forfeit.ts: play
 * what its clock would while the game waits for it, then forfeit); the room sends the forfeit itself as
 * a logged system action.
 */
export function forfeitStep(s: GameState, seat: Seat): ForfeitStep {
  const step = engineForfeitStep(s, seat);
  return step.kind === 'forfeit' ? { kind: 'system', action: { type: 'forfeit', seat } } : step;
}

/** What the presence logic needs from its room. */
export interface PresenceHost {
  seatSchema(seat: Seat): SeatSchema;
  allowReconnection(client: Client, seconds: number): PromiseLike<Client>;
  /** The player is back on `client`: send its private view again. */
  welcomeBack(client: Client, seat: Seat): void;
  /** Run room work in order (the room's queue). */
  enqueue(work: () => void | Promise<void>): void;
  /** Hand a seat to a bot. */
  giveToBot(seat: Seat): void;
  /** Play the forfeiting seats out (room: forfeitStep in a loop through the logged path). */
  settleForfeits(): Promise<void>;
  /** Whether the room is closing (server shutdown): its players then keep their seats for a restart. */
  closing(): boolean;
}

/**
 * Seats and their players during a game (docs/architecture.md §7, §9.3): a dropped player keeps the
 * seat for `reconnectSeconds` (shown as `away` to everyone); the same client coming back with
 * `reconnect(token)` gets the same seat and its private view again. A player who leaves on purpose, or
 * never comes back, abandons the seat: it forfeits or a bot takes it, as the match's policy says.
 * After a restart every seat starts vacant (`away`) and is taken back with its seat key.
 */
export class SeatPresence {
  /** Seats that forfeit and have not left the game yet. */
  readonly forfeiting = new Set<Seat>();
  private readonly vacantTimers = new Map<Seat, NodeJS.Timeout>();

  constructor(
    private readonly host: PresenceHost,
    private readonly policy: AbandonPolicy,
    private readonly reconnectSeconds: number,
  ) {}

  /** A seated client left while the game is on. */
  async left(client: Client, seat: Seat, consented: boolean): Promise<void> {
    const s = this.host.seatSchema(seat);
    s.away = true;
    if (consented) return this.abandon(seat);
    try {
      const back = await this.host.allowReconnection(client, this.reconnectSeconds);
      s.away = false;
      this.host.welcomeBack(back, seat);
    } catch {
      this.abandon(seat);
    }
  }

  /** A restored seat waits for its player to join back with the seat key, as long as a dropped one would. */
  waitVacant(seat: Seat, onSettled: () => void): void {
    this.host.seatSchema(seat).away = true;
    this.vacantTimers.set(
      seat,
      setTimeout(() => {
        this.vacantTimers.delete(seat);
        this.abandon(seat);
        onSettled();
      }, this.reconnectSeconds * 1000),
    );
  }

  /** Whether a restored seat still waits for its player. */
  isVacant(seat: Seat): boolean {
    return this.vacantTimers.has(seat);
  }

  /** The player of a vacant seat joined back (seat key checked by the room). */
  rejoined(client: Client, seat: Seat): void {
    clearTimeout(this.vacantTimers.get(seat));
    this.vacantTimers.delete(seat);
    this.host.seatSchema(seat).away = false;
    this.host.welcomeBack(client, seat);
  }

  /** Whether any restored seat still waits. */
  get anyVacant(): boolean {
    return this.vacantTimers.size > 0;
  }

  /** The seat is given up for good: forfeit or a bot, per policy. */
  abandon(seat: Seat): void {
    // A server shutting down closes every connection: nobody abandons anything, the match is restored at boot.
    if (this.host.closing()) return;
    if (this.policy === 'bot') return this.host.enqueue(() => this.host.giveToBot(seat));
    this.forfeiting.add(seat);
    this.host.enqueue(() => this.host.settleForfeits());
  }

  /** Clear every timer (room disposed). */
  stop(): void {
    for (const t of this.vacantTimers.values()) clearTimeout(t);
    this.vacantTimers.clear();
  }
}
