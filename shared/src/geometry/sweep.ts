import { closestPointOnSegment, pointSegmentDistanceSq } from './closest';
import { circleOverlapsPolygon, segmentSegmentDistance } from './distance';
import { segmentPolygonEntryParam } from './intersect';
import { polygonBounds, type Circle, type Polygon } from './shapes';
import { packedMap } from './packed-map';
import { EPSILON, distance, hypot, type Vec } from './vec';

// The polyline helpers live in path.ts; they are re-exported here because they belong to the sweep API.
export { pathLength, pointAlongPath, truncatePath, cutPath, type PathPoint } from './path';

// Sweep conventions (all functions below): a moving disc of radius r travels in a straight line from
// `start` (t = 0) to `end` (t = 1). A "hit" is the first t at which the disc's edge reaches the target
// distance AND the motion then carries it deeper by more than EPSILON. So grazing (a tangent pass),
// sliding along an obstacle at exactly the target distance and a move that ends exactly at the target
// distance are not hits; a path that was cut at a previous hit therefore re-validates cleanly.

/** The first contact of a disc moved along a polyline: obstacle index, segment, t on it, point and distance travelled. */
export interface PathHit {
  index: number;
  segmentIndex: number;
  t: number;
  point: Vec;
  distanceAlong: number;
}

// Moving sphere against sphere reduced to a ray against a sphere of the summed radius (Ericson,
// "Real-Time Collision Detection" (2005), §5.5.5 and §5.3.2): with m = start − C and d = end − start,
// |m + t·d|² = R² expands to a·t² + 2b·t + c = 0 with a = d·d, b = m·d, c = m·m − R². The entry root is
// t = (−b − √(b² − ac)) / a, evaluated as c / (−b + √(b² − ac)) (same value, product of roots = c/a)
// to avoid cancellation when the start is nearly touching. Only called when the start is outside.
/** Entry time in [0, 1] of a point moving start→end into the closed disc (centre, R), starting outside; or null. */
function rayCircleEntry(start: Vec, dx: number, dy: number, centre: Vec, R: number): number | null {
  const mx = start.x - centre.x;
  const my = start.y - centre.y;
  const a = dx * dx + dy * dy;
  const b = mx * dx + my * dy;
  const c = mx * mx + my * my - R * R;
  if (a === 0 || b >= 0) return null;
  const disc = b * b - a * c;
  if (disc < 0) return null;
  const t = c / (-b + Math.sqrt(disc));
  return t >= 0 && t <= 1 ? t : t < 0 && t > -EPSILON ? 0 : null;
}

// Same reduction as rayCircleEntry (Ericson §5.5.5): the moving disc touches the obstacle at edge gap g
// exactly when the centre distance equals R = r + obstacle.r + g. The closest approach of the centre to
// the obstacle centre over t ∈ [0, 1] is the clamped projection t* = clamp(−b/a, 0, 1); if it is not
// within R − EPSILON the disc only grazes or misses and there is no hit.
/**
 * Smallest t ∈ [0, 1] at which a disc of radius r moving start→end has edge gap `gap` to the obstacle
 * (centre distance r + obstacle.r + gap), or null. At t = 0 already within that distance: 0 if the motion
 * does not increase the distance, null if it moves away. Grazing and ending exactly at the gap are not hits.
 */
export function sweepCircleCircle(start: Vec, end: Vec, r: number, obstacle: Circle, gap = 0): number | null {
  const R = r + obstacle.r + gap;
  const limit = R - EPSILON;
  if (limit <= 0) return null;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const mx = start.x - obstacle.c.x;
  const my = start.y - obstacle.c.y;
  const a = dx * dx + dy * dy;
  const b = mx * dx + my * dy;
  let tMin = a > 0 ? -b / a : 0;
  if (tMin < 0) tMin = 0;
  else if (tMin > 1) tMin = 1;
  const cx = mx + dx * tMin;
  const cy = my + dy * tMin;
  if (cx * cx + cy * cy >= limit * limit) return null;
  const startDist = hypot(mx, my);
  if (startDist <= R + EPSILON) return b <= 0 ? 0 : null;
  // The closest approach is inside, so the entry root exists; tMin is only a guard against round-off.
  return rayCircleEntry(start, dx, dy, obstacle.c, R) ?? tMin;
}

// Moving disc against a segment = moving point against the capsule (Minkowski sum of the segment and a
// disc of radius r): two slab sides at signed distance ±r from the segment's line, capped by discs of
// radius r at the endpoints (Ericson §5.5.6–5.5.7 use the same decomposition; the slab entry solves
// s0 + t·sd = ±r for the signed distance s(t) = (P(t) − a)·n). Entering the slab through its short ends
// means already being inside an end cap, so the first entry is the least of the side entry (foot of the
// perpendicular within the segment) and the two cap entries (rayCircleEntry). Distance from a moving
// point to a segment is convex in t, so "starts in contact and penetrates" means "entering now" (t = 0).
/** Smallest t ∈ [0, 1] at which a disc of radius r moving start→end first touches segment ab (and goes deeper), or null. */
export function sweepCircleSegment(start: Vec, end: Vec, r: number, a: Vec, b: Vec): number | null {
  const limit = r - EPSILON;
  if (limit <= 0) return null;
  if (segmentSegmentDistance(start, end, a, b) >= limit) return null;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const g0Sq = pointSegmentDistanceSq(start, a, b);
  if (g0Sq <= (r + EPSILON) * (r + EPSILON)) {
    if (g0Sq >= limit * limit) return 0;
    const q = closestPointOnSegment(start, a, b).point;
    return (start.x - q.x) * dx + (start.y - q.y) * dy <= 0 ? 0 : null;
  }
  let best = Infinity;
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const lenSq = abx * abx + aby * aby;
  if (lenSq > 0) {
    const len = Math.sqrt(lenSq);
    const nx = -aby / len;
    const ny = abx / len;
    const s0 = (start.x - a.x) * nx + (start.y - a.y) * ny;
    const sd = dx * nx + dy * ny;
    if ((s0 > 0 && sd < 0) || (s0 < 0 && sd > 0)) {
      const t = ((s0 > 0 ? r : -r) - s0) / sd;
      if (t >= 0 && t <= 1) {
        const u = ((start.x + dx * t - a.x) * abx + (start.y + dy * t - a.y) * aby) / lenSq;
        if (u >= 0 && u <= 1) best = t;
      }
    }
  }
  const ta = rayCircleEntry(start, dx, dy, a, r);
  if (ta !== null && ta < best) best = ta;
  const tb = rayCircleEntry(start, dx, dy, b, r);
  if (tb !== null && tb < best) best = tb;
  return best <= 1 ? best : bisectSegmentEntry(start, dx, dy, r, a, b);
}

