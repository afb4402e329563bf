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
 * reloaded page, a restarted server's players) gets the log they missed — each through
 * `viewEvents` for their own viewer, like the live `events` messages.
 */
export class EventHistory {
  private readonly batches: EventBatch[] = [];

  add(index: number, events: GameEvent[]): void {
    this.batches.push({ index, events });
    if (this.batches.length > HISTORY_BATCHES) this.batches.shift();
  }

  /** The kept batches as `viewer` may see them (batches left empty are dropped). */
  forViewer(viewer: Viewer): EventBatch[] {
    return this.batches.map((b) => ({ index: b.index, events: viewEvents(b.events, viewer) })).filter((b) => b.events.length > 0);
  }
}
