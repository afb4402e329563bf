import { Sprite, Texture } from 'pixi.js';
import { ICON_PATHS } from '../icons/game-icons.gen';

/** Texture pixels of an icon: sharp up to ~4× zoom on a 32 mm base. */
const SIZE = 96;
const textures = new Map<string, Texture>();

/**
 * The icon as a white texture, drawn once from its SVG paths with Path2D (synchronously, no image
 * to load) and shared by every sprite; a sprite's tint colours it on both renderers.
 */
export function iconTexture(name: string): Texture {
  let t = textures.get(name);
  if (t) return t;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const g = canvas.getContext('2d')!;
  g.scale(SIZE / 512, SIZE / 512);
  g.fillStyle = '#ffffff';
  for (const d of ICON_PATHS[name] ?? []) g.fill(new Path2D(d));
  t = Texture.from(canvas);
  textures.set(name, t);
  return t;
}

/** An icon sprite `sizeMm` wide, centred, tinted `color`. */
export function iconSprite(name: string, sizeMm: number, color: number): Sprite {
  const s = new Sprite(iconTexture(name));
  s.anchor.set(0.5);
  s.width = sizeMm;
  s.height = sizeMm;
  s.tint = color;
  return s;
}
