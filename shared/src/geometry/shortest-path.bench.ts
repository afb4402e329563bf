/**
 * Micro-benchmark for shortestPathToCircle: `npx tsx shared/src/geometry/shortest-path.bench.ts`.
 * 200 boards on the 600 × 600 field, each with 14 bases (32–80 mm) and 4 obstacle polygons (rectangles and
 * ellipses, turned), a 40 mm disc walking from a free spot to touch a free goal base; placements come from a
 * fixed low-discrepancy sequence, so every run measures the same boards. Prints, for the grazing-legs-only
 * graph (the default) and for the every-pair graph side by side, the mean and worst ms per call split by whether
 * a path was found, and the largest difference between the two path lengths.
 */
import { circleGap, circleOverlapsPolygon } from './distance';
import { FIELD_SIZE, BASE_DIAMETERS } from './field';
import { ellipsePolygon, rectanglePolygon, type Circle, type Polygon } from './shapes';
import { pathLength } from './path';
import { shortestPathToCircle } from './shortest-path';
import { vec } from './vec';

/** The fractional parts of k·(√5 − 1)/2, k·(√2 − 1), …: evenly spread and the same on every run. */
function sequence(): () => number {
  let k = 0;
  return () => {
    k += 1;
    return (k * 0.6180339887498949 + Math.floor(k / 7) * 0.4142135623730951) % 1;
  };
}

function board(next: () => number): { polygons: Polygon[]; circles: Circle[]; start: Circle; goal: Circle } {
  const polygons: Polygon[] = [];
  for (let i = 0; i < 4; i++) {
    const at = vec(80 + next() * 440, 80 + next() * 440);
    polygons.push(i % 2 ? ellipsePolygon(at, 30 + next() * 40, 20 + next() * 30, 16, next() * Math.PI) : rectanglePolygon(at, 40 + next() * 80, 20 + next() * 40, next() * Math.PI));
  }
  const circles: Circle[] = [];
  const free = (r: number): Circle => {
    for (;;) {
      const c: Circle = { c: vec(r + next() * (FIELD_SIZE - 2 * r), r + next() * (FIELD_SIZE - 2 * r)), r };
      if (circles.every((o) => circleGap(c, o) > 0) && polygons.every((p) => !circleOverlapsPolygon(c, p))) return c;
    }
  };
  for (let i = 0; i < 14; i++) circles.push(free(BASE_DIAMETERS[Math.floor(next() * BASE_DIAMETERS.length)]! / 2));
  const start = free(20);
  circles.push(start);
  const goal = free(20);
  circles.pop();
  return { polygons, circles, start, goal };
}

function main(): void {
  const next = sequence();
  const boards = Array.from({ length: 200 }, () => board(next));
  const bounds = { minX: 20, minY: 20, maxX: 580, maxY: 580 };
  const lengths = new Map<boolean, (number | undefined)[]>();
  for (const tangentOnly of [false, true]) {
    const found: number[] = [];
    const none: number[] = [];
    const got: (number | undefined)[] = [];
    for (let round = 0; round < 2; round++) {
      found.length = 0;
      none.length = 0;
      got.length = 0;
      for (const b of boards) {
        const t0 = performance.now();
        const path = shortestPathToCircle(b.start.c, b.start.r, { c: b.goal.c, r: b.start.r + b.goal.r + 1 }, b, { bounds, tangentOnly });
        (path ? found : none).push(performance.now() - t0);
        got.push(path && pathLength(path));
      }
    }
    lengths.set(tangentOnly, got);
    const label = tangentOnly ? 'grazing legs only' : 'every pair       ';
    const line = (what: string, ms: number[]) =>
      `${what} ${ms.length} calls, mean ${(ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length)).toFixed(3)} ms, worst ${Math.max(0, ...ms).toFixed(3)} ms`;
    console.log(`${label}: ${line('path found', found)}; ${line('no path', none)}`);
  }
  const all = lengths.get(false)!;
  const pruned = lengths.get(true)!;
  const disagree = all.filter((l, i) => (l === undefined) !== (pruned[i] === undefined)).length;
  const worst = Math.max(0, ...all.map((l, i) => (l !== undefined && pruned[i] !== undefined ? pruned[i]! - l : 0)));
  console.log(`found/not found differ on ${disagree} boards; grazing-only path longer by at most ${worst.toFixed(4)} mm`);
}

main();
