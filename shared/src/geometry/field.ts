import type { Circle, Polygon } from './shapes';
import { EPSILON, hypot, type Vec } from './vec';

/** Side length of the square battlefield in millimetres (origin top-left, x right, y down). */
export const FIELD_SIZE = 600;

/** Named range bands in millimetres. */
export const DISTANCE = { S: 80, M: 100, L: 150, XL: 250 } as const;

/** One of the named range bands. */
export type RangeBand = keyof typeof DISTANCE;

/** The round base diameters in use, in millimetres. */
export const BASE_DIAMETERS = [32, 50, 60, 80] as const;

/** A stretch of the battlefield's boundary, running from a to b. */
export interface Edge {
  a: Vec;
  b: Vec;
}

/** The four corners of the battlefield. */
export type FieldCorner = 'nw' | 'ne' | 'se' | 'sw';

/** The four sides of the battlefield, each running clockwise (on screen) around the field. */
export const FIELD_SIDES: Readonly<{ north: Edge; east: Edge; south: Edge; west: Edge }> = Object.freeze({
  north: { a: { x: 0, y: 0 }, b: { x: FIELD_SIZE, y: 0 } },
  east: { a: { x: FIELD_SIZE, y: 0 }, b: { x: FIELD_SIZE, y: FIELD_SIZE } },
  south: { a: { x: FIELD_SIZE, y: FIELD_SIZE }, b: { x: 0, y: FIELD_SIZE } },
  west: { a: { x: 0, y: FIELD_SIZE }, b: { x: 0, y: 0 } },
});

/**
 * The stretch of boundary of the given length (clamped to 0..FIELD_SIZE) that starts at a corner and runs
 * clockwise: nw along north, ne down east, se along south, sw up west.
 */
export function claimedStretch(corner: FieldCorner, length = 250): Edge {
  const l = Math.min(Math.max(length, 0), FIELD_SIZE);
  const f = FIELD_SIZE;
  switch (corner) {
    case 'nw':
      return { a: { x: 0, y: 0 }, b: { x: l, y: 0 } };
    case 'ne':
      return { a: { x: f, y: 0 }, b: { x: f, y: l } };
    case 'se':
      return { a: { x: f, y: f }, b: { x: f - l, y: f } };
    case 'sw':
      return { a: { x: 0, y: f }, b: { x: 0, y: f - l } };
  }
}

/** True when the whole base lies within the field grown by `slack` mm (touching the boundary allowed). */
function insideFieldWithin(c: Circle, slack: number): boolean {
  const lo = c.r - slack;
  const hi = FIELD_SIZE - c.r + slack;
  return c.c.x >= lo && c.c.x <= hi && c.c.y >= lo && c.c.y <= hi;
}

/** True when the whole base is within 0..FIELD_SIZE on both axes (touching the boundary allowed). */
export function circleInsideField(c: Circle): boolean {
  return insideFieldWithin(c, EPSILON);
}

/** True when every vertex of the polygon is within 0..FIELD_SIZE on both axes (vacuously true when empty). */
export function polygonInsideField(p: Polygon): boolean {
  const lo = -EPSILON;
  const hi = FIELD_SIZE + EPSILON;
  return p.every((v) => v.x >= lo && v.x <= hi && v.y >= lo && v.y <= hi);
}

// Foot of the perpendicular: u = (c − a)·(b − a) / |b − a|² must lie in [0, 1]; the distance to the line
// is |(b − a) × (c − a)| / |b − a| (Ericson, "Real-Time Collision Detection" §5.1.2).
/**
 * True when the base is inside the field (within tolerance) and its edge touches the stretch: the centre's
 * distance to the stretch's line is within tolerance of r and the foot of the perpendicular lies on the stretch.
 */
export function circleTouchesEdge(c: Circle, e: Edge, tolerance = 0.5): boolean {
  if (!insideFieldWithin(c, tolerance)) return false;
  const abx = e.b.x - e.a.x;
  const aby = e.b.y - e.a.y;
  const lenSq = abx * abx + aby * aby;
  const px = c.c.x - e.a.x;
  const py = c.c.y - e.a.y;
  if (lenSq === 0) return Math.abs(hypot(px, py) - c.r) <= tolerance;
  const u = (px * abx + py * aby) / lenSq;
  if (u < 0 || u > 1) return false;
  const dist = Math.abs(abx * py - aby * px) / Math.sqrt(lenSq);
  return Math.abs(dist - c.r) <= tolerance;
}

/**
 * Centre of a base of radius r touching stretch e at `along` mm from e.a, offset r into the field; `along` is
 * clamped so the base stays within the stretch's extent (centred if the stretch is shorter than 2r) and the
 * result is clamped inside the field.
 */
export function placeOnEdge(e: Edge, along: number, r: number): Vec {
  const abx = e.b.x - e.a.x;
  const aby = e.b.y - e.a.y;
  const len = hypot(abx, aby);
  const ux = len > 0 ? abx / len : 0;
  const uy = len > 0 ? aby / len : 0;
  const s = len >= 2 * r ? Math.min(Math.max(along, r), len - r) : len / 2;
  const fx = e.a.x + ux * s;
  const fy = e.a.y + uy * s;
  // Inward normal: the perpendicular that points toward the middle of the field.
  let nx = -uy;
  let ny = ux;
  const half = FIELD_SIZE / 2;
  if (len === 0) {
    const tx = half - fx;
    const ty = half - fy;
    const tl = hypot(tx, ty);
    nx = tl > 0 ? tx / tl : 0;
    ny = tl > 0 ? ty / tl : 0;
  } else if (nx * (half - fx) + ny * (half - fy) < 0) {
    nx = -nx;
    ny = -ny;
  }
  const lo = Math.min(r, half);
  const hi = Math.max(FIELD_SIZE - r, half);
  return {
    x: Math.min(Math.max(fx + nx * r, lo), hi),
    y: Math.min(Math.max(fy + ny * r, lo), hi),
  };
}
