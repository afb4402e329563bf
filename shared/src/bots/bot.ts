import type { Action } from '../protocol/actions';
import type { GameState, Seat } from '../state/types';

/** Something that plays a seat through the same protocol as a person: it picks one action, or none. */
export interface Bot {
  choose(state: GameState, seat: Seat): Action | null;
}
