import { circleGap, circleOverlapsPolygon } from './distance';
import { isDegeneratePolygon, polygonArea, polygonBounds, type Bounds, type Circle, type Polygon } from './shapes';
import { sweepCircleCircle, sweepCirclePolygon } from './sweep';
import { EPSILON, distance, type Vec } from './vec';

/** What a moving disc may not cross: polygons (convex or not) and discs. Degenerate polygons never block. */
export interface PathObstacles {
  polygons: Polygon[];
  circles: Circle[];
}

export interface ShortestPathOptions {
  /** Extra clearance of the graph's corner points beyond the disc's radius, in mm (keeps round-off off the obstacles). */
  margin?: number;
  /** The largest angle one chord of a rounded corner (or of a circle's rim) may turn through, in radians. */
  maxArcStep?: number;
  /** Where the disc's centre must stay (e.g. the field shrunk by the radius); unbounded when absent. */
  bounds?: Bounds;
  /** Join only points the line grazes (see below); false tests every pair (the benchmark's comparison). Default true. */
  tangentOnly?: boolean;
}

/** A graph point and the two directions along its obstacle's boundary, to tell whether a line through it grazes it. */
interface RimPoint {
  at: Vec;
  before: Vec;
  after: Vec;
}

const DEFAULT_MARGIN = 0.5;
const DEFAULT_ARC_STEP = Math.PI / 12;

/**
 * The shortest path for a disc of radius r from `start` to the first point where its centre reaches the
 * goal disc (`goal.r` is the centre distance at which it stops, e.g. the two radii plus a touch), going
 * around `obstacles`. Returns the polyline [start, ..., end], [start] when already there, or undefined
 * when no path exists.
 *
 * Method: a visibility graph (de Berg et al., "Computational Geometry", ch. 15) over the configuration
 * space, i.e. the obstacles grown by r. A grown polygon's convex corners are round: each is replaced by
 * points on an arc of radius (r + margin) / cos(step / 2) around the corner, so every chord between them
 * stays r + margin from the corner; concave corners are never on a shortest path and get no point. A grown
 * circle is its circumscribed regular polygon. Two points are joined when a disc swept between them
 * touches no obstacle (the same sweeps `planMove` checks a move with); the last leg goes straight at the
 * goal's centre, the shortest way into a disc. A shortest path bends only where it grazes an obstacle (the
 * taut string), so a leg is tried only when its line leaves the boundary on one side at both its corner
 * points (`grazes`), which makes the search 3–4 times faster (shortest-path.bench.ts). A* with the straight
 * distance left as the (consistent) heuristic, edges tested lazily only when they would improve a point; ties
 * go to the lower point index,
 * so the answer depends on the input alone. The path found is at most ~1 % longer than the true optimum
 * on its rounded stretches (1 / cos(step / 2) with the default 15° step) plus the margin.
 */
