import { DISTANCE, FIELD_SIZE, pointInPolygon, pointPolygonBoundaryDistance, segmentsIntersect, type Polygon, type Vec } from '../geometry';
import type { TemplateShape } from '../cards/schema';
import type { GameState, Seat } from '../state/types';
import { allCreatures, areEnemies, baseOf } from '../queries/creatures';
import { templatePolygon } from '../rules/terrain';

/**
 * Where a terrain template can go, decided from the placement rules (rulebook: Terrain,
 * docs/rules-decisions.md #58) instead of by sampling. For one rotation, the template's centre must
 * lie in a rectangle R (the template on the field) and outside a few convex obstacles: for each base,
 * each edge and each other terrain piece, the set of centres that would bring the template nearer
 * than the rule's distance — K ⊕ disc(ρ), with K the Minkowski sum of that thing and the mirrored
 * template. The free set F = R minus the obstacles' interiors is closed and bounded; if it is not
 * empty, its lowest point (least y, then least x) is a corner of R or a crossing of two boundaries
 * (of R or of two obstacles): the outside of one convex obstacle alone has no lowest point. So
 * trying the corners and every crossing decides the question exactly. Each obstacle is widened by
 * MARGIN, so a spot found keeps clear of float round-off (a free set thinner than MARGIN is missed).
 */

/** How far (mm) a found spot keeps clear of every limit, so the engine's own check accepts it. */
const MARGIN = 1e-6;

/** The template's turns the table offers (15° steps); a template turned by 180° is itself again. */
export const TERRAIN_ROTATIONS: readonly number[] = Array.from({ length: 12 }, (_, i) => i * 15);

/** Centres within ρ of the convex polygon K are refused (K may be a single point). */
interface Obstacle {
  k: Polygon;
  rho: number;
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

/** A piece of an obstacle's boundary, or of a superset of it (a full circle where the boundary has an arc). */
type Piece = { kind: 'seg'; a: Vec; b: Vec; owner: number } | { kind: 'circle'; c: Vec; r: number; owner: number };

/** The convex hull of points (Andrew's monotone chain), counter-clockwise in y-down terms, no repeats. */
function hull(points: Vec[]): Vec[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const cross = (o: Vec, a: Vec, b: Vec) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Vec[] = [];
  for (const v of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, v) <= 0) lower.pop();
    lower.push(v);
  }
  const upper: Vec[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const v = p[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, v) <= 0) upper.pop();
    upper.push(v);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The Minkowski sum of two point sets' hulls (every pairwise sum, hulled). */
function minkowski(a: readonly Vec[], b: readonly Vec[]): Vec[] {
  const out: Vec[] = [];
  for (const p of a) for (const q of b) out.push({ x: p.x + q.x, y: p.y + q.y });
  return hull(out);
}

function obstacle(k: Polygon, rho: number): Obstacle {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const v of k) {
    minX = Math.min(minX, v.x);
    minY = Math.min(minY, v.y);
    maxX = Math.max(maxX, v.x);
    maxY = Math.max(maxY, v.y);
  }
  return { k, rho, box: { minX: minX - rho, minY: minY - rho, maxX: maxX + rho, maxY: maxY + rho } };
}

/** Distance from p to the filled convex polygon k (0 inside). */
function distanceTo(p: Vec, k: Polygon): number {
  if (k.length === 1) return Math.hypot(p.x - k[0]!.x, p.y - k[0]!.y);
  if (k.length >= 3 && pointInPolygon(p, k)) return 0;
  return pointPolygonBoundaryDistance(p, k);
}

