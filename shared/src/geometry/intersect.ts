import { pointSegmentDistanceSq } from './closest';
import { pointPolygonSide } from './containment';
import { isDegeneratePolygon, type Circle, type Polygon } from './shapes';
import { EPSILON, type Vec } from './vec';

/** Parameter of the projection of p on the line a→b (0 at a, 1 at b; 0 for a zero-length segment). */
function projectParam(p: Vec, a: Vec, b: Vec): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const lenSq = abx * abx + aby * aby;
  return lenSq === 0 ? 0 : ((p.x - a.x) * abx + (p.y - a.y) * aby) / lenSq;
}

// Closed segments, with tolerance EPSILON. Two cases, as in Cormen, Leiserson, Rivest & Stein,
// "Introduction to Algorithms", §33.1 (SEGMENTS-INTERSECT):
//  1. "touching": some endpoint lies within EPSILON of the other segment (covers T-junctions, shared
//     endpoints, collinear overlap and zero-length segments). The reported point is the earliest such
//     contact along a→b, so for a collinear overlap it is where the overlap starts.
//  2. proper crossing: the orientations o1 = (b−a)×(c−a), o2 = (b−a)×(d−a) have strictly opposite signs
//     and so do o3 = (d−c)×(a−c), o4 = (d−c)×(b−c). Solving (d−c)×(a + t(b−a) − c) = 0 gives
//     t = o3 / (o3 − o4), which is well conditioned because o3 and o4 have opposite signs.
/** Intersection of closed segments ab and cd: a common point (the first along a→b), or null. */
export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): Vec | null {
  const epsSq = EPSILON * EPSILON;
  let bestT = Infinity;
  let best: Vec | null = null;
  if (pointSegmentDistanceSq(a, c, d) <= epsSq) return { x: a.x, y: a.y };
  if (pointSegmentDistanceSq(c, a, b) <= epsSq) {
    bestT = projectParam(c, a, b);
    best = c;
  }
  if (pointSegmentDistanceSq(d, a, b) <= epsSq) {
    const t = projectParam(d, a, b);
    if (t < bestT) {
      bestT = t;
      best = d;
    }
  }
  if (pointSegmentDistanceSq(b, c, d) <= epsSq && 1 < bestT) {
    best = b;
  }
  if (best) return { x: best.x, y: best.y };

  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const o1 = rx * (c.y - a.y) - ry * (c.x - a.x);
  const o2 = rx * (d.y - a.y) - ry * (d.x - a.x);
  const o3 = sx * (a.y - c.y) - sy * (a.x - c.x);
  const o4 = sx * (b.y - c.y) - sy * (b.x - c.x);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) {
    const t = o3 / (o3 - o4);
    return { x: a.x + rx * t, y: a.y + ry * t };
  }
  return null;
}

// The segment meets the open disc iff the closest point of the segment to the centre is nearer than r
// (closest point on a segment: Ericson, "Real-Time Collision Detection" (2005), §5.1.2). The disc is
// shrunk by EPSILON so a tangent segment (distance == r) does not count. A zero-length segment is a point.
/** True if segment ab passes through the open disc (distance from centre < r − EPSILON; tangent is false). */
export function segmentCrossesCircleInterior(a: Vec, b: Vec, circle: Circle): boolean {
  const rr = circle.r - EPSILON;
  if (rr <= 0) return false;
  return pointSegmentDistanceSq(circle.c, a, b) < rr * rr;
}

// Subdivide ab at every parameter where it meets the polygon boundary: proper edge crossings (orientation
// signs, Cormen et al. §33.1) and polygon vertices lying on ab (which also bound any collinear run
// along an edge). Between two consecutive boundary contacts the open sub-segment does not meet the
// boundary, so by the Jordan curve theorem it lies wholly inside or wholly outside; the strict
// point-in-polygon test of its midpoint decides. Hence a chord whose both endpoints lie on the boundary
// but whose middle is interior is detected, while a segment touching a vertex or running along an edge
// is not. A polygon without area (degenerate) has no interior and is never crossed.
/** Smallest t ∈ [0, 1] at which segment ab (a + t(b − a)) starts running strictly inside the polygon, or null. */
export function segmentPolygonEntryParam(a: Vec, b: Vec, poly: Polygon): number | null {
  const n = poly.length;
  if (n < 3) return null;
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const lenSq = rx * rx + ry * ry;
  if (lenSq <= EPSILON * EPSILON) {
    if (isDegeneratePolygon(poly)) return null;
    return pointPolygonSide({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, poly) === 1 ? 0 : null;
  }
  const len = Math.sqrt(lenSq);
  const epsSq = EPSILON * EPSILON;
  const params: number[] = [0, 1];
  let twiceArea = 0;
  let anyLeft = false;
  let anyRight = false;
  for (let i = 0; i < n; i++) {
    const p = poly[i]!;
    const q = poly[i + 1 === n ? 0 : i + 1]!;
    twiceArea += p.x * q.y - q.x * p.y;
    // Vertex p within EPSILON of ab (clamped projection, Ericson §5.1.2, inlined): a boundary contact.
    const tp = ((p.x - a.x) * rx + (p.y - a.y) * ry) / lenSq;
    const tc = tp < 0 ? 0 : tp > 1 ? 1 : tp;
    const ex = a.x + rx * tc - p.x;
    const ey = a.y + ry * tc - p.y;
    if (ex * ex + ey * ey <= epsSq) params.push(tp);
    const o1 = rx * (p.y - a.y) - ry * (p.x - a.x);
    const o2 = rx * (q.y - a.y) - ry * (q.x - a.x);
    if (o1 > 0) anyLeft = true;
    else if (o1 < 0) anyRight = true;
    if ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) {
      const sx = q.x - p.x;
      const sy = q.y - p.y;
      const o3 = sx * (a.y - p.y) - sy * (a.x - p.x);
      const o4 = sx * (b.y - p.y) - sy * (b.x - p.x);
      if ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)) params.push(o3 / (o3 - o4));
    }
  }
  if (Math.abs(twiceArea / 2) <= EPSILON) return null;
  // No boundary contact and the whole polygon on one side of ab's line: ab is outside.
  if (params.length === 2 && !(anyLeft && anyRight)) return null;
  if (params.length > 2) params.sort((u, v) => u - v);
  const minStep = EPSILON / len;
  for (let i = 0; i + 1 < params.length; i++) {
    const t0 = Math.max(0, params[i]!);
    const t1 = Math.min(1, params[i + 1]!);
    if (t1 - t0 <= minStep) continue;
    const tm = (t0 + t1) / 2;
    if (pointPolygonSide({ x: a.x + rx * tm, y: a.y + ry * tm }, poly) === 1) return t0;
  }
  return null;
}

// Derivation: boundary subdivision + Jordan curve theorem, see segmentPolygonEntryParam above.
/** True if some part of segment ab lies strictly inside the polygon (touching a vertex or running along an edge is false). */
export function segmentCrossesPolygonInterior(a: Vec, b: Vec, poly: Polygon): boolean {
  return segmentPolygonEntryParam(a, b, poly) !== null;
}
