import { Schema, type } from '@colyseus/schema';

/**
 * The server's clocks as everyone sees them (public): whose clock runs, when each limit runs out
 * (ms since epoch, 0 = none) and the time left (ms) when last refreshed (every change, then every second).
 */
export class ClockSchema extends Schema {
  /** The seat the game waits for while a clock runs ('' when none). */
  @type('string') seat = '';
  @type('number') decisionDeadline = 0;
  @type('number') decisionMs = 0;
  /** The active seat's turn. */
  @type('number') turnDeadline = 0;
  @type('number') turnMs = 0;
  /** The whole match (the time-limit variant). */
  @type('number') matchDeadline = 0;
  @type('number') matchMs = 0;
}
