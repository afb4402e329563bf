import { packedMap } from './packed-map';
import { EPSILON, type Vec } from './vec';

/** A disc (a round base): centre c and radius r (r = diameter / 2), in millimetres. */
export interface Circle {
  c: Vec;
  r: number;
}

/** A simple polygon given by its vertices in order (either winding; the closing edge is implicit). */
export type Polygon = Vec[];

/** Axis-aligned bounding box. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Rotates point p about center by rad radians (positive = from +x toward +y). */
function rotatePoint(p: Vec, center: Vec, cos: number, sin: number): Vec {
  const dx = p.x - center.x;
  const dy = p.y - center.y;
  return { x: center.x + dx * cos - dy * sin, y: center.y + dx * sin + dy * cos };
}

/** Regular polygon with `sides` vertices on a circle of `radius`, first vertex at angle rotationRad. */
export function regularPolygon(center: Vec, radius: number, sides: number, rotationRad = 0): Polygon {
  return ellipsePolygon(center, radius, radius, sides, rotationRad);
}

/** Polygon approximating an ellipse with semi-axes rx, ry, rotated by rotationRad (vertices lie on the ellipse). */
export function ellipsePolygon(center: Vec, rx: number, ry: number, sides = 16, rotationRad = 0): Polygon {
  const n = Math.max(0, Math.floor(sides));
  const cos = Math.cos(rotationRad);
  const sin = Math.sin(rotationRad);
  const unit = unitCircle(n);
  const out: Polygon = [];
  for (let i = 0; i < n; i++) {
    const local = { x: center.x + rx * unit.cos[i]!, y: center.y + ry * unit.sin[i]! };
    out.push(rotatePoint(local, center, cos, sin));
  }
  return out;
}

/** cos and sin of 2πi/n for i < n, computed once per n (the same numbers as computing them each time). */
function unitCircle(n: number): { cos: number[]; sin: number[] } {
  let unit = UNIT_CIRCLES.get(n);
  if (!unit) {
    unit = { cos: [], sin: [] };
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n;
      unit.cos.push(Math.cos(a));
      unit.sin.push(Math.sin(a));
    }
    if (n <= 64) UNIT_CIRCLES.set(n, unit); // templates use 16; odd sizes are not kept
  }
  return unit;
}

const UNIT_CIRCLES = new Map<number, { cos: number[]; sin: number[] }>();

/** Rectangle w × h centred on center, rotated by rotationRad. */
export function rectanglePolygon(center: Vec, w: number, h: number, rotationRad = 0): Polygon {
  const hw = w / 2;
  const hh = h / 2;
  const corners: Polygon = [
    { x: center.x - hw, y: center.y - hh },
    { x: center.x + hw, y: center.y - hh },
    { x: center.x + hw, y: center.y + hh },
    { x: center.x - hw, y: center.y + hh },
  ];
  return rotationRad === 0 ? corners : rotatePolygon(corners, center, rotationRad);
}

/** Polygon moved by displacement d. */
export function translatePolygon(p: Polygon, d: Vec): Polygon {
  return packedMap(p, (v) => ({ x: v.x + d.x, y: v.y + d.y }));
}

/** Polygon rotated about center by rad radians. */
export function rotatePolygon(p: Polygon, center: Vec, rad: number): Polygon {
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return packedMap(p, (v) => rotatePoint(v, center, cos, sin));
}

/** Signed shoelace area (positive when the vertices run clockwise on a y-down screen). */
export function polygonArea(p: Polygon): number {
  let twice = 0;
  for (let i = 0, n = p.length; i < n; i++) {
    const a = p[i]!;
    const b = p[(i + 1) % n]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

/** True when the polygon has fewer than 3 vertices or (near) zero area, i.e. no interior. */
export function isDegeneratePolygon(p: Polygon): boolean {
  return p.length < 3 || Math.abs(polygonArea(p)) <= EPSILON;
}

/** Area centroid; for a degenerate polygon the mean of its vertices; (0, 0) for an empty one. */
export function polygonCentroid(p: Polygon): Vec {
  const n = p.length;
  if (n === 0) return { x: 0, y: 0 };
  // Shift to the first vertex to keep the shoelace sums well conditioned.
  const o = p[0]!;
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    const a = p[i]!;
    const b = p[(i + 1) % n]!;
    const ax = a.x - o.x;
    const ay = a.y - o.y;
    const bx = b.x - o.x;
    const by = b.y - o.y;
    const k = ax * by - bx * ay;
    twiceArea += k;
    cx += (ax + bx) * k;
    cy += (ay + by) * k;
  }
  if (Math.abs(twiceArea / 2) <= EPSILON) {
    let sx = 0;
    let sy = 0;
    for (const v of p) {
      sx += v.x;
      sy += v.y;
    }
    return { x: sx / n, y: sy / n };
  }
  return { x: o.x + cx / (3 * twiceArea), y: o.y + cy / (3 * twiceArea) };
}

/** Axis-aligned bounds of the vertices; an empty polygon gives the empty box (min = +∞, max = −∞). */
export function polygonBounds(p: Polygon): Bounds {
  // The box is born holding numbers that are not small integers (the infinities), then given the
  // vertices' coordinates: a literal made from them had its fields compiled as small integers when the
  // first polygons it saw had whole coordinates, and the code it was inlined into was thrown away at
  // the next fraction and compiled again (docs/architecture.md §2, one shape each).
  const box: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const v of p) {
    if (v.x < box.minX) box.minX = v.x;
    if (v.y < box.minY) box.minY = v.y;
    if (v.x > box.maxX) box.maxX = v.x;
    if (v.y > box.maxY) box.maxY = v.y;
  }
  return box;
}
