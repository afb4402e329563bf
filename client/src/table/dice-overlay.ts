import { Container, Graphics } from 'pixi.js';
import type { Vec } from '@signum/shared';
import { COLOR } from './palette';
import { worldText } from './world-text';

/** How long dice stay (ms) before they fade out over FADE_MS. */
export const DICE_MS = 2500;
const FADE_MS = 500;
const DIE = 9;

/** One die face in mm around (0,0): bullseye rings, an axe, or a shield. */
function drawFace(face: string): Graphics {
  const g = new Graphics();
  const h = DIE / 2;
  g.roundRect(-h, -h, DIE, DIE, 1.6).fill(0xf3eee0).stroke({ width: 0.5, color: 0x222222 });
  const ink = 0x1d1d1d;
  if (face === 'bullseye') {
    g.circle(0, 0, 3.1).stroke({ width: 0.8, color: 0xb03a2e }).circle(0, 0, 1.8).stroke({ width: 0.8, color: 0xb03a2e }).circle(0, 0, 0.7).fill(0xb03a2e);
  } else if (face === 'axe') {
    g.moveTo(-2.6, 3).lineTo(2.2, -2.4).stroke({ width: 0.9, color: 0x6b4a2b, cap: 'round' });
    g.moveTo(0.6, -3.6).quadraticCurveTo(3.8, -2.8, 3.4, 0.4).lineTo(1, -1.6).closePath().fill(ink);
  } else if (face === 'shield') {
    g.moveTo(-2.8, -3).lineTo(2.8, -3).lineTo(2.8, 0).quadraticCurveTo(2.4, 2.6, 0, 3.6).quadraticCurveTo(-2.4, 2.6, -2.8, 0).closePath().fill(0x2f5f9e);
  } else {
    g.circle(0, 0, 1).fill(ink);
  }
  return g;
}

/**
 * Dice faces shown briefly above a creature (the table's dice display): a row of small dice with a
 * label, kept upright, faded out after DICE_MS. `tick` advances them by the frame's elapsed time.
 */
export class DiceOverlay {
  readonly container = new Container();
  private shown: { view: Container; age: number }[] = [];

  /** Show `faces` over field point `at` of a base of radius r. */
  show(at: Vec, r: number, faces: readonly string[], label: string, upright: number): void {
    const view = new Container();
    view.position.set(at.x, at.y);
    view.rotation = upright;
    // A fifth larger than drawn: the dice must read at the fitted zoom.
    view.scale.set(1.2);
    const row = new Container();
    const gap = 1.4;
    const width = faces.length * DIE + (faces.length - 1) * gap;
    faces.forEach((f, i) => {
      const d = drawFace(f);
      d.position.set(-width / 2 + DIE / 2 + i * (DIE + gap), 0);
      row.addChild(d);
    });
    const back = new Graphics().roundRect(-width / 2 - 2, -DIE / 2 - 2, width + 4, DIE + 4, 2).fill({ color: 0x0b0c0f, alpha: 0.65 });
    row.y = (-r - 2) / 1.2 - DIE / 2 - 2;
    back.y = row.y;
    const text = worldText(label, 5, { fill: COLOR.ink, fontWeight: '700', stroke: { color: 0x0b0c0f, width: 0.9 } });
    text.y = row.y - DIE / 2 - 5;
    view.addChild(back, row, text);
    this.container.addChild(view);
    this.shown.push({ view, age: 0 });
  }

  /** Age the dice by `ms`, fading and removing the old ones; true when any were shown (the frame must be drawn). */
  tick(ms: number): boolean {
    if (this.shown.length === 0) return false;
    for (const d of this.shown) {
      d.age += ms;
      d.view.alpha = d.age <= DICE_MS ? 1 : Math.max(0, 1 - (d.age - DICE_MS) / FADE_MS);
    }
    const gone = this.shown.filter((d) => d.age >= DICE_MS + FADE_MS);
    for (const d of gone) d.view.destroy({ children: true });
    this.shown = this.shown.filter((d) => d.age < DICE_MS + FADE_MS);
    return true;
  }
}
