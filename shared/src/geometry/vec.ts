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

/**
 * `Math.hypot(x, y)`, bit for bit: V8's algorithm (the larger magnitude scales both, Kahan sum of the
 * squares, square root) written out for two numbers. The builtin allocates an array for its
 * arguments on every call, and geometry calls it in its innermost loops. `vec.test.ts` compares the
 * two on millions of inputs.
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === Infinity || ay === Infinity) return Infinity;
  if (Number.isNaN(ax) || Number.isNaN(ay)) return NaN;
  const max = ax > ay ? ax : ay;
  if (max === 0) return 0;
  const nx = ax / max;
  const ny = ay / max;
  // The builtin's Kahan sum over two terms: its compensation after the first is exactly 0, so the
  // sum is nx² + ny² in this order.
  return Math.sqrt(nx * nx + ny * ny) * max;
}

/** Euclidean length of v. */
export function length(v: Vec): number {
  return hypot(v.x, v.y);
}

/** Euclidean distance between two points. */
export function distance(a: Vec, b: Vec): number {
  return hypot(a.x - b.x, a.y - b.y);
}

/** Squared distance between two points (no square root). */
export function distanceSq(a: Vec, b: Vec): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy;
}

/** Unit vector in the direction of v; the zero vector stays zero. */
export function normalize(v: Vec): Vec {
  const len = hypot(v.x, v.y);
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
