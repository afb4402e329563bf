import { FIELD_SIZE, type Vec } from '@signum/shared';

/** Quarter turns of the field on screen, clockwise: 0, 90, 180, 270 degrees. */
export type QuarterTurn = 0 | 1 | 2 | 3;

/**
 * Where the field is on the canvas: its centre at (cx, cy) CSS px, `scale` px per mm, turned
 * `turn` quarter turns clockwise about its centre. The Pixi world container is given exactly this
 * transform (position, scale, rotation, pivot at the field's centre), so pointer maths and drawing agree.
 */
export interface Camera {
  cx: number;
  cy: number;
  scale: number;
  turn: QuarterTurn;
}

const HALF = FIELD_SIZE / 2;
/** Zoom limits relative to the fitted scale: not smaller than half the fit, up to 8× closer. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 8;

/** cos and sin of a quarter turn, exact (no 6e-17 residues in tests and hit-testing). */
function quarter(turn: QuarterTurn): [number, number] {
  return ([[1, 0], [0, 1], [-1, 0], [0, -1]] as const)[turn] as [number, number];
}

/** The camera that shows the whole field centred in a w×h canvas with `margin` px around it. */
export function fitCamera(w: number, h: number, margin: number, turn: QuarterTurn = 0): Camera {
  const room = Math.max(1, Math.min(w, h) - 2 * margin);
  return { cx: w / 2, cy: h / 2, scale: room / FIELD_SIZE, turn };
}

/** A field point (mm) on the canvas (CSS px). */
export function fieldToScreen(cam: Camera, p: Vec): Vec {
  const [c, s] = quarter(cam.turn);
  const dx = p.x - HALF;
  const dy = p.y - HALF;
  return { x: cam.cx + cam.scale * (dx * c - dy * s), y: cam.cy + cam.scale * (dx * s + dy * c) };
}

/** The field point (mm) under a canvas point (CSS px): the inverse of fieldToScreen. */
export function screenToField(cam: Camera, q: Vec): Vec {
  const [c, s] = quarter(cam.turn);
  const dx = (q.x - cam.cx) / cam.scale;
  const dy = (q.y - cam.cy) / cam.scale;
  return { x: HALF + dx * c + dy * s, y: HALF - dx * s + dy * c };
}

/**
 * Zoom by `factor` keeping the field point under the canvas point `at` where it is; the scale is
 * held within [ZOOM_MIN, ZOOM_MAX] × `fitScale`.
 */
export function zoomAround(cam: Camera, at: Vec, factor: number, fitScale: number): Camera {
  const scale = Math.min(Math.max(cam.scale * factor, fitScale * ZOOM_MIN), fitScale * ZOOM_MAX);
  const k = scale / cam.scale;
  return { ...cam, scale, cx: at.x - (at.x - cam.cx) * k, cy: at.y - (at.y - cam.cy) * k };
}

/** Move the field by (dx, dy) CSS px. */
export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { ...cam, cx: cam.cx + dx, cy: cam.cy + dy };
}

/** Rotation of the world container in radians (Pixi turns clockwise on screen, as the maths above). */
export function turnRadians(turn: QuarterTurn): number {
  return (turn * Math.PI) / 2;
}

/**
 * The quarter turn that brings an edge (a seat's deployment side or corner stretch) to the bottom
 * of the screen: the one that points the vector from the field's centre to the edge's midpoint most
 * nearly downwards. A duel's north edge turns 180°; a stretch along the west side turns 270°.
 */
export function turnForEdge(edge: { a: Vec; b: Vec }): QuarterTurn {
  const mx = (edge.a.x + edge.b.x) / 2 - HALF;
  const my = (edge.a.y + edge.b.y) / 2 - HALF;
  let best: QuarterTurn = 0;
  let bestDown = -Infinity;
  for (const turn of [0, 1, 2, 3] as const) {
    const [c, s] = quarter(turn);
    const down = mx * s + my * c;
    if (down > bestDown + 1e-9) {
      best = turn;
      bestDown = down;
    }
  }
  return best;
}

/**
 * Texture pixels per mm for text drawn in the world: the camera's px per mm × device px per CSS px,
 * rounded up to a power of two (1..32), so text is re-rasterised only when a zoom step is crossed.
 */
export function textResolutionFor(pxPerMm: number, dpr: number): number {
  return Math.min(32, Math.max(1, 2 ** Math.ceil(Math.log2(Math.max(1e-3, pxPerMm * dpr)))));
}

/** Where a label of `width` px that wants to start at `x` starts so it stays on a screen `screenWidth` wide (4 px margin). */
export function keepLabelOnScreen(x: number, width: number, screenWidth: number): number {
  return Math.max(4, Math.min(x, screenWidth - width - 4));
}