/** The boundary pieces of one obstacle: each edge of K moved out by ρ, and a circle of radius ρ at each vertex (its arcs). */
function piecesOf(o: Obstacle, owner: number): Piece[] {
  const out: Piece[] = o.k.map((c): Piece => ({ kind: 'circle', c, r: o.rho, owner }));
  const n = o.k.length;
  const mid = { x: o.k.reduce((t, v) => t + v.x, 0) / n, y: o.k.reduce((t, v) => t + v.y, 0) / n };
  for (let i = 0; i < n && n > 1; i++) {
    const a = o.k[i]!;
    const b = o.k[(i + 1) % n]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    let nx = ((b.y - a.y) / len) * o.rho;
    let ny = (-(b.x - a.x) / len) * o.rho;
    // Outwards: away from K's middle (K is convex, so its middle is inside).
    if ((a.x - mid.x) * nx + (a.y - mid.y) * ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    out.push({ kind: 'seg', a: { x: a.x + nx, y: a.y + ny }, b: { x: b.x + nx, y: b.y + ny }, owner });
  }
  return out;
}

function pieceBox(p: Piece): { minX: number; maxX: number; minY: number; maxY: number } {
  if (p.kind === 'circle') return { minX: p.c.x - p.r, maxX: p.c.x + p.r, minY: p.c.y - p.r, maxY: p.c.y + p.r };
  return { minX: Math.min(p.a.x, p.b.x), maxX: Math.max(p.a.x, p.b.x), minY: Math.min(p.a.y, p.b.y), maxY: Math.max(p.a.y, p.b.y) };
}

/** Where segment ab meets circle (c, r). */
function segmentCircle(a: Vec, b: Vec, c: Vec, r: number): Vec[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - c.x;
  const fy = a.y - c.y;
  const qa = dx * dx + dy * dy;
  const qb = 2 * (fx * dx + fy * dy);
  const qc = fx * fx + fy * fy - r * r;
  const disc = qb * qb - 4 * qa * qc;
  if (qa === 0 || disc < 0) return [];
  const root = Math.sqrt(disc);
  const out: Vec[] = [];
  for (const t of [(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)]) if (t >= 0 && t <= 1) out.push({ x: a.x + dx * t, y: a.y + dy * t });
  return out;
}

/** Where two circles cross. */
function circleCircle(c1: Vec, r1: number, c2: Vec, r2: number): Vec[] {
  const dx = c2.x - c1.x;
  const dy = c2.y - c1.y;
  const d = Math.hypot(dx, dy);
  if (d === 0 || d > r1 + r2 || d < Math.abs(r1 - r2)) return [];
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r1 * r1 - a * a));
  const mx = c1.x + (a * dx) / d;
  const my = c1.y + (a * dy) / d;
  return [{ x: mx + (h * -dy) / d, y: my + (h * dx) / d }, { x: mx - (h * -dy) / d, y: my - (h * dx) / d }];
}

function crossings(p: Piece, q: Piece): Vec[] {
  if (p.kind === 'seg' && q.kind === 'seg') {
    const x = segmentsIntersect(p.a, p.b, q.a, q.b);
    return x ? [x] : [];
  }
  if (p.kind === 'circle' && q.kind === 'circle') return circleCircle(p.c, p.r, q.c, q.r);
  const [s, c] = p.kind === 'seg' ? [p, q as Extract<Piece, { kind: 'circle' }>] : [q as Extract<Piece, { kind: 'seg' }>, p];
  return segmentCircle(s.a, s.b, c.c, c.r);
}

/** The obstacles for `seat` laying a template turned so: bases, edges (own S, enemies' M) and terrain (S). */
function obstaclesFor(s: GameState, seat: Seat, template: Polygon): Obstacle[] {
  const mirrored = template.map((v) => ({ x: -v.x, y: -v.y }));
  const out: Obstacle[] = [];
  for (const c of allCreatures(s)) {
    const b = baseOf(c);
    out.push(obstacle(mirrored.map((v) => ({ x: v.x + b.c.x, y: v.y + b.c.y })), b.r + 3 + MARGIN));
  }
  const own = s.players[seat]!.edge;
  out.push(obstacle(minkowski([own.a, own.b], mirrored), DISTANCE.S + MARGIN));
  for (const o of Object.values(s.players)) {
    if (!o || o.eliminated || !areEnemies(s, seat, o.seat)) continue;
    out.push(obstacle(minkowski([o.edge.a, o.edge.b], mirrored), DISTANCE.M + MARGIN));
  }
  for (const t of s.terrain) out.push(obstacle(minkowski(t.polygon, mirrored), DISTANCE.S + MARGIN));
  return out;
}

