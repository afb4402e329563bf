import { circlePolygonGap, pointInPolygon, polygonPolygonDistance, segmentPolygonDistance, segmentSegmentDistance } from './distance';
import { polygonBounds, type Bounds, type Circle, type Polygon } from './shapes';
import { hypot, type Vec } from './vec';

/**
 * "At least d apart" tests with a bounding-box shortcut: the gap between two boxes is a lower
 * bound of the gap between what they hold, so when the boxes are d apart the exact (and much
 * dearer) polygon distance is not needed.
 */

/**
 * Whether two boxes, each given by its sides, are separated by at least d (> 0): then so is
 * everything inside them. The sides are plain numbers, not a box object made per edge: a literal
 * `{ minX, minY, maxX, maxY }` built in the edge loop below got its fields compiled as small
 * integers when the first coordinates it saw were whole, and V8 threw `polygonsApart`'s optimised
 * code away at the next fraction and compiled it again, two dozen times in one server bench run
 * (docs/architecture.md §2, one shape each).
 */
function boxGapAtLeast(
  aMinX: number, aMinY: number, aMaxX: number, aMaxY: number,
  bMinX: number, bMinY: number, bMaxX: number, bMaxY: number,
  d: number,
): boolean {
  const dx = Math.max(0, aMinX - bMaxX, bMinX - aMaxX);
  const dy = Math.max(0, aMinY - bMaxY, bMinY - aMaxY);
  const gap = hypot(dx, dy);
  return gap > 0 && gap >= d;
}

/** Whether two boxes are separated by at least d (> 0). */
function boxesApart(a: Bounds, b: Bounds, d: number): boolean {
  return boxGapAtLeast(a.minX, a.minY, a.maxX, a.maxY, b.minX, b.minY, b.maxX, b.maxY, d);
}

/** Whether the box of segment a–b and box `box` are separated by at least d (> 0). */
function segmentBoxApart(a: Vec, b: Vec, box: Bounds, d: number): boolean {
  return boxGapAtLeast(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y), box.minX, box.minY, box.maxX, box.maxY, d);
}

/** The boxes of a polygon's edges, four numbers an edge (min x, min y, max x, max y); edge j runs from vertex j to the next. */
function edgeBoxes(q: Polygon): Float64Array {
  const n = q.length;
  const boxes = new Float64Array(4 * n);
  for (let j = 0; j < n; j++) {
    const c = q[j]!;
    const e = q[j + 1 === n ? 0 : j + 1]!;
    boxes[4 * j] = Math.min(c.x, e.x);
    boxes[4 * j + 1] = Math.min(c.y, e.y);
    boxes[4 * j + 2] = Math.max(c.x, e.x);
    boxes[4 * j + 3] = Math.max(c.y, e.y);
  }
  return boxes;
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
  // Both polygons' edge boxes once, not once per pair of edges.
  const pBoxes = edgeBoxes(p);
  const qBoxes = edgeBoxes(q);
  for (let i = 0; i < p.length; i++) {
    const h = 4 * i;
    for (let j = 0; j < q.length; j++) {
      const k = 4 * j;
      if (boxGapAtLeast(pBoxes[h]!, pBoxes[h + 1]!, pBoxes[h + 2]!, pBoxes[h + 3]!, qBoxes[k]!, qBoxes[k + 1]!, qBoxes[k + 2]!, qBoxes[k + 3]!, d)) continue;
      if (segmentSegmentDistance(p[i]!, p[(i + 1) % p.length]!, q[j]!, q[(j + 1) % q.length]!) < d) return false;
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
  return segmentBoxApart(a, b, polygonBounds(poly), d) || segmentPolygonDistance(a, b, poly) >= d;
}

/** Whether a base's edge is at least `d` from a polygon (`polyBox`: the polygon's bounds, when the caller has them). */
export function circleApartFromPolygon(c: Circle, poly: Polygon, d: number, polyBox: Bounds = polygonBounds(poly)): boolean {
  const { x, y } = c.c;
  return boxGapAtLeast(x - c.r, y - c.r, x + c.r, y + c.r, polyBox.minX, polyBox.minY, polyBox.maxX, polyBox.maxY, d) || circlePolygonGap(c, poly) >= d;
}
