/**
 * Micro-benchmark for lineOfSight: `npx tsx shared/src/geometry/sight.bench.ts`.
 * Boards of 16 blocker circles (bases of 32–80 mm) and 6 polygons (8–16 vertices, some concave) on the
 * 600 × 600 field; queries between two further bases placed where they overlap nothing. Prints mean µs per
 * call overall and for clear / blocked answers.
 */
import { circleGap, circleOverlapsPolygon } from './distance';
import { FIELD_SIZE, BASE_DIAMETERS } from './field';
import { ellipsePolygon, rectanglePolygon, rotatePolygon, type Circle, type Polygon } from './shapes';
import { lineOfSight, type SightBlockers } from './sight';
import { vec } from './vec';

/** Deterministic linear congruential generator (Numerical Recipes constants). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** An L-shaped (concave) 8-vertex polygon centred near (x, y). */
function lShape(x: number, y: number, size: number, rot: number): Polygon {
  const s = size;
  const t = size * 0.3;
  const p = [vec(0, 0), vec(s, 0), vec(s, t), vec(t, t), vec(t, s), vec(0, s), vec(0, s / 2), vec(0, s / 4)];
  return rotatePolygon(
    p.map((v) => vec(v.x + x - s / 2, v.y + y - s / 2)),
    vec(x, y),
    rot,
  );
}

/** A random base that overlaps none of the given circles or polygons and lies inside the field. */
function freeBase(rnd: () => number, circles: Circle[], polygons: Polygon[]): Circle {
  for (;;) {
    const r = BASE_DIAMETERS[Math.floor(rnd() * BASE_DIAMETERS.length)]! / 2;
    const c: Circle = { c: vec(r + rnd() * (FIELD_SIZE - 2 * r), r + rnd() * (FIELD_SIZE - 2 * r)), r };
    if (circles.every((o) => circleGap(c, o) > 0) && polygons.every((p) => !circleOverlapsPolygon(c, p))) return c;
  }
}

/** A board of 6 obstacle polygons and 16 bases. */
function board(seed: number): SightBlockers {
  const rnd = lcg(seed);
  const polygons: Polygon[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 80 + rnd() * 440;
    const y = 80 + rnd() * 440;
    const kind = i % 3;
    if (kind === 0) polygons.push(ellipsePolygon(vec(x, y), 30 + rnd() * 40, 20 + rnd() * 30, 12 + Math.floor(rnd() * 5), rnd() * Math.PI));
    else if (kind === 1) polygons.push(lShape(x, y, 60 + rnd() * 40, rnd() * Math.PI));
    else polygons.push(rectanglePolygon(vec(x, y), 60 + rnd() * 80, 10 + rnd() * 10, rnd() * Math.PI));
  }
  const circles: Circle[] = [];
  while (circles.length < 16) circles.push(freeBase(rnd, circles, polygons));
  return { circles, polygons };
}

const BOARDS = 20;
const QUERIES = 200;
const cases: { from: Circle; to: Circle; blockers: SightBlockers }[] = [];
for (let b = 0; b < BOARDS; b++) {
  const blockers = board(1000 + b);
  const rnd = lcg(77 + b);
  for (let q = 0; q < QUERIES; q++) {
    const from = freeBase(rnd, blockers.circles, blockers.polygons);
    const to = freeBase(rnd, [...blockers.circles, from], blockers.polygons);
    cases.push({ from, to, blockers });
  }
}

const clearFlags = cases.map((c) => lineOfSight(c.from, c.to, c.blockers).clear);
// Warm up the JIT, then time whole passes and each case separately.
for (let i = 0; i < 5; i++) for (const c of cases) lineOfSight(c.from, c.to, c.blockers);
const PASSES = 20;
const perCase = new Float64Array(cases.length);
const t0 = performance.now();
for (let pass = 0; pass < PASSES; pass++) {
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i]!;
    const s = performance.now();
    lineOfSight(c.from, c.to, c.blockers);
    perCase[i]! += performance.now() - s;
  }
}
const totalMs = performance.now() - t0;
let clearSum = 0;
let clearN = 0;
let blockedSum = 0;
let blockedN = 0;
let worst = 0;
for (let i = 0; i < cases.length; i++) {
  const us = (perCase[i]! / PASSES) * 1000;
  worst = Math.max(worst, us);
  if (clearFlags[i]) {
    clearSum += us;
    clearN++;
  } else {
    blockedSum += us;
    blockedN++;
  }
}
const fmt = (x: number): string => x.toFixed(2);
console.log(`lineOfSight: ${cases.length} cases (${clearN} clear, ${blockedN} blocked), 16 circles + 6 polygons per board`);
console.log(`  mean ${fmt((totalMs * 1000) / (PASSES * cases.length))} µs/call (incl. timer overhead)`);
console.log(`  clear ${fmt(clearSum / clearN)} µs, blocked ${fmt(blockedSum / blockedN)} µs, slowest case ${fmt(worst)} µs`);
