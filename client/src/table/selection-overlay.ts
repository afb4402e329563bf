import { Container, Graphics } from 'pixi.js';
import { baseOf, DISTANCE, type Creature, type RangeBand } from '@signum/shared';
import { COLOR } from './palette';
import { worldText } from './world-text';

const BANDS: RangeBand[] = ['S', 'M', 'L', 'XL'];

/**
 * The selected creature's highlight and its range rings S / M / L / XL, each at base radius + the
 * band's distance (ranges run edge to edge), labelled where the ring crosses the screen's top;
 * and the candidates of a target choice ringed in gold. Redrawn only when asked (selection, mode
 * or snapshot change), not per frame.
 */
export class SelectionOverlay {
  readonly container = new Container();

  /** Draw the selection (or nothing) and the candidate rings. `upright` is the screen turn undone. */
  show(selected: Creature | null, candidates: readonly Creature[], upright: number): void {
    for (const child of this.container.removeChildren()) child.destroy({ children: true });
    const g = new Graphics();
    this.container.addChild(g);
    for (const c of candidates) {
      const b = baseOf(c);
      g.circle(b.c.x, b.c.y, b.r + 2.5).stroke({ width: 2.2, color: COLOR.accent, alpha: 0.95 });
    }
    if (!selected) return;
    const b = baseOf(selected);
    g.circle(b.c.x, b.c.y, b.r + 2).stroke({ width: 2.5, color: 0xffffff, alpha: 0.9 });
    BANDS.forEach((band, i) => {
      const ring = b.r + DISTANCE[band];
      g.circle(b.c.x, b.c.y, ring).stroke({ width: 1, color: COLOR.ink, alpha: 0.42 - i * 0.06 });
      // The label sits on the ring towards the top of the screen, whatever the turn.
      const label = worldText(band, 6, { fill: COLOR.ink, fontWeight: '700', stroke: { color: 0x0b0c0f, width: 0.9 } });
      const a = -Math.PI / 2 + upright;
      label.position.set(b.c.x + Math.cos(a) * ring, b.c.y + Math.sin(a) * ring);
      label.rotation = upright;
      label.alpha = 0.8;
      this.container.addChild(label);
    });
  }
}