// Round-off guard for sweepCircleSegment: g(t) = |P(t) − ab| is convex, so a ternary search finds a time
// inside the capsule and bisection on [0, that time] finds the entry (Burden & Faires, "Numerical
// Analysis", bisection method). Reached only if the closed-form candidates all fell just outside.
/** Numerical entry time of a point moving from start by (dx, dy) into the capsule (ab, r), or null. */
function bisectSegmentEntry(start: Vec, dx: number, dy: number, r: number, a: Vec, b: Vec): number | null {
  const g = (t: number): number => pointSegmentDistanceSq({ x: start.x + dx * t, y: start.y + dy * t }, a, b);
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 60; k++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (g(m1) < g(m2)) hi = m2;
    else lo = m1;
  }
  const inside = (lo + hi) / 2;
  if (g(inside) > r * r) return null;
  lo = 0;
  hi = inside;
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (g(mid) > r * r) lo = mid;
    else hi = mid;
  }
  return hi;
}

// A disc moving continuously from outside a polygon can only start to overlap it by first touching its
// boundary, so the first touch is the least capsule entry over the edges (sweepCircleSegment), plus t = 0
// when the disc already overlaps at the start. A point (r ≤ EPSILON) uses the boundary subdivision of
// segmentPolygonEntryParam instead.
/**
 * Smallest t ∈ [0, 1] at which a disc of radius r moving start→end first touches the polygon (edge distance 0)
 * and goes deeper; 0 if the disc already overlaps it at the start (even when moving out); null if never.
 */
export function sweepCirclePolygon(start: Vec, end: Vec, r: number, poly: Polygon): number | null {
  const n = poly.length;
  if (n === 0) return null;
  if (r <= EPSILON) return segmentPolygonEntryParam(start, end, poly);
  if (circleOverlapsPolygon({ c: start, r }, poly)) return 0;
  let best: number | null = null;
  for (let i = 0; i < n; i++) {
    const t = sweepCircleSegment(start, end, r, poly[i]!, poly[(i + 1) % n]!);
    if (t !== null && (best === null || t < best)) best = t;
  }
  return best;
}

/** Walks a polyline segment by segment and reports the earliest hit found by `sweep` (ties: lower index). */
function firstHitAlongPath(points: Vec[], count: number, sweep: (a: Vec, b: Vec, j: number) => number | null): PathHit | null {
  const first = points[0];
  if (!first) return null;
  const segments = Math.max(points.length - 1, 1);
  let acc = 0;
  for (let i = 0; i < segments; i++) {
    const a = points[i]!;
    const b = points[i + 1] ?? a;
    let bestT = Infinity;
    let bestJ = -1;
    for (let j = 0; j < count; j++) {
      const t = sweep(a, b, j);
      if (t !== null && t < bestT) {
        bestT = t;
        bestJ = j;
      }
    }
    const len = distance(a, b);
    if (bestJ >= 0) {
      const point = { x: a.x + (b.x - a.x) * bestT, y: a.y + (b.y - a.y) * bestT };
      return { index: bestJ, segmentIndex: i, t: bestT, point, distanceAlong: acc + len * bestT };
    }
    acc += len;
  }
  return null;
}

/**
 * The first obstacle circle a disc of radius r comes within `gap` of while moving along the polyline
 * (ties broken by lower obstacle index), or null. A one-point path is a stationary disc (a zero-length move).
 */
export function firstCircleHitAlongPath(points: Vec[], r: number, obstacles: Circle[], gap = 0): PathHit | null {
  return firstHitAlongPath(points, obstacles.length, (a, b, j) => sweepCircleCircle(a, b, r, obstacles[j]!, gap));
}

/** The first polygon a disc of radius r touches while moving along the polyline (ties: lower index), or null. */
export function firstPolygonHitAlongPath(points: Vec[], r: number, polys: Polygon[]): PathHit | null {
  // Broad phase: a segment's box grown by r that misses a polygon's box cannot touch the polygon.
  const boxes = packedMap(polys, polygonBounds);
  return firstHitAlongPath(points, polys.length, (a, b, j) => {
    const box = boxes[j]!;
    if (Math.min(a.x, b.x) - r > box.maxX || Math.max(a.x, b.x) + r < box.minX) return null;
    if (Math.min(a.y, b.y) - r > box.maxY || Math.max(a.y, b.y) + r < box.minY) return null;
    return sweepCirclePolygon(a, b, r, polys[j]!);
  });
}