/**
 * A centre at which `shape` turned by `rotation` keeps every placement distance, or null when there
 * is none (exact, up to MARGIN): the first free corner or crossing.
 */
export function terrainSpotAt(s: GameState, seat: Seat, shape: TemplateShape, rotation: number): Vec | null {
  const template = templatePolygon(shape, { x: 0, y: 0 }, rotation);
  // R: the template on the field, narrowed by MARGIN.
  const lo = { x: -Math.min(...template.map((v) => v.x)) + MARGIN, y: -Math.min(...template.map((v) => v.y)) + MARGIN };
  const hi = { x: FIELD_SIZE - Math.max(...template.map((v) => v.x)) - MARGIN, y: FIELD_SIZE - Math.max(...template.map((v) => v.y)) - MARGIN };
  if (lo.x > hi.x || lo.y > hi.y) return null;
  const obstacles = obstaclesFor(s, seat, template);
  // Round-off of a crossing lies far inside MARGIN: a point on an obstacle's boundary counts as free.
  const blocks = (o: Obstacle, p: Vec) => p.x >= o.box.minX && p.x <= o.box.maxX && p.y >= o.box.minY && p.y <= o.box.maxY && distanceTo(p, o.k) < o.rho - MARGIN / 4;
  let blocker: Obstacle | null = null; // neighbouring crossings are mostly refused by the same obstacle: it is asked first
  const free = (p: Vec): boolean => {
    if (p.x < lo.x - MARGIN / 4 || p.x > hi.x + MARGIN / 4 || p.y < lo.y - MARGIN / 4 || p.y > hi.y + MARGIN / 4) return false;
    if (blocker && blocks(blocker, p)) return false;
    for (const o of obstacles) {
      if (o !== blocker && blocks(o, p)) {
        blocker = o;
        return false;
      }
    }
    return true;
  };
  const corners = [lo, { x: hi.x, y: lo.y }, { x: lo.x, y: hi.y }, hi];
  for (const c of corners) if (free(c)) return c;
  // R's sides are pieces of an obstacle of their own (owner −1).
  const pieces: Piece[] = [
    { kind: 'seg', a: corners[0]!, b: corners[1]!, owner: -1 }, { kind: 'seg', a: corners[1]!, b: corners[3]!, owner: -1 },
    { kind: 'seg', a: corners[3]!, b: corners[2]!, owner: -1 }, { kind: 'seg', a: corners[2]!, b: corners[0]!, owner: -1 },
  ];
  obstacles.forEach((o, i) => pieces.push(...piecesOf(o, i)));
  // Sweep along x: only pieces whose boxes overlap can cross.
  const boxed = pieces.map((p) => ({ p, box: pieceBox(p) })).sort((a, b) => a.box.minX - b.box.minX);
  // F's lowest point is among the crossings when F is not empty; any free crossing proves it is not.
  for (let i = 0; i < boxed.length; i++) {
    const a = boxed[i]!;
    for (let j = i + 1; j < boxed.length && boxed[j]!.box.minX <= a.box.maxX; j++) {
      const b = boxed[j]!;
      if (a.p.owner === b.p.owner || b.box.minY > a.box.maxY || b.box.maxY < a.box.minY) continue;
      for (const x of crossings(a.p, b.p)) if (free(x)) return x;
    }
  }
  return null;
}

/** A place and turn for `shape` that the placement rules take, trying the table's turns in order; null when none. */
export function terrainSpot(s: GameState, seat: Seat, shape: TemplateShape): { at: Vec; rotation: number } | null {
  for (const rotation of TERRAIN_ROTATIONS) {
    const at = terrainSpotAt(s, seat, shape, rotation);
    if (at) return { at, rotation };
  }
  return null;
}
