import { claimedStretch, DISTANCE, FIELD_SIDES, FIELD_SIZE, type Edge, type FieldCorner } from '../geometry';
import type { Mode, Seat } from './types';

/** The seats a mode plays with. */
export function seatsFor(mode: Mode): Seat[] {
  return mode === 'duel' ? ['p1', 'p2'] : mode === 'ffa3' ? ['p1', 'p2', 'p3'] : ['p1', 'p2', 'p3', 'p4'];
}

/** Default teams: everyone alone, except Shoulder to Shoulder's p1+p2 against p3+p4 (turn order A1, A2, B1, B2; docs/rules-decisions.md #78). */
export function teamsFor(mode: Mode): Partial<Record<Seat, number>> {
  return mode === 'teams' ? { p1: 1, p2: 1, p3: 2, p4: 2 } : { p1: 1, p2: 2, p3: 3, p4: 4 };
}

/** Why a team split cannot be played: Shoulder to Shoulder needs two teams of two, fixed before the game (rulebook: Variants). */
export function teamsProblem(mode: Mode, teams: Partial<Record<Seat, number>>): string | undefined {
  const seats = seatsFor(mode);
  if (seats.some((seat) => teams[seat] === undefined)) return 'Every seat needs a team.';
  const sizes = new Map<number, number>();
  for (const seat of seats) sizes.set(teams[seat]!, (sizes.get(teams[seat]!) ?? 0) + 1);
  if (mode === 'teams') return sizes.size === 2 && [...sizes.values()].every((n) => n === 2) ? undefined : 'Shoulder to Shoulder is played by two teams of two.';
  return sizes.size === seats.length ? undefined : 'Outside Shoulder to Shoulder everyone plays alone.';
}

/** The field's corners in clockwise order (on screen, y down). */
export const CORNERS_CLOCKWISE: readonly FieldCorner[] = ['nw', 'ne', 'se', 'sw'];

/**
 * The corners seats hold before they claim any (and in scenarios that name none): p1 sw, p2 nw,
 * p3 ne, p4 se, which is clockwise in seat order.
 */
export const DEFAULT_CORNERS: Readonly<Record<Seat, FieldCorner>> = { p1: 'sw', p2: 'nw', p3: 'ne', p4: 'se' };

const CORNER_POINT: Readonly<Record<FieldCorner, { x: number; y: number }>> = {
  nw: { x: 0, y: 0 },
  ne: { x: FIELD_SIZE, y: 0 },
  se: { x: FIELD_SIZE, y: FIELD_SIZE },
  sw: { x: 0, y: FIELD_SIZE },
};

/** The corner `steps` places clockwise from `corner` (negative = anticlockwise). */
export function cornerAfter(corner: FieldCorner, steps = 1): FieldCorner {
  const i = CORNERS_CLOCKWISE.indexOf(corner);
  return CORNERS_CLOCKWISE[(((i + steps) % 4) + 4) % 4]!;
}

/** An XL stretch of boundary from `corner` along the side toward the adjacent corner `toward`. */
export function stretchToward(corner: FieldCorner, toward: FieldCorner, length: number = DISTANCE.XL): Edge {
  const a = CORNER_POINT[corner];
  const b = CORNER_POINT[toward];
  const f = Math.min(Math.max(length, 0), FIELD_SIZE) / FIELD_SIZE;
  return { a: { ...a }, b: { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f } };
}

/**
 * Each seat's deployment edge from the corners held. A duel uses whole opposite sides (p1 south, p2
 * north). With more players each seat's edge is the XL stretch from its corner (docs/rules-decisions.md #76, #79):
 * clockwise in a free-for-all (rulebook: Variants); in Shoulder to Shoulder toward the ally's
 * corner on the same side (rulebook: Variants, docs/rules-decisions.md #78).
 */
export function edgeFor(
  mode: Mode,
  seat: Seat,
  corners: Partial<Record<Seat, FieldCorner>> = DEFAULT_CORNERS,
  teams: Partial<Record<Seat, number>> = teamsFor(mode),
): Edge {
  if (mode === 'duel') return seat === 'p1' ? FIELD_SIDES.south : FIELD_SIDES.north;
  const corner = corners[seat] ?? DEFAULT_CORNERS[seat];
  if (mode === 'teams') {
    const ally = (Object.keys(corners) as Seat[]).find((o) => o !== seat && teams[o] === teams[seat]);
    const allyCorner = ally ? corners[ally] : undefined;
    if (allyCorner && (allyCorner === cornerAfter(corner, 1) || allyCorner === cornerAfter(corner, -1))) {
      return stretchToward(corner, allyCorner);
    }
  }
  return claimedStretch(corner, DISTANCE.XL);
}

/** Seats in clockwise corner order, starting with `first` (rulebook: Variants: turns go clockwise). */
export function clockwiseFrom(first: Seat, corners: Partial<Record<Seat, FieldCorner>>): Seat[] {
  const start = CORNERS_CLOCKWISE.indexOf(corners[first]!);
  const steps = (seat: Seat) => (CORNERS_CLOCKWISE.indexOf(corners[seat]!) - start + 4) % 4;
  return (Object.keys(corners) as Seat[]).sort((a, b) => steps(a) - steps(b));
}