export function shortestPathToCircle(start: Vec, r: number, goal: Circle, obstacles: PathObstacles, options: ShortestPathOptions = {}): Vec[] | undefined {
  const margin = options.margin ?? DEFAULT_MARGIN;
  const step = options.maxArcStep ?? DEFAULT_ARC_STEP;
  const left = (p: Vec) => Math.max(0, distance(p, goal.c) - goal.r);
  if (left(start) === 0) return [{ x: start.x, y: start.y }];
  const polygons = obstacles.polygons.filter((p) => !isDegeneratePolygon(p));
  const blocked = sweepTest(r, polygons, obstacles.circles);
  const inBounds = (p: Vec) => !options.bounds || (p.x >= options.bounds.minX && p.x <= options.bounds.maxX && p.y >= options.bounds.minY && p.y <= options.bounds.maxY);
  const free = (p: Vec) => inBounds(p) && !polygons.some((poly) => circleOverlapsPolygon({ c: p, r }, poly)) && !obstacles.circles.some((c) => circleGap({ c: p, r }, c) < 0);

  const rims: (RimPoint | undefined)[] = [undefined];
  for (const poly of polygons) for (const p of roundedCorners(poly, r + margin, step)) if (free(p.at)) rims.push(p);
  for (const c of obstacles.circles) for (const p of circumscribed(c, r + margin, step)) if (free(p.at)) rims.push(p);
  const points: Vec[] = rims.map((p) => p?.at ?? start);
  const tangentOnly = options.tangentOnly ?? true;
  // Where another obstacle (or the bounds) cuts into a rim next to a point, the free space's corner lies between
  // graph points and a path may have to bend at a point without grazing its own rim: those points join any leg.
  const plain = rims.map((p) => p !== undefined && inBounds(p.before) && inBounds(p.after) && !blocked(p.at, p.before) && !blocked(p.at, p.after));
  const graze = (i: number, other: Vec) => !plain[i] || grazes(rims[i]!, other, points[i]!);
  // Legs from the start are all tried: it may stand between a rim and its obstacle, where no leg out grazes.
  const mayJoin = (u: number, v: number) => !tangentOnly || u === 0 || (graze(u, points[v]!) && graze(v, points[u]!));

  const n = points.length;
  const cost = new Array<number>(n).fill(Infinity);
  const previous = new Array<number>(n).fill(-1);
  const settled = new Array<boolean>(n).fill(false);
  const estimate = points.map(left);
  cost[0] = 0;
  let bestEnd: { via: number; at: Vec; length: number } | undefined;
  for (;;) {
    // The unsettled point with the least cost + estimate (ties: lower index). A scan, not a heap: a few hundred points.
    let u = -1;
    for (let i = 0; i < n; i++) if (!settled[i] && cost[i]! < Infinity && (u < 0 || cost[i]! + estimate[i]! < cost[u]! + estimate[u]!)) u = i;
    if (u < 0 || (bestEnd && cost[u]! + estimate[u]! >= bestEnd.length)) break;
    settled[u] = true;
    const from = points[u]!;
    const end = endPoint(from, goal);
    const viaEnd = cost[u]! + estimate[u]!;
    if ((!bestEnd || viaEnd < bestEnd.length) && inBounds(end) && !blocked(from, end)) bestEnd = { via: u, at: end, length: viaEnd };
    for (let v = 1; v < n; v++) {
      if (settled[v]) continue;
      const through = cost[u]! + distance(from, points[v]!);
      if (through < cost[v]! && mayJoin(u, v) && !blocked(from, points[v]!)) {
        cost[v] = through;
        previous[v] = u;
      }
    }
  }
  if (!bestEnd) return undefined;
  const path: Vec[] = [bestEnd.at];
  for (let i = bestEnd.via; i >= 0; i = previous[i]!) path.push(points[i]!);
  return path.reverse();
}

/** Whether a disc swept from a to b touches an obstacle (boxes first: a segment grown by r missing a box cannot touch it). */
function sweepTest(r: number, polygons: Polygon[], circles: Circle[]): (a: Vec, b: Vec) => boolean {
  const boxes = polygons.map(polygonBounds);
  return (a, b) => {
    const minX = Math.min(a.x, b.x) - r;
    const maxX = Math.max(a.x, b.x) + r;
    const minY = Math.min(a.y, b.y) - r;
    const maxY = Math.max(a.y, b.y) + r;
    for (let i = 0; i < polygons.length; i++) {
      const box = boxes[i]!;
      if (minX > box.maxX || maxX < box.minX || minY > box.maxY || maxY < box.minY) continue;
      if (sweepCirclePolygon(a, b, r, polygons[i]!) !== null) return true;
    }
    for (const c of circles) {
      if (minX > c.c.x + c.r || maxX < c.c.x - c.r || minY > c.c.y + c.r || maxY < c.c.y - c.r) continue;
      if (sweepCircleCircle(a, b, r, c) !== null) return true;
    }
    return false;
  };
}

