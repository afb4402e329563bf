import { packedMap } from './packed-map';
import { EPSILON, distance, type Vec } from './vec';

/** A position on a polyline: the point, the index i of the segment points[i]→points[i+1], and t along it. */
export interface PathPoint {
  point: Vec;
  segmentIndex: number;
  t: number;
}

/** Total length of a polyline (0 for 0 or 1 points). */
export function pathLength(points: Vec[]): number {
  let total = 0;
  for (let i = 0; i + 1 < points.length; i++) total += distance(points[i]!, points[i + 1]!);
  return total;
}

/**
 * The point `dist` mm along the polyline (clamped to [0, length]); at a shared vertex the earlier segment
 * is reported. A one-point path gives that point (segmentIndex 0, t 0); an empty path throws RangeError.
 */
export function pointAlongPath(points: Vec[], dist: number): PathPoint {
  const first = points[0];
  if (!first) throw new RangeError('pointAlongPath: empty path');
  if (points.length === 1 || !(dist > 0)) return { point: { x: first.x, y: first.y }, segmentIndex: 0, t: 0 };
  let acc = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const len = distance(a, b);
    if (dist <= acc + len) {
      const t = len > 0 ? (dist - acc) / len : 0;
      return { point: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, segmentIndex: i, t };
    }
    acc += len;
  }
  const last = points[points.length - 1]!;
  return { point: { x: last.x, y: last.y }, segmentIndex: points.length - 2, t: 1 };
}

/** The polyline cut to at most maxLength mm (a copy; the whole path if it is shorter). */
export function truncatePath(points: Vec[], maxLength: number): Vec[] {
  const first = points[0];
  if (!first) return [];
  const out: Vec[] = [{ x: first.x, y: first.y }];
  let acc = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const remaining = maxLength - acc;
    if (remaining <= EPSILON) break;
    const len = distance(a, b);
    if (len <= remaining) {
      out.push({ x: b.x, y: b.y });
      acc += len;
    } else {
      const t = remaining / len;
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
      break;
    }
  }
  return out;
}

/**
 * The polyline up to the point at parameter t of segment segmentIndex (both clamped); the cut point is
 * appended unless it coincides (within EPSILON) with the last kept vertex.
 */
export function cutPath(points: Vec[], segmentIndex: number, t: number): Vec[] {
  const n = points.length;
  if (n === 0) return [];
  if (n === 1) return [{ x: points[0]!.x, y: points[0]!.y }];
  const i = Math.min(Math.max(Math.floor(segmentIndex), 0), n - 2);
  const tt = Math.min(Math.max(t, 0), 1);
  const out = packedMap(points.slice(0, i + 1), (p) => ({ x: p.x, y: p.y }));
  const a = points[i]!;
  const b = points[i + 1]!;
  const cut = { x: a.x + (b.x - a.x) * tt, y: a.y + (b.y - a.y) * tt };
  if (distance(cut, out[out.length - 1]!) > EPSILON) out.push(cut);
  return out;
}
