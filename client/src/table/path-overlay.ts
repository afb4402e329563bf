import { Container, Graphics, type Text } from 'pixi.js';
import { pathLength, type Vec } from '@signum/shared';
import type { CheckedPath, MovePreview } from './move-preview';
import { COLOR } from './palette';
import { hudText } from './world-text';

/** Draw a polyline through the points. */
function polyline(g: Graphics, pts: readonly Vec[]): Graphics {
  if (pts.length === 0) return g;
  g.moveTo(pts[0]!.x, pts[0]!.y);
  for (let i = 1; i < pts.length; i++) g.lineTo(pts[i]!.x, pts[i]!.y);
  return g;
}

/** " — stops in contact" / " — stops early" when the rules cut the path short. */
function stopNote(p: CheckedPath): string {
  return p.plan?.stoppedBy ? ' — stops in contact' : p.plan && p.plan.length + 0.5 < pathLength(p.drawn) ? ' — stops early' : '';
}

/**
 * The move being drawn. The clicked path (what Enter sends) is a thick line, green when the rules
 * accept it and red when not; the part the creature really travels when the move stops early (an
 * enemy base, Difficult terrain) with a cross at the stop; the ghost base where it ends. From its
 * last point to the cursor, a thin line shows what the next click would make. Near the cursor: the
 * lengths against the allowance and, when illegal, the rule's sentence. One Graphics, cleared and
 * redrawn per frame while the pointer moves; the labels are two reused Texts.
 */
export class PathOverlay {
  readonly world = new Container();
  readonly hud = new Container();
  private readonly g = new Graphics();
  private readonly length: Text = hudText(13);
  private readonly error: Text = hudText(13, 0xff8a80);

  constructor() {
    this.world.addChild(this.g);
    this.hud.addChild(this.length, this.error);
    this.clear();
  }

  /** Hide everything (not in move mode). */
  clear(): void {
    this.g.clear();
    this.length.visible = false;
    this.error.visible = false;
  }

  /** Draw `p` for a base of radius r; `labelAt` is the screen point the labels hang from (the cursor or the path's end). */
  draw(p: MovePreview, r: number, labelAt: Vec, pxPerMm: number): void {
    const g = this.g.clear();
    const px = 1 / pxPerMm; // line widths in screen pixels, whatever the zoom
    const clicked = p.waypoints.length > 0;
    if (p.next) {
      const n = p.next;
      const ok = n.plan !== null;
      const color = ok ? COLOR.ok : COLOR.danger;
      polyline(g, n.drawn.slice(-2)).stroke({ width: 1.5 * px, color, alpha: 0.7, cap: 'round' });
      const end = (n.plan?.path ?? n.drawn)[(n.plan?.path ?? n.drawn).length - 1]!;
      g.circle(end.x, end.y, r).stroke({ width: 1 * px, color, alpha: 0.6 });
    }
    if (clicked) {
      const legal = p.plan !== null;
      const color = legal ? COLOR.ok : COLOR.danger;
      if (legal && p.plan) {
        const taken = p.plan.path;
        const stopsEarly = p.plan.length + 0.5 < pathLength(p.drawn);
        if (stopsEarly) polyline(g, p.drawn).stroke({ width: 2 * px, color: COLOR.muted, alpha: 0.5 });
        polyline(g, taken).stroke({ width: 3.5 * px, color, alpha: 0.95, join: 'round', cap: 'round' });
        const end = taken[taken.length - 1]!;
        g.circle(end.x, end.y, r).fill({ color, alpha: 0.18 }).stroke({ width: 2 * px, color, alpha: 0.9 });
        if (stopsEarly) {
          const s = 6 * px;
          g.moveTo(end.x - s, end.y - s).lineTo(end.x + s, end.y + s).moveTo(end.x + s, end.y - s).lineTo(end.x - s, end.y + s);
          g.stroke({ width: 3 * px, color: COLOR.accent });
        }
      } else {
        polyline(g, p.drawn).stroke({ width: 3 * px, color, alpha: 0.9, join: 'round', cap: 'round' });
        const end = p.drawn[p.drawn.length - 1]!;
        g.circle(end.x, end.y, r).fill({ color, alpha: 0.12 }).stroke({ width: 2 * px, color, alpha: 0.8 });
      }
      for (let i = 1; i < p.drawn.length; i++) g.circle(p.drawn[i]!.x, p.drawn[i]!.y, 3 * px).fill(COLOR.ink);
    }

    const lines: string[] = [];
    if (p.next) lines.push(`Click or Space: ${p.next.label}${stopNote(p.next)}`);
    lines.push(clicked ? `Enter sends: ${p.label}${stopNote(p)}${p.plan ? '' : ' — not allowed'}` : 'Click the field (or Space) to add points');
    this.length.text = lines.join('\n');
    this.length.style.fill = (p.next ? p.next.plan : clicked ? p.plan : true) ? COLOR.ink : 0xff8a80;
    this.length.position.set(labelAt.x + 16, labelAt.y + 12);
    this.length.visible = true;
    const error = p.next?.error ?? p.error;
    this.error.text = error ?? '';
    this.error.position.set(labelAt.x + 16, labelAt.y + 12 + this.length.height);
    this.error.visible = error !== null;
  }
}
