/** A creature's base on the screen (CSS px) and the size of its name plate. */
export interface LabelRequest {
  id: string;
  x: number;
  y: number;
  /** The base's radius on the screen. */
  r: number;
  w: number;
  h: number;
}

/** Where a plate goes: its top-left corner (CSS px). */
export interface PlacedLabel {
  id: string;
  left: number;
  top: number;
  w: number;
  h: number;
}

/** A rectangle in CSS px. */
export interface Box {
  left: number;
  top: number;
  w: number;
  h: number;
}

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.w && b.left < a.left + a.w && a.top < b.top + b.h && b.top < a.top + a.h;
}

/** How much two boxes overlap (px²). */
function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.left + a.w, b.left + b.w) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.h, b.top + b.h) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The spots tried for a plate, best first: under the base, over it, then beside it, then further out. */
function candidates(q: LabelRequest): Box[] {
  const gap = 1;
  const below = q.y + q.r + gap;
  const above = q.y - q.r - gap - q.h;
  const centreX = q.x - q.w / 2;
  const middleY = q.y - q.h / 2;
  return [
    { left: centreX, top: below, w: q.w, h: q.h },
    { left: centreX, top: above, w: q.w, h: q.h },
    { left: q.x + q.r + gap, top: middleY, w: q.w, h: q.h },
    { left: q.x - q.r - gap - q.w, top: middleY, w: q.w, h: q.h },
    { left: q.x + q.r * 0.7, top: below, w: q.w, h: q.h },
    { left: q.x - q.r * 0.7 - q.w, top: below, w: q.w, h: q.h },
    { left: q.x + q.r * 0.7, top: above, w: q.w, h: q.h },
    { left: q.x - q.r * 0.7 - q.w, top: above, w: q.w, h: q.h },
    { left: centreX, top: below + q.h, w: q.w, h: q.h },
    { left: centreX, top: above - q.h, w: q.w, h: q.h },
  ];
}

/**
 * Name plates for bases on the screen, placed so that no two overlap each other and none covers
 * another base where a free spot exists: each plate (top of the screen first) takes the first of
 * its candidate spots that is free, else the one with the least overlap.
 */
export function layoutLabels(requests: readonly LabelRequest[]): PlacedLabel[] {
  const placed: Box[] = [];
  const bases: Box[] = requests.map((q) => ({ left: q.x - q.r, top: q.y - q.r, w: 2 * q.r, h: 2 * q.r }));
  const order = requests.map((q, i) => i).sort((a, b) => requests[a]!.y - requests[b]!.y || requests[a]!.x - requests[b]!.x);
  const out: PlacedLabel[] = new Array(requests.length);
  for (const i of order) {
    const q = requests[i]!;
    let best: Box | null = null;
    let bestCost = Infinity;
    for (const c of candidates(q)) {
      // Another plate in the way is far worse than covering a bit of another base.
      let cost = 0;
      for (const p of placed) cost += overlapArea(c, p) * 100;
      bases.forEach((b, j) => {
        if (j !== i) cost += overlapArea(c, b);
      });
      if (cost < bestCost) {
        best = c;
        bestCost = cost;
        if (cost === 0) break;
      }
    }
    placed.push(best!);
    out[i] = { id: q.id, ...best! };
  }
  return out;
}
