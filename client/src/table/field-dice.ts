import type { Face, Vec } from '@signum/shared';
import { h } from '../app/dom';
import { dieView } from '../dice/die-view';
import { overlaps } from './label-layout';

/** How long thrown dice stay (ms), fading out over the last FADE_MS. */
export const DICE_MS = 3200;
const FADE_MS = 500;

interface Throw {
  el: HTMLElement;
  /** Its size in CSS px, measured once (reading it every frame would force a layout each time). */
  w: number;
  h: number;
  at: Vec;
  r: number;
  age: number;
}

/**
 * Dice thrown over the creature that rolled them, in HTML above the name plates so they read at
 * any zoom: each die tumbles in (CSS, off under reduced motion) and shows its face, the ones that
 * counted ringed in gold, with the rule that made them count above ("Shooting: only Bullseyes hit").
 * Positioned from field millimetres by `place`; `finish` clears them.
 */
export class FieldDice {
  private readonly el: HTMLElement;
  private throws: Throw[] = [];

  constructor(host: HTMLElement) {
    this.el = h('div', { class: 'field-dice', 'aria-hidden': 'true' });
    host.append(this.el);
  }

  /** Throw `faces` over field point `at` (a base of radius r mm); `counted[i]` marks die i. */
  show(at: Vec, r: number, faces: readonly Face[], counted: readonly boolean[], label: string): void {
    const el = h('div', { class: 'throw' },
      h('div', { class: 'throw-rule', text: label }),
      h('div', { class: 'throw-dice' }, ...faces.map((f, i) => {
        const d = dieView(f, counted[i]);
        d.style.animationDelay = `${i * 60}ms`;
        return d;
      })));
    this.el.append(el);
    this.throws.push({ el, w: el.offsetWidth, h: el.offsetHeight, at, r, age: 0 });
  }

  /** Age the throws by `ms`, fading and removing old ones; true while any are shown. */
  tick(ms: number): boolean {
    if (this.throws.length === 0) return false;
    for (const t of this.throws) {
      t.age += ms;
      if (t.age > DICE_MS) t.el.style.opacity = String(Math.max(0, 1 - (t.age - DICE_MS) / FADE_MS));
    }
    for (const t of this.throws) if (t.age >= DICE_MS + FADE_MS) t.el.remove();
    this.throws = this.throws.filter((t) => t.age < DICE_MS + FADE_MS);
    return this.throws.length > 0;
  }

  /** Put each throw above its base (`toScreen`: field mm to CSS px), moved up while it would cover an earlier throw. */
  place(toScreen: (p: Vec) => Vec, pxPerMm: number): void {
    const placed: { left: number; top: number; w: number; h: number }[] = [];
    for (const t of this.throws) {
      const q = toScreen(t.at);
      const box = { left: q.x - t.w / 2, top: q.y - t.r * pxPerMm - 4 - t.h, w: t.w, h: t.h };
      while (placed.some((p) => overlaps(p, box))) box.top -= t.h + 2;
      placed.push(box);
      t.el.style.transform = `translate(${Math.round(box.left)}px, ${Math.round(box.top)}px)`;
    }
  }

  /** Clear every throw now. */
  finish(): void {
    for (const t of this.throws) t.el.remove();
    this.throws = [];
  }

  destroy(): void {
    this.el.remove();
  }
}
