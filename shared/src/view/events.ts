import type { GameEvent } from '../protocol/events';
import type { Viewer } from './view';

/**
 * The events as `viewer` may see them: a private event (a draw, a face-down tactic) reaches its
 * owner whole and everyone else without the card and instance.
 */
export function viewEvents(events: GameEvent[], viewer: Viewer): GameEvent[] {
  return events.map((ev) => {
    if (!('private' in ev) || !ev.private) return ev;
    if (viewer !== 'spectator' && ev.private.includes(viewer)) {
      const { private: _hidden, ...rest } = ev;
      return rest as GameEvent;
    }
    // Only these two event kinds carry private parts; each keeps its public half.
    return ev.e === 'drew' ? { e: 'drew', seat: ev.seat } : { e: 'tacticSet', seat: ev.seat };
  });
}
