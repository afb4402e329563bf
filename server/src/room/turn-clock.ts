import type { Clock, Delayed } from '@colyseus/core';
import { whoActs, type Action, type GameState, type Seat } from '@signum/shared';

/**
 * The decision clock (DESIGN.md 7): when a seat's time for the current decision runs out, the room
 * plays for it: the pending decision's `defaultAnswer`, else ending the activation, else the turn.
 */
export class TurnClock {
  private timer: Delayed | undefined;
  private key = '';

  constructor(
    private readonly clock: Clock,
    private readonly seconds: number | undefined,
    private readonly onExpire: (seat: Seat) => void,
  ) {}

  /** Restart the clock when the game waits for a new decision; returns the deadline (ms since epoch) or 0. */
  update(s: GameState): number {
    if (!this.seconds || s.result) return this.stop();
    const seat = whoActs(s);
    if (!seat) return this.stop();
    const key = `${seat}/${s.turn}/${s.pending?.id ?? 'free'}/${s.activation?.creature ?? ''}`;
    if (key === this.key && this.timer) return this.deadline;
    this.stop();
    this.key = key;
    this.deadline = Date.now() + this.seconds * 1000;
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      this.key = '';
      this.onExpire(seat);
    }, this.seconds * 1000);
    return this.deadline;
  }

  private deadline = 0;

  /** Stop the clock. */
  stop(): number {
    this.timer?.clear();
    this.timer = undefined;
    this.key = '';
    this.deadline = 0;
    return 0;
  }
}

/** What the room plays for a seat whose time ran out, from the state at that moment. */
export function timeoutAction(s: GameState): Action {
  if (s.pending) return { type: 'answer', decision: s.pending.id, answer: s.pending.defaultAnswer };
  if (s.activation) return { type: 'endActivation' };
  return { type: 'endTurn' };
}
