import { polygonPolygonDistance, segmentPolygonDistance, circlePolygonGap } from './distance';
import { polygonBounds, type Bounds, type Circle, type Polygon } from './shapes';
import type { Vec } from './vec';

/**
 * "At least d apart" tests with a bounding-box shortcut: the gap between two boxes is a lower
 * bound of the gap between what they hold, so when the boxes are d apart the exact (and much
 * dearer) polygon distance is not needed.
 */

/** Whether two boxes are separated by at least d (> 0): then so is everything inside them. */
function boxesApart(a: Bounds, b: Bounds, d: number): boolean {
  const dx = Math.max(0, a.minX - b.maxX, b.minX - a.maxX);
  const dy = Math.max(0, a.minY - b.maxY, b.minY - a.maxY);
  const gap = Math.hypot(dx, dy);
  return gap > 0 && gap >= d;
}

function segmentBounds(a: Vec, b: Vec): Bounds {
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) };
}

/** Whether two polygons are at least `d` apart. */
export function polygonsApart(p: Polygon, q: Polygon, d: number): boolean {
  return boxesApart(polygonBounds(p), polygonBounds(q), d) || polygonPolygonDistance(p, q) >= d;
}

/** Whether a polygon is at least `d` from the segment a–b. */
export function polygonApartFromSegment(poly: Polygon, a: Vec, b: Vec, d: number): boolean {
  return boxesApart(polygonBounds(poly), segmentBounds(a, b), d) || segmentPolygonDistance(a, b, poly) >= d;
}

/** Whether a base's edge is at least `d` from a polygon. */
export function circleApartFromPolygon(c: Circle, poly: Polygon, d: number): boolean {
  const box = { minX: c.c.x - c.r, minY: c.c.y - c.r, maxX: c.c.x + c.r, maxY: c.c.y + c.r };
  return boxesApart(box, polygonBounds(poly), d) || circlePolygonGap(c, poly) >= d;
}
