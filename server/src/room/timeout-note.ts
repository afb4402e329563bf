import type { GameEvent, Seat } from '@signum/shared';

/**
 * The log's note that the clock, not the player, acted for `seat` (the describer says "time ran
 * out"). Live it goes out before the action's events; a replay rebuilds it from the logged entry's
 * `timedOut`, so both read the same.
 */
export function timedOutNote(seat: Seat, kind: 'decision' | 'turn'): GameEvent[] {
  return [{ e: 'timedOut', seat, kind }];
}

/** The kind of timeout a note records, if it is one (what the action log keeps of it). */
export function timeoutOf(note: readonly GameEvent[]): 'decision' | 'turn' | undefined {
  const t = note.find((e): e is Extract<GameEvent, { e: 'timedOut' }> => e.e === 'timedOut');
  return t?.kind;
}
