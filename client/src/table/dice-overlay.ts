import { Container, Graphics } from 'pixi.js';
import type { Face, Vec } from '@signum/shared';
import { iconSprite } from './icon-textures';
import { ICON } from '../icons/icon-choice';
import { COLOR } from './palette';
import { worldText } from './world-text';

/** How long dice stay (ms) before they fade out over FADE_MS; they tumble for ROLL_MS first. */
export const DICE_MS = 3200;
const FADE_MS = 500;
const ROLL_MS = 420;
const DIE = 10;
const ORDER: Face[] = ['bullseye', 'axe', 'shield'];
const FACE_COLOR: Record<Face, number> = { bullseye: 0xb03a2e, axe: 0x5b3a12, shield: 0x1f4e8c };

/** One die around (0,0): its face's icon on ivory; a counted die is ringed in gold, the others greyed. */
function drawDie(face: Face, counted: boolean | undefined): Container {
  const d = new Container();
  const h = DIE / 2;
  const g = new Graphics().roundRect(-h, -h, DIE, DIE, 1.8).fill(counted === false ? 0x9c988e : 0xf3eee0).stroke({ width: counted ? 1.2 : 0.5, color: counted ? COLOR.accent : 0x222222 });
  d.addChild(g, iconSprite(ICON[face], DIE * 0.78, FACE_COLOR[face]));
  if (counted) d.addChild(new Graphics().circle(h - 0.6, -h + 0.6, 2.1).fill(COLOR.accent).stroke({ width: 0.4, color: 0x0b0c0f }));
  return d;
}

interface Shown {
  view: Container;
  age: number;
  dice: { holder: Container; face: Face; counted: boolean | undefined; settled: boolean }[];
}

/**
 * Dice rolled over the creature that rolled them (the table's dice display): each die tumbles
 * through the faces for a moment, then shows its face; the faces that counted for this roll are
 * ringed in gold and the rule that made them count is written above ("Shooting: only Bullseyes
 * hit"). Kept upright, faded after DICE_MS; `finish` settles and removes them at once.
 */
export class DiceOverlay {
  readonly container = new Container();
  private shown: Shown[] = [];

  constructor(private readonly animate = true) {}

  /** Show `faces` over field point `at` of a base of radius r; `counted[i]` marks die i (empty: unknown). */
  show(at: Vec, r: number, faces: readonly Face[], counted: readonly boolean[], label: string, upright: number): void {
    // A roll already shown over this creature moves up to make room.
    for (const s of this.shown) if (Math.hypot(s.view.position.x - at.x, s.view.position.y - at.y) < 1) s.view.y -= DIE + 9;
    const view = new Container();
    view.position.set(at.x, at.y);
    view.rotation = upright;
    const gap = 1.6;
    const width = faces.length * DIE + (faces.length - 1) * gap;
    const y = -r - 3 - DIE / 2;
    const text = worldText(label, 4.6, { fill: COLOR.ink, fontWeight: '700', stroke: { color: 0x0b0c0f, width: 0.9 } });
    text.y = y - DIE / 2 - 4.2;
    const backW = Math.max(width, text.width) + 4;
    const back = new Graphics().roundRect(-backW / 2, y - DIE / 2 - 8.5, backW, DIE + 10.5, 2).fill({ color: 0x0b0c0f, alpha: 0.72 });
    view.addChild(back, text);
    const dice: Shown['dice'] = faces.map((f, i) => {
      const holder = new Container();
      holder.position.set(-width / 2 + DIE / 2 + i * (DIE + gap), y);
      view.addChild(holder);
      return { holder, face: f, counted: counted[i], settled: false };
    });
    this.container.addChild(view);
    const s = { view, age: this.animate ? 0 : ROLL_MS, dice };
    this.draw(s);
    this.shown.push(s);
  }

  /** Age the dice by `ms`: tumble, settle, fade, remove; true when any were shown (the frame must be drawn). */
  tick(ms: number): boolean {
    if (this.shown.length === 0) return false;
    for (const s of this.shown) {
      s.age += ms;
      this.draw(s);
    }
    this.prune();
    return true;
  }

  /** Settle every die and clear the dice now. */
  finish(): void {
    for (const s of this.shown) s.age = DICE_MS + FADE_MS;
    this.prune();
  }

  private draw(s: Shown): void {
    s.view.alpha = s.age <= DICE_MS ? 1 : Math.max(0, 1 - (s.age - DICE_MS) / FADE_MS);
    s.dice.forEach((d, i) => {
      // Each die stops a little after the one before it, as dice thrown together do.
      const settled = s.age >= ROLL_MS + i * 60;
      if (settled && d.settled) return;
      const face = settled ? d.face : ORDER[(Math.floor(s.age / 70) + i) % 3]!;
      for (const c of d.holder.removeChildren()) c.destroy({ children: true });
      d.holder.addChild(drawDie(face, settled ? d.counted : undefined));
      d.holder.rotation = settled ? 0 : ((s.age / 70 + i) % 2) * 0.35 - 0.17;
      d.settled = settled;
    });
  }

  private prune(): void {
    for (const s of this.shown) if (s.age >= DICE_MS + FADE_MS) s.view.destroy({ children: true });
    this.shown = this.shown.filter((s) => s.age < DICE_MS + FADE_MS);
  }
}
