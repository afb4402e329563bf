import { claimedStretch, DISTANCE, FIELD_SIDES, type Edge } from '../geometry';
import type { Mode, Seat } from './types';

/** The seats a mode plays with. */
export function seatsFor(mode: Mode): Seat[] {
  return mode === 'duel' ? ['p1', 'p2'] : mode === 'ffa3' ? ['p1', 'p2', 'p3'] : ['p1', 'p2', 'p3', 'p4'];
}

/** Default teams: everyone alone, except Shoulder to Shoulder's p1+p2 against p3+p4 (turn order A1, A2, B1, B2; Part F 78). */
export function teamsFor(mode: Mode): Partial<Record<Seat, number>> {
  return mode === 'teams' ? { p1: 1, p2: 1, p3: 2, p4: 2 } : { p1: 1, p2: 2, p3: 3, p4: 4 };
}

/**
 * Each seat's deployment edge. A duel uses whole opposite sides (p1 south, p2 north). With more
 * players each seat claims an XL stretch clockwise from a corner (checklist 21.2.3, Part F 76, 79);
 * the online-play issue lets the players choose the corners.
 */
export function edgeFor(mode: Mode, seat: Seat): Edge {
  if (mode === 'duel') return seat === 'p1' ? FIELD_SIDES.south : FIELD_SIDES.north;
  const corner = ({ p1: 'sw', p2: 'nw', p3: 'ne', p4: 'se' } as const)[seat];
  return claimedStretch(corner, DISTANCE.XL);
}
