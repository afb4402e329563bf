import { Container, Graphics } from 'pixi.js';
import type { Vec } from '@signum/shared';
import { COLOR } from './palette';

/**
 * The keyboard's crosshair (field-keys.ts): where Space or Enter will add a waypoint or place, drawn
 * on the screen layer while the arrows drive it (the mouse pointer shows itself).
 */
export class CrosshairOverlay {
  readonly hud = new Container();
  private readonly g = new Graphics();

  constructor() {
    this.hud.addChild(this.g);
  }

  clear(): void {
    this.g.clear();
  }

  /** A ring with four ticks around `at` (canvas px), dark-edged so it reads on any terrain. */
  show(at: Vec): void {
    const r = 9;
    const tick = 7;
    this.g.clear();
    for (const [width, color] of [[4, COLOR.shadow], [2, COLOR.accent]] as const) {
      this.g.circle(at.x, at.y, r)
        .moveTo(at.x - r - tick, at.y).lineTo(at.x - r + 3, at.y)
        .moveTo(at.x + r - 3, at.y).lineTo(at.x + r + tick, at.y)
        .moveTo(at.x, at.y - r - tick).lineTo(at.x, at.y - r + 3)
        .moveTo(at.x, at.y + r - 3).lineTo(at.x, at.y + r + tick)
        .stroke({ width, color });
    }
  }
}
