import { viewEvents, type GameEvent } from '@signum/shared';

/** How many actions' events a newcomer is sent: the table's log shows a few hundred lines at most. */
export const HISTORY_BATCHES = 200;

/** One accepted action's events, numbered like the action in the match log. */
export interface EventBatch {
  index: number;
  events: GameEvent[];
}

/**
 * The latest actions' events, kept so that whoever joins or comes back mid-game (a spectator, a
 * reloaded page, a restarted server's players) gets the log they missed. It is the PUBLIC record,
 * the same for everyone: a seat is not sent its own past private lines (which cards it drew) again,
 * since by now those cards may be back in a hidden zone (a mulligan) and the rule is simple to
 * check — nothing in a history frame is hidden from anyone (hidden-info.test.ts).
 */
export class EventHistory {
  private readonly batches: EventBatch[] = [];

  add(index: number, events: GameEvent[]): void {
    this.batches.push({ index, events });
    if (this.batches.length > HISTORY_BATCHES) this.batches.shift();
  }

  /** The kept batches as a spectator sees them (batches left empty are dropped). */
  publicRecord(): EventBatch[] {
    return this.batches.map((b) => ({ index: b.index, events: viewEvents(b.events, 'spectator') })).filter((b) => b.events.length > 0);
  }
}
