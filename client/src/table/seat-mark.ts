import type { Graphics } from 'pixi.js';
import type { Seat } from '@signum/shared';

/**
 * Each seat's shape, so seats differ by more than colour (colour-blind players, grey screenshots):
 * drawn on every base of the seat, on its name plate, on its edge and beside its name in the panels.
 */
export const SEAT_MARK: Record<Seat, { shape: 'circle' | 'triangle' | 'square' | 'diamond'; glyph: string; name: string }> = {
  p1: { shape: 'circle', glyph: '●', name: 'circle' },
  p2: { shape: 'triangle', glyph: '▲', name: 'triangle' },
  p3: { shape: 'square', glyph: '■', name: 'square' },
  p4: { shape: 'diamond', glyph: '◆', name: 'diamond' },
};

/** Draw a seat's shape of half-size `s` at (x, y) into `g` (filled `color`, outlined dark). */
export function drawSeatMark(g: Graphics, seat: Seat, x: number, y: number, s: number, color: number): void {
  switch (SEAT_MARK[seat].shape) {
    case 'circle':
      g.circle(x, y, s);
      break;
    case 'triangle':
      g.poly([x, y - s * 1.15, x + s * 1.1, y + s * 0.8, x - s * 1.1, y + s * 0.8]);
      break;
    case 'square':
      g.rect(x - s * 0.9, y - s * 0.9, s * 1.8, s * 1.8);
      break;
    case 'diamond':
      g.poly([x, y - s * 1.2, x + s * 1.1, y, x, y + s * 1.2, x - s * 1.1, y]);
      break;
  }
  g.fill(color).stroke({ width: s * 0.3, color: 0x0b0c0f });
}
