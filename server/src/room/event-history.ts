import { viewEvents, type GameEvent, type Viewer } from '@signum/shared';

/** How many actions' events a newcomer is sent: the table's log shows a few hundred lines at most. */
export const HISTORY_BATCHES = 200;

/** One accepted action's events, numbered like the action in the match log. */
export interface EventBatch {
  index: number;
  events: GameEvent[];
}

/**
 * The latest actions' events, kept so that whoever joins or comes back mid-game (a spectator, a
 * reloaded page, a second tab taking its seat over, a restarted server's players) gets the log they
 * missed. Each viewer gets the record as it saw it live (`viewEvents`, as event-fanout.ts sends it):
 * a seat is told again which cards it drew, which it was shown then, and nobody else's; a spectator
 * gets the public record. A card drawn and later put back (a mulligan) is still named to its owner,
 * who chose to put it back.
 */
export class EventHistory {
  private readonly batches: EventBatch[] = [];

  add(index: number, events: GameEvent[]): void {
    this.batches.push({ index, events });
    if (this.batches.length > HISTORY_BATCHES) this.batches.shift();
  }

  /** The kept batches as `viewer` saw them live (batches left empty are dropped). */
  recordFor(viewer: Viewer): EventBatch[] {
    return this.batches.map((b) => ({ index: b.index, events: viewEvents(b.events, viewer) })).filter((b) => b.events.length > 0);
  }
}
