/** Tolerance in millimetres used by every geometric comparison in this module. */
export const EPSILON = 1e-6;

/** A point or a displacement in the plane, in millimetres (x right, y down). */
export interface Vec {
  x: number;
  y: number;
}

/** Builds a vector. */
export function vec(x: number, y: number): Vec {
  return { x, y };
}

/** a + b. */
export function add(a: Vec, b: Vec): Vec {
  return { x: a.x + b.x, y: a.y + b.y };
}

/** a − b. */
export function sub(a: Vec, b: Vec): Vec {
  return { x: a.x - b.x, y: a.y - b.y };
}

/** v scaled by k. */
export function scale(v: Vec, k: number): Vec {
  return { x: v.x * k, y: v.y * k };
}

/** Dot product a·b. */
export function dot(a: Vec, b: Vec): number {
  return a.x * b.x + a.y * b.y;
}

/** z component of the 3D cross product of (a.x, a.y, 0) and (b.x, b.y, 0). */
export function cross(a: Vec, b: Vec): number {
  return a.x * b.y - a.y * b.x;
}

/** Euclidean length of v. */
export function length(v: Vec): number {
  return Math.hypot(v.x, v.y);
}

/** Euclidean distance between two points. */
export function distance(a: Vec, b: Vec): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Squared distance between two points (no square root). */
export function distanceSq(a: Vec, b: Vec): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy;
}

/** Unit vector in the direction of v; the zero vector stays zero. */
export function normalize(v: Vec): Vec {
  const len = Math.hypot(v.x, v.y);
  return len === 0 ? { x: 0, y: 0 } : { x: v.x / len, y: v.y / len };
}

/** Linear interpolation a + (b − a)·t (t is not clamped). */
export function lerp(a: Vec, b: Vec, t: number): Vec {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** v rotated by +90° in the mathematical sense: (−y, x) (clockwise on a y-down screen). */
export function perp(v: Vec): Vec {
  return { x: -v.y, y: v.x };
}
