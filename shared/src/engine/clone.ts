import type { GameState } from '../state/types';

/** A deep copy of plain game data (the state is JSON by contract, so a JSON round trip is exact). */
export function cloneState(s: GameState): GameState {
  return JSON.parse(JSON.stringify(s)) as GameState;
}
