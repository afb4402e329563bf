import { Container, Graphics, type Text } from 'pixi.js';
import { baseOf, type Creature, type GameState, type Vec } from '@signum/shared';
import { COLOR } from './palette';
import { losVerdict, type TargetProbe } from './los-verdict';
import { hudText } from './world-text';

/**
 * Line of sight from the selected creature to the one under the pointer: green or red and its words as
 * `losVerdict` says (the engine's sight within range, or its verdict on the target being chosen), with the
 * edge-to-edge distance and its band ("in contact" when the bases touch) at its middle.
 */
export class LosOverlay {
  readonly world = new Container();
  readonly hud = new Container();
  private readonly g = new Graphics();
  private readonly label: Text = hudText(13);
  private shown = '';

  constructor() {
    this.world.addChild(this.g);
    this.hud.addChild(this.label);
    this.clear();
  }

  /** Hide the line. */
  clear(): void {
    this.g.clear();
    this.label.visible = false;
    this.shown = '';
  }

  /** Draw the line from a to b; `toScreen` places the label; `pxPerMm` keeps the width constant on screen. */
  show(s: GameState, a: Creature, b: Creature, toScreen: (p: Vec) => Vec, pxPerMm: number, probe?: TargetProbe): void {
    const A = baseOf(a);
    const B = baseOf(b);
    const mid = { x: (A.c.x + B.c.x) / 2, y: (A.c.y + B.c.y) / 2 };
    const at = toScreen(mid);
    this.label.position.set(at.x + 10, at.y - 8);
    const key = `${a.id}>${b.id}@${A.c.x},${A.c.y},${B.c.x},${B.c.y}|${pxPerMm}|${probe ? JSON.stringify(probe) : ''}`;
    if (key === this.shown) return;
    this.shown = key;
    const live = s.creatures[a.id];
    const target = s.creatures[b.id];
    const verdict = live && target ? losVerdict(s, live, target, probe) : { clear: false, text: 'no line of sight' };
    const clear = verdict.clear;
    const color = clear ? COLOR.ok : COLOR.danger;
    const px = 1 / pxPerMm;
    const d = Math.hypot(B.c.x - A.c.x, B.c.y - A.c.y) || 1;
    const ux = (B.c.x - A.c.x) / d;
    const uy = (B.c.y - A.c.y) / d;
    this.g
      .clear()
      .moveTo(A.c.x + ux * A.r, A.c.y + uy * A.r)
      .lineTo(B.c.x - ux * B.r, B.c.y - uy * B.r)
      .stroke({ width: 2.5 * px, color, alpha: 0.95 })
      .circle(B.c.x, B.c.y, B.r + 2)
      .stroke({ width: 2 * px, color, alpha: 0.9 });
    this.label.text = verdict.text;
    this.label.style.fill = clear ? COLOR.ink : 0xff8a80;
    this.label.visible = true;
  }
}
