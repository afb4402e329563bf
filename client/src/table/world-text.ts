import { Container, Text, type TextStyleOptions } from 'pixi.js';

/**
 * Texture pixels per mm for text inside the world. Text is sized in field millimetres and
 * rasterised at the camera's scale (× device pixels), rounded up to a power of two so that zooming
 * re-rasterises only when a step is crossed; shared by every battlefield on the page (one at a time in practice).
 */
let resolution = 2;
/** The label that marks world text (HUD text keeps its own resolution). */
const WORLD = 'world-text';

/**
 * Use `next` for new world text and re-rasterise the existing text under `root`; returns false
 * (and does nothing) when the step did not change.
 */
export function retuneWorldText(root: Container, next: number): boolean {
  if (next === resolution) return false;
  resolution = next;
  const walk = (c: Container) => {
    if (c instanceof Text && c.label === WORLD) c.resolution = next;
    for (const child of c.children) walk(child);
  };
  walk(root);
  return true;
}


/** The texture pixels per mm world text is drawn at now (a cached base uses the same, table/creature-layer.ts). */
export function worldResolution(): number {
  return resolution;
}

/** A text label sized in field millimetres, centred on its position by default. */
export function worldText(text: string, sizeMm: number, style: TextStyleOptions = {}, anchor: [number, number] = [0.5, 0.5]): Text {
  const t = new Text({
    text,
    resolution,
    label: WORLD,
    style: { fontFamily: 'system-ui, sans-serif', fill: 0xe8e4d8, ...style, fontSize: sizeMm },
  });
  t.anchor.set(anchor[0], anchor[1]);
  return t;
}

/** The reader's text size against the usual 16 px (the browser's font size setting): canvas labels follow it as the page's text does. */
function textScale(): number {
  const root = globalThis.document?.documentElement;
  const px = root ? parseFloat(getComputedStyle(root).fontSize) : 16;
  return Number.isFinite(px) && px > 0 ? px / 16 : 1;
}

/** A label on the screen-space overlay (`size` CSS px at the usual 16 px text), with a dark outline so it reads on any terrain. */
export function hudText(size = 13, fill = 0xe8e4d8): Text {
  const t = new Text({
    text: '',
    style: { fontFamily: 'system-ui, sans-serif', fontSize: size * textScale(), fill, fontWeight: '600', stroke: { color: 0x0b0c0f, width: 3 } },
  });
  t.resolution = Math.max(1, globalThis.devicePixelRatio ?? 1);
  return t;
}
