import { distanceSqToSegment } from './closest';
import type { Polygon } from './shapes';
import { EPSILON, type Vec } from './vec';

/** Where a point lies relative to a polygon: 1 strictly inside, 0 on the boundary (within EPSILON), −1 outside. */
export type PolygonSide = 1 | 0 | -1;

// Boundary first: p is "on" the polygon when it is within EPSILON of some edge (closest point on a
// segment by clamped projection, Ericson "Real-Time Collision Detection" §5.1.2). Otherwise the crossing-number (even–odd)
// test: count edges straddling the horizontal ray from p toward +x whose crossing lies right of p
// (W. R. Franklin, PNPOLY; E. Haines, "Point in Polygon Strategies", Graphics Gems IV, 1994).
// Polygons with fewer than 3 vertices have no interior: they are only a boundary.
/** Classifies p against a polygon (either winding): 1 inside, 0 on the boundary, −1 outside. */
export function pointPolygonSide(p: Vec, poly: Polygon): PolygonSide {
  const n = poly.length;
  if (n === 0) return -1;
  const epsSq = EPSILON * EPSILON;
  const px = p.x;
  const py = p.y;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[i + 1 === n ? 0 : i + 1]!;
    if (distanceSqToSegment(px, py, a.x, a.y, b.x, b.y) <= epsSq) return 0;
  }
  if (n < 3) return -1;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > py !== b.y > py) {
      const xCross = a.x + ((py - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (px < xCross) inside = !inside;
    }
  }
  return inside ? 1 : -1;
}
