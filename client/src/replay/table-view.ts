import type { EventBatch, ServerError, TableSnapshot, TableSource } from '../model/snapshot';
import type { ReplaySource } from './replay-source';

/** One table's window on a replay: closing it (the table does on unmount) detaches that table only. */
export interface ReplayTableView extends TableSource {
  /** Give this table's log every event up to the frame shown (after a rebuild). */
  replayHistory(): void;
}

/**
 * A TableSource for one mounted table over a shared ReplaySource. The table screen closes its source
 * when it is taken down; the replay outlives each table it rebuilds, so each gets its own view.
 */
export function tableView(source: ReplaySource): ReplayTableView {
  const stops = new Set<() => void>();
  const eventListeners = new Set<(b: EventBatch) => void>();
  const track = (stop: () => void) => {
    stops.add(stop);
    return () => {
      stop();
      stops.delete(stop);
    };
  };
  return {
    current: (): TableSnapshot => source.current(),
    subscribe: (listener) => track(source.subscribe(listener)),
    onEvents: (listener) => {
      eventListeners.add(listener);
      const stop = source.onEvents(listener);
      return track(() => {
        stop();
        eventListeners.delete(listener);
      });
    },
    onError: (_listener: (e: ServerError) => void) => () => {},
    close: () => {
      for (const stop of stops) stop();
      stops.clear();
      eventListeners.clear();
    },
    replayHistory: () => {
      const batch = source.history();
      if (batch.events.length) for (const l of [...eventListeners]) l(batch);
    },
  };
}
