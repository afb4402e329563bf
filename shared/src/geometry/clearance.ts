import { circlePolygonGap, pointInPolygon, polygonPolygonDistance, segmentPolygonDistance, segmentSegmentDistance } from './distance';
import { polygonBounds, type Bounds, type Circle, type Polygon } from './shapes';
import { packedMap } from './packed-map';
import { hypot, type Vec } from './vec';

/**
 * "At least d apart" tests with a bounding-box shortcut: the gap between two boxes is a lower
 * bound of the gap between what they hold, so when the boxes are d apart the exact (and much
 * dearer) polygon distance is not needed.
 */

/** Whether two boxes are separated by at least d (> 0): then so is everything inside them. */
function boxesApart(a: Bounds, b: Bounds, d: number): boolean {
  const dx = Math.max(0, a.minX - b.maxX, b.minX - a.maxX);
  const dy = Math.max(0, a.minY - b.maxY, b.minY - a.maxY);
  const gap = hypot(dx, dy);
  return gap > 0 && gap >= d;
}

function segmentBounds(a: Vec, b: Vec): Bounds {
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) };
}

/**
 * Whether two polygons are at least `d` apart: the same answer as `polygonPolygonDistance(p, q) >= d`,
 * but it stops at the first pair of edges closer than d and skips edge pairs whose boxes are d apart.
 */
export function polygonsApart(p: Polygon, q: Polygon, d: number): boolean {
  if (boxesApart(polygonBounds(p), polygonBounds(q), d)) return true;
  if (p.length === 0 || q.length === 0) return true;
  if (d > 0 && (pointInPolygon(p[0]!, q) || pointInPolygon(q[0]!, p))) return false;
  if (d <= 0) return polygonPolygonDistance(p, q) >= d;
  // Shortcut to "not apart": two vertices clearly closer than d. The edges from them are then closer
  // than d too, so the exact loop below would say the same.
  if (closeVertexPair(p, q, d)) return false;
  // q's edge boxes once, not once per edge of p.
  const qEdges = packedMap(q, (c, j) => segmentBounds(c, q[(j + 1) % q.length]!));
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!;
    const b = p[(i + 1) % p.length]!;
    const edge = segmentBounds(a, b);
    for (let j = 0; j < q.length; j++) {
      const c = q[j]!;
      const e = q[(j + 1) % q.length]!;
      if (boxesApart(edge, qEdges[j]!, d)) continue;
      if (segmentSegmentDistance(a, b, c, e) < d) return false;
    }
  }
  return true;
}

/**
 * A sure "not `d` apart" (d > 0), cheaper than `polygonsApart`: a vertex of each polygon clearly
 * closer than d. False says nothing: the polygons may still be closer than d edge to vertex.
 */
export function polygonsSurelyCloser(p: Polygon, q: Polygon, d: number): boolean {
  return d > 0 && !boxesApart(polygonBounds(p), polygonBounds(q), d) && closeVertexPair(p, q, d);
}

/** Whether some vertex of p and some vertex of q are closer than d, with a margin that keeps round-off out of it. */
function closeVertexPair(p: Polygon, q: Polygon, d: number): boolean {
  const dd = d * d * (1 - 1e-9);
  for (const v of p) {
    for (const w of q) {
      const dx = v.x - w.x;
      const dy = v.y - w.y;
      if (dx * dx + dy * dy < dd) return true;
    }
  }
  return false;
}

/** Whether a polygon is at least `d` from the segment a–b. */
export function polygonApartFromSegment(poly: Polygon, a: Vec, b: Vec, d: number): boolean {
  return boxesApart(polygonBounds(poly), segmentBounds(a, b), d) || segmentPolygonDistance(a, b, poly) >= d;
}

/** Whether a base's edge is at least `d` from a polygon (`polyBox`: the polygon's bounds, when the caller has them). */
export function circleApartFromPolygon(c: Circle, poly: Polygon, d: number, polyBox: Bounds = polygonBounds(poly)): boolean {
  const box = { minX: c.c.x - c.r, minY: c.c.y - c.r, maxX: c.c.x + c.r, maxY: c.c.y + c.r };
  return boxesApart(box, polyBox, d) || circlePolygonGap(c, poly) >= d;
}
