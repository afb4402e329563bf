import { Container, Graphics, type Text } from 'pixi.js';
import { rotatePolygon, translatePolygon, type Polygon, type Vec } from '@signum/shared';
import { COLOR } from './palette';
import { hudText } from './world-text';

/** A template polygon turned by `degrees` about (0,0) (the engine's convention: shared rotatePolygon) and moved to `at`. */
export function placedTemplate(template: Polygon, degrees: number, at: Vec): Polygon {
  return translatePolygon(rotatePolygon(template, { x: 0, y: 0 }, (degrees * Math.PI) / 180), at);
}

/**
 * 'place' and 'terrain' modes: a ghost base or template following the cursor, with the mode's
 * label beside the pointer. The click that places it is the screen's to judge.
 */
export class GhostOverlay {
  readonly world = new Container();
  readonly hud = new Container();
  private readonly g = new Graphics();
  private readonly label: Text = hudText(13);

  constructor() {
    this.world.addChild(this.g);
    this.hud.addChild(this.label);
    this.clear();
  }

  /** Hide the ghost. */
  clear(): void {
    this.g.clear();
    this.label.visible = false;
  }

  /** A base of radius r centred on the cursor. */
  base(at: Vec, r: number, label: string, screen: Vec): void {
    this.g.clear().circle(at.x, at.y, r).fill({ color: COLOR.accent, alpha: 0.25 }).stroke({ width: 1.5, color: COLOR.accent });
    this.setLabel(label, screen);
  }

  /** A terrain template (already turned and moved) at the cursor. */
  polygon(poly: Polygon, label: string, screen: Vec): void {
    this.g.clear().poly(poly.flatMap((p) => [p.x, p.y])).fill({ color: COLOR.accent, alpha: 0.22 }).stroke({ width: 1.5, color: COLOR.accent });
    this.setLabel(label, screen);
  }

  private setLabel(text: string, screen: Vec): void {
    this.label.text = text;
    this.label.position.set(screen.x + 16, screen.y + 12);
    this.label.visible = text !== '';
  }
}
