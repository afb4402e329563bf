import { pointSegmentDistanceSq } from './closest';
import { pointPolygonSide } from './containment';
import { segmentsIntersect } from './intersect';
import { isDegeneratePolygon, type Circle, type Polygon } from './shapes';
import { EPSILON, distance, type Vec } from './vec';

/** Two bases are in contact when the gap between their edges is under this many millimetres. */
export const CONTACT_GAP = 3;

// Closest point on a segment: Ericson, "Real-Time Collision Detection" (2005), §5.1.2.
/** Distance from p to segment ab (a zero-length segment is the point a). */
export function pointSegmentDistance(p: Vec, a: Vec, b: Vec): number {
  return Math.sqrt(pointSegmentDistanceSq(p, a, b));
}

// In 2D two segments either intersect (distance 0) or their distance is attained at an endpoint of one
// of them, so it is the least of the four endpoint-to-segment distances (Ericson §5.1.9, 2D case).
/** Distance between segments ab and cd; 0 when they touch or cross. */
export function segmentSegmentDistance(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.sqrt(
    Math.min(
      pointSegmentDistanceSq(a, c, d),
      pointSegmentDistanceSq(b, c, d),
      pointSegmentDistanceSq(c, a, b),
      pointSegmentDistanceSq(d, a, b),
    ),
  );
}

/** True if p is inside the polygon or on its boundary (within EPSILON). */
export function pointInPolygon(p: Vec, poly: Polygon): boolean {
  return pointPolygonSide(p, poly) >= 0;
}

/** Distance from p to the polygon's boundary (ignores inside/outside); +∞ for an empty polygon. */
export function pointPolygonBoundaryDistance(p: Vec, poly: Polygon): number {
  const n = poly.length;
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const d = pointSegmentDistanceSq(p, poly[i]!, poly[(i + 1) % n]!);
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** Distance from p to the polygon: 0 inside or on the boundary; +∞ for an empty polygon. */
export function pointPolygonDistance(p: Vec, poly: Polygon): number {
  if (pointInPolygon(p, poly)) return 0;
  return pointPolygonBoundaryDistance(p, poly);
}

// A segment outside a polygon that meets no edge is at the least segment–edge distance
// (segmentSegmentDistance); one with an endpoint inside or meeting an edge is at distance 0.
/** Distance from segment ab to the polygon: 0 if it crosses the boundary or lies inside; +∞ for an empty polygon. */
export function segmentPolygonDistance(a: Vec, b: Vec, poly: Polygon): number {
  const n = poly.length;
  if (n === 0) return Infinity;
  if (pointInPolygon(a, poly) || pointInPolygon(b, poly)) return 0;
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const d = segmentSegmentDistance(a, b, poly[i]!, poly[(i + 1) % n]!);
    if (d === 0) return 0;
    if (d < best) best = d;
  }
  return best;
}

// Two simple polygons overlap, touch or nest iff an edge of one meets an edge of the other or a vertex of
// one lies in the other (it suffices to test the first vertex of each for nesting); otherwise their distance
// is the least edge–edge distance (Ericson, "Real-Time Collision Detection" §5.1.9, 2D case).
/** Distance between two polygons: 0 if they overlap, touch or one contains the other; +∞ if either is empty. */
export function polygonPolygonDistance(p: Polygon, q: Polygon): number {
  const n = p.length;
  const m = q.length;
  if (n === 0 || m === 0) return Infinity;
  // Containment (or any overlap) shows up as a vertex of one inside the other or as crossing edges.
  if (pointInPolygon(p[0]!, q) || pointInPolygon(q[0]!, p)) return 0;
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const a = p[i]!;
    const b = p[(i + 1) % n]!;
    for (let j = 0; j < m; j++) {
      const d = segmentSegmentDistance(a, b, q[j]!, q[(j + 1) % m]!);
      if (d === 0) return 0;
      if (d < best) best = d;
    }
  }
  return best;
}

/** Edge-to-edge distance between two bases: centre distance − r1 − r2 (negative when overlapping). */
export function circleGap(a: Circle, b: Circle): number {
  return distance(a.c, b.c) - a.r - b.r;
}

// Signed distance from the centre to the polygon's boundary (negative inside), minus the radius.
/** Distance from the base's edge to the polygon: negative when overlapping; −(r + depth) when the centre is inside. */
export function circlePolygonGap(c: Circle, poly: Polygon): number {
  if (poly.length === 0) return Infinity;
  const side = pointPolygonSide(c.c, poly);
  const boundary = pointPolygonBoundaryDistance(c.c, poly);
  if (side >= 0) return -c.r - (side === 1 ? boundary : 0);
  return boundary - c.r;
}

/** Distance from the base's edge to segment ab (negative when the segment cuts into the base). */
export function circleSegmentGap(c: Circle, a: Vec, b: Vec): number {
  return pointSegmentDistance(c.c, a, b) - c.r;
}

/** True when the gap between the two bases' edges is under CONTACT_GAP (overlap counts as contact). */
export function inContact(a: Circle, b: Circle): boolean {
  return circleGap(a, b) < CONTACT_GAP;
}

/** True when the two discs' interiors intersect (gap < −EPSILON); touching is not overlap. */
export function circlesOverlap(a: Circle, b: Circle): boolean {
  return circleGap(a, b) < -EPSILON;
}

// For a polygon with area, the open disc meets the open polygon iff the centre is inside or the disc reaches
// past the boundary; with the EPSILON tolerance that is circlePolygonGap < −EPSILON.
/** True when the disc's interior meets the polygon's interior (touching is not overlap; degenerate polygons never overlap). */
export function circleOverlapsPolygon(c: Circle, poly: Polygon): boolean {
  // Broad phase: a disc whose bounding box misses the polygon's box is at a positive distance from
  // it, so its gap cannot be below −EPSILON (round-off is many orders smaller): the same answer, for
  // one pass over the vertices instead of three.
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const v of poly) {
    if (v.x < minX) minX = v.x;
    if (v.x > maxX) maxX = v.x;
    if (v.y < minY) minY = v.y;
    if (v.y > maxY) maxY = v.y;
  }
  if (c.c.x + c.r < minX || c.c.x - c.r > maxX || c.c.y + c.r < minY || c.c.y - c.r > maxY) return false;
  if (isDegeneratePolygon(poly)) return false;
  return circlePolygonGap(c, poly) < -EPSILON;
}
