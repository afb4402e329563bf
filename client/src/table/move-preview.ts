import { DISTANCE, getCard, pathLength, planMove, RuleError, type GameState, type Movement, type Vec } from '@signum/shared';

/** The rules' validated move (shared `MovePlan`, not exported by name). */
export type MovePlan = ReturnType<typeof planMove>;

/** What the path overlay shows for a move being drawn; `waypoints` is exactly what a confirm sends. */
export interface MovePreview {
  /** The declared waypoints (start excluded): the clicked ones, then the cursor. */
  waypoints: Vec[];
  /** The start followed by the waypoints: the line the player drew. */
  drawn: Vec[];
  /** The rules' plan when the move is legal (its path may stop early at an enemy or Difficult terrain). */
  plan: MovePlan | null;
  /** The rules' sentence when it is not. */
  error: string | null;
  /** "87 / 100 mm (M)": the drawn length against the allowance. */
  label: string;
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

/** "87 / 100 mm (M)", or "87 / 150 mm (Run: L)". */
export function pathLabel(length: number, band: Movement, run: boolean): string {
  return `${Math.round(length)} / ${DISTANCE[band]} mm (${run ? 'Run: ' : ''}${band})`;
}

/**
 * The move as the rules see it right now: the clicked waypoints plus the cursor (when on the field),
 * checked by the same `planMove` the server runs. Throws nothing: an illegal path comes back with
 * the rule's sentence.
 */
export function previewMove(s: GameState, creature: string, clicked: readonly Vec[], cursor: Vec | null, run: boolean): MovePreview | null {
  const c = s.creatures[creature];
  if (!c) return null;
  const waypoints = cursor ? withWaypoint(c.pos, clicked, cursor) : [...clicked];
  const drawn = [c.pos, ...waypoints];
  const band = allowanceBand(getCard(c.card).stats!.movement, run);
  const label = pathLabel(pathLength(drawn), band, run);
  if (waypoints.length === 0) return { waypoints, drawn, plan: null, error: null, label };
  try {
    return { waypoints, drawn, plan: planMove(s, c, waypoints, run), error: null, label };
  } catch (e) {
    if (e instanceof RuleError) return { waypoints, drawn, plan: null, error: e.message, label };
    throw e;
  }
}
