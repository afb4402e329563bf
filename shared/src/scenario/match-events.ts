import { brief, matches } from './match';

/**
 * Check that `events` contains each expected partial event, in order (a subsequence, so steps need
 * not list every event). Returns failure lines; empty when all were found.
 */
export function matchEventSequence(events: readonly unknown[], expected: readonly unknown[]): string[] {
  let from = 0;
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i];
    let hit = -1;
    for (let j = from; j < events.length; j++) {
      if (matches(events[j], want)) {
        hit = j;
        break;
      }
    }
    if (hit < 0) {
      const earlier = events.slice(0, from).some((e) => matches(e, want));
      const where = earlier ? 'found only before an earlier expected event' : 'not found';
      return [`event ${i + 1} ${brief(want)} ${where}; events were: ${summarise(events)}`];
    }
    from = hit + 1;
  }
  return [];
}

/** The event names in order, e.g. `activationStarted, moved, activationEnded`. */
function summarise(events: readonly unknown[]): string {
  if (events.length === 0) return '(none)';
  return events
    .map((e) => (typeof e === 'object' && e !== null && 'e' in e ? String((e as { e: unknown }).e) : brief(e, 40)))
    .join(', ');
}
