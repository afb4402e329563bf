import { Container, Graphics } from 'pixi.js';
import type { Vec } from '@signum/shared';
import { COLOR } from './palette';
import { worldText } from './world-text';

/** One running effect: drawn from its age (ms), removed after `duration`. */
interface Effect {
  view: Container;
  age: number;
  duration: number;
  draw(t: number): void;
}

/** Ease out (fast start, gentle end). */
const easeOut = (t: number) => 1 - (1 - t) * (1 - t);

/**
 * Short animations in field millimetres that never hold up play: a clash where a melee lands, a
 * missile flying from shooter to target, a red flash and a floating "−2" where damage is taken.
 * `tick` advances them; `finish` ends them all (a click skips animations).
 */
export class EffectsLayer {
  readonly container = new Container();
  private effects: Effect[] = [];

  /** Two crossed strokes and a ring burst between two bases in contact. */
  clash(a: Vec, b: Vec): void {
    const g = new Graphics();
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    g.position.set(mid.x, mid.y);
    this.add(g, 520, (t) => {
      g.clear();
      const k = easeOut(t);
      const s = 5 + 9 * k;
      g.moveTo(-s, -s).lineTo(s, s).moveTo(s, -s).lineTo(-s, s).stroke({ width: 2.2 * (1 - t) + 0.4, color: 0xfff2c8, cap: 'round' });
      g.circle(0, 0, 4 + 16 * k).stroke({ width: 1.6 * (1 - t) + 0.2, color: COLOR.accent, alpha: 1 - t });
    });
  }

  /** A missile from `from` to `to`: an arrow (shooting), a spinning blade (throwing) or a bolt of light (magic). */
  missile(from: Vec, to: Vec, kind: string): void {
    const g = new Graphics();
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const len = Math.hypot(dx, dy) || 1;
    const magic = /magic/i.test(kind);
    const color = magic ? 0xb9a6ff : kind === 'throwing' ? 0xd9d2c0 : 0xf3e3b0;
    const duration = Math.min(650, 220 + len * 0.9);
    this.add(g, duration, (t) => {
      g.clear();
      const head = easeOut(t);
      const tail = Math.max(0, head - (magic ? 0.35 : 0.12));
      g.moveTo(from.x + dx * tail, from.y + dy * tail).lineTo(from.x + dx * head, from.y + dy * head)
        .stroke({ width: magic ? 2.6 : 1.3, color, alpha: t > 0.85 ? (1 - t) / 0.15 : 1, cap: 'round' });
      if (t > 0.8) g.circle(to.x, to.y, 3 + 10 * (t - 0.8) * 5).stroke({ width: 1, color, alpha: (1 - t) * 5 });
    });
  }

  /** A red flash on the base and "−n" floating up from it (screen-upright). */
  damage(at: Vec, r: number, amount: number, upright: number): void {
    const flash = new Graphics();
    flash.position.set(at.x, at.y);
    this.add(flash, 600, (t) => {
      flash.clear();
      flash.circle(0, 0, r + 1).fill({ color: COLOR.wound, alpha: 0.55 * (1 - t) });
    });
    const text = worldText(`−${amount}`, Math.max(9, r * 0.8), { fill: 0xff5a4a, fontWeight: '900', stroke: { color: 0x0b0c0f, width: 2 } });
    const holder = new Container();
    holder.position.set(at.x, at.y);
    holder.rotation = upright;
    holder.addChild(text);
    this.add(holder, 1100, (t) => {
      text.y = -r * 0.3 - 14 * easeOut(t);
      text.alpha = t < 0.7 ? 1 : (1 - t) / 0.3;
    });
  }

  /** Advance by `ms`; true when anything was drawn (the frame must be rendered). */
  tick(ms: number): boolean {
    if (this.effects.length === 0) return false;
    for (const e of this.effects) {
      e.age += ms;
      e.draw(Math.min(1, e.age / e.duration));
    }
    this.prune();
    return true;
  }

  /** Whether anything is playing. */
  get busy(): boolean {
    return this.effects.length > 0;
  }

  /** End every effect now. */
  finish(): void {
    for (const e of this.effects) e.age = e.duration;
    this.prune();
  }

  private add(view: Container, duration: number, draw: (t: number) => void): void {
    this.container.addChild(view);
    const e = { view, age: 0, duration, draw };
    draw(0);
    this.effects.push(e);
  }

  private prune(): void {
    for (const e of this.effects) if (e.age >= e.duration) e.view.destroy({ children: true });
    this.effects = this.effects.filter((e) => e.age < e.duration);
  }
}
