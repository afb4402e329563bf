import { DISTANCE, getCard, moveAllowance, pathLength, planMove, RuleError, type GameState, type Movement, type Vec } from '@signum/shared';

/** The rules' validated move (shared `MovePlan`, not exported by name). */
export type MovePlan = ReturnType<typeof planMove>;

/** One path checked by the rules: the line, the plan or the rule's sentence, and its length against the allowance. */
export interface CheckedPath {
  /** The declared waypoints (start excluded). */
  waypoints: Vec[];
  /** The start followed by the waypoints. */
  drawn: Vec[];
  /** The rules' plan when the move is legal (its path may stop early at an enemy or Difficult terrain). */
  plan: MovePlan | null;
  /** The rule's sentence when it is not. */
  error: string | null;
  /** "87 / 100 mm (M)": the drawn length against the allowance the rules use for this path. */
  label: string;
}

/**
 * What the path overlay shows for a move being drawn. The path itself is the clicked waypoints:
 * exactly what Enter or a double-click sends. `next` is the same path with the cursor added — what
 * one more click would make — drawn apart so the player sees both.
 */
export interface MovePreview extends CheckedPath {
  next: CheckedPath | null;
}

const NEXT_BAND: Record<Movement, Movement | null> = { S: 'M', M: 'L', L: 'XL', XL: null };
/** Two points closer than this (mm) are one waypoint: a double-click's second click adds nothing. */
export const SAME_POINT = 0.5;

/** The band a move may use: the printed Movement, or the next one up for a Run (XL cannot Run). */
export function allowanceBand(movement: Movement, run: boolean): Movement {
  return run ? (NEXT_BAND[movement] ?? movement) : movement;
}

/** The waypoints with `p` added, unless it repeats the last point of the path (start included). */
export function withWaypoint(start: Vec, waypoints: readonly Vec[], p: Vec): Vec[] {
  const last = waypoints[waypoints.length - 1] ?? start;
  return Math.hypot(p.x - last.x, p.y - last.y) < SAME_POINT ? [...waypoints] : [...waypoints, p];
}

/** "87 / 100 mm (M)", "87 / 150 mm (Run: L)", or "87 / 80 mm (Difficult terrain: S)". */
export function pathLabel(length: number, band: Movement, run: boolean, allowance: number = DISTANCE[band], difficult = false): string {
  const why = difficult ? 'Difficult terrain: S' : `${run ? 'Run: ' : ''}${band}`;
  return `${Math.round(length)} / ${allowance} mm (${why})`;
}

/** Check one path with the same `planMove` the server runs; its label uses the rules' own allowance (`moveAllowance`). */
function checkPath(s: GameState, creature: string, waypoints: Vec[], run: boolean): CheckedPath | null {
  const c = s.creatures[creature];
  if (!c) return null;
  const drawn = [c.pos, ...waypoints];
  const band = allowanceBand(getCard(c.card).stats!.movement, run);
  let label = pathLabel(pathLength(drawn), band, run);
  try {
    const a = moveAllowance(s, c, waypoints, run);
    label = pathLabel(pathLength(drawn), band, run, a.allowance, a.difficult);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
  }
  if (waypoints.length === 0) return { waypoints, drawn, plan: null, error: null, label };
  try {
    return { waypoints, drawn, plan: planMove(s, c, waypoints, run), error: null, label };
  } catch (e) {
    if (e instanceof RuleError) return { waypoints, drawn, plan: null, error: e.message, label };
    throw e;
  }
}

/**
 * The move as the rules see it right now: the clicked waypoints (what a confirm sends), and with
 * the cursor added when it is on the field (what the next click would make). Throws nothing: an
 * illegal path comes back with the rule's sentence.
 */
export function previewMove(s: GameState, creature: string, clicked: readonly Vec[], cursor: Vec | null, run: boolean): MovePreview | null {
  const c = s.creatures[creature];
  const path = checkPath(s, creature, [...clicked], run);
  if (!c || !path) return null;
  const withCursor = cursor ? withWaypoint(c.pos, clicked, cursor) : null;
  const next = withCursor && withCursor.length > clicked.length ? checkPath(s, creature, withCursor, run) : null;
  return { ...path, next };
}