/**
 * Whether the line from `other` through the rim point leaves both boundary directions at that point on one
 * side (or along it): only then can a shortest path bend there. Near-zero
 * cross products count as either side, so round-off can only keep a leg, never drop one.
 */
function grazes(p: RimPoint, other: Vec, at: Vec): boolean {
  const dx = at.x - other.x;
  const dy = at.y - other.y;
  const side = (w: Vec) => {
    const ex = w.x - at.x;
    const ey = w.y - at.y;
    const c = dx * ey - dy * ex;
    return Math.abs(c) <= 1e-9 * (Math.abs(dx) + Math.abs(dy)) * (Math.abs(ex) + Math.abs(ey)) ? 0 : Math.sign(c);
  };
  return side(p.before) * side(p.after) >= 0;
}

/** Where a straight walk from p at the goal's centre first reaches it. */
function endPoint(p: Vec, goal: Circle): Vec {
  const d = distance(p, goal.c);
  const k = goal.r / d;
  return { x: goal.c.x + (p.x - goal.c.x) * k, y: goal.c.y + (p.y - goal.c.y) * k };
}

/**
 * Points around each convex corner of the polygon grown by `clear`: from the outward normal of the edge
 * before the corner to that of the edge after it, at most `step` apart, on the radius whose chords stay
 * `clear` from the corner.
 */
function roundedCorners(poly: Polygon, clear: number, step: number): RimPoint[] {
  const winding = Math.sign(polygonArea(poly));
  const n = poly.length;
  const normal = (a: Vec, b: Vec): Vec => {
    const d = distance(a, b) || 1;
    return { x: ((b.y - a.y) / d) * winding, y: (-(b.x - a.x) / d) * winding };
  };
  const out: RimPoint[] = [];
  for (let i = 0; i < n; i++) {
    const prev = poly[(i + n - 1) % n]!;
    const v = poly[i]!;
    const next = poly[(i + 1) % n]!;
    const n1 = normal(prev, v);
    const n2 = normal(v, next);
    const turn = Math.atan2(n1.x * n2.y - n1.y * n2.x, n1.x * n2.x + n1.y * n2.y);
    if (turn * winding <= EPSILON) continue; // concave (or straight): no shortest path bends here
    const k = Math.max(1, Math.ceil(Math.abs(turn) / step));
    // One radius for every corner (chords turn at most `step`, so they stay `clear` away): the arcs' ends then
    // sit on the grown edges, parallel to the polygon's, which the grazing test relies on.
    const radius = clear / Math.cos(step / 2);
    const a0 = Math.atan2(n1.y, n1.x);
    const arc: Vec[] = [];
    for (let j = 0; j <= k; j++) {
      const a = a0 + (turn * j) / k;
      arc.push({ x: v.x + Math.cos(a) * radius, y: v.y + Math.sin(a) * radius });
    }
    // The boundary runs on from the arc's ends along the grown edges (parallel to the polygon's edges).
    arc.forEach((at, j) => {
      const before = j > 0 ? arc[j - 1]! : { x: at.x + prev.x - v.x, y: at.y + prev.y - v.y };
      const after = j < k ? arc[j + 1]! : { x: at.x + next.x - v.x, y: at.y + next.y - v.y };
      out.push({ at, before, after });
    });
  }
  return out;
}

/** The regular polygon (sides at most `step` apart) circumscribing the circle grown by `clear`. */
function circumscribed(c: Circle, clear: number, step: number): RimPoint[] {
  const sides = Math.max(3, Math.ceil((2 * Math.PI) / step));
  const radius = (c.r + clear) / Math.cos(Math.PI / sides);
  const corner = (j: number): Vec => {
    const a = (2 * Math.PI * j) / sides;
    return { x: c.c.x + Math.cos(a) * radius, y: c.c.y + Math.sin(a) * radius };
  };
  return Array.from({ length: sides }, (_, j) => ({ at: corner(j), before: corner(j - 1), after: corner(j + 1) }));
}
