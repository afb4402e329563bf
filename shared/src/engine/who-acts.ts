import type { GameState, Seat } from '../state/types';

/** The seat the game waits for: the pending decision's, else the active player (null once over). */
export function whoActs(s: GameState): Seat | null {
  if (s.result) return null;
  return s.pending ? s.pending.seat : s.activeSeat;
}
