import type { Vec } from './vec';

/** Closest point of segment ab to p, with its parameter t ∈ [0, 1] along a→b. */
export interface SegmentPoint {
  point: Vec;
  t: number;
}

// Closest point on a segment: project p onto the line a + t(b − a), t = (p − a)·(b − a) / |b − a|²,
// then clamp t to [0, 1]. Ericson, "Real-Time Collision Detection" (2005), §5.1.2.
/** Closest point of segment ab to p (a zero-length segment gives a, t = 0). */
export function closestPointOnSegment(p: Vec, a: Vec, b: Vec): SegmentPoint {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const lenSq = abx * abx + aby * aby;
  if (lenSq === 0) return { point: { x: a.x, y: a.y }, t: 0 };
  let t = ((p.x - a.x) * abx + (p.y - a.y) * aby) / lenSq;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  return { point: { x: a.x + abx * t, y: a.y + aby * t }, t };
}

// Same clamped projection as closestPointOnSegment (Ericson §5.1.2), returning |p − closest|².
/** Squared distance from p to segment ab, allocation-free (hot-path helper). */
export function pointSegmentDistanceSq(p: Vec, a: Vec, b: Vec): number {
  return distanceSqToSegment(p.x, p.y, a.x, a.y, b.x, b.y);
}

/**
 * The same on bare numbers, for the hot loops of containment and line of sight (no objects made).
 * Clamped projection of p onto ab (Ericson, "Real-Time Collision Detection" (2005), §5.1.2).
 */
export function distanceSqToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const abx = bx - ax;
  const aby = by - ay;
  const apx = px - ax;
  const apy = py - ay;
  const lenSq = abx * abx + aby * aby;
  let t = lenSq === 0 ? 0 : (apx * abx + apy * aby) / lenSq;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const dx = apx - abx * t;
  const dy = apy - aby * t;
  return dx * dx + dy * dy;
}
