import { Container, Graphics } from 'pixi.js';
import type { Creature } from '@signum/shared';
import type { BaseFace } from './creature-tokens';
import { iconSprite } from './icon-textures';
import { COLOR, SEAT_COLOR } from './palette';
import { drawSeatMark } from './seat-mark';
import { worldText } from './world-text';

/** A dashed circle (Stealth): Pixi has no dash, so arcs. */
function dashedCircle(g: Graphics, r: number, dashes: number, width: number, color: number): void {
  const step = (Math.PI * 2) / dashes;
  for (let i = 0; i < dashes; i++) {
    g.moveTo(Math.cos(i * step) * r, Math.sin(i * step) * r).arc(0, 0, r, i * step, i * step + step * 0.55);
  }
  g.stroke({ width, color });
}

/** Mix a colour towards white by `t` (0..1): the kind icon reads on the dark disc in any seat colour. */
function lighten(color: number, t: number): number {
  const ch = (shift: number) => {
    const v = (color >> shift) & 0xff;
    return Math.round(v + (255 - v) * t) << shift;
  };
  return ch(16) | ch(8) | ch(0);
}

/**
 * One base, drawn around (0,0) in mm and read at a glance: a dark disc ringed in the controller's
 * colour (an outer ring in the owner's when someone else controls it; a dashed ring under Stealth),
 * the controller's seat shape at the top, a big icon for what it is (crown: hero, swordsman:
 * character, group: minion), Strength on the left, one pip per point of Health along the bottom
 * (wounds in red), and status marks (Armour, Poison, Concentration, relics, activated …) on the
 * upper rim. Activated creatures are dimmed. The name is an HTML plate beside it (token-labels.ts).
 * The caller positions it and turns it upright.
 */
export function drawBase(c: Creature, r: number, face: BaseFace): Container {
  const root = new Container();
  const body = new Container();
  const g = new Graphics();
  const color = SEAT_COLOR[c.controller];
  const ring = Math.max(1.6, r * 0.13);
  g.circle(0, 0, r).fill({ color: 0x15171c, alpha: 0.95 });
  g.circle(0, 0, r - ring).fill({ color, alpha: 0.22 });
  if (c.stealth) dashedCircle(g, r - ring / 2, 14, ring, color);
  else g.circle(0, 0, r - ring / 2).stroke({ width: ring, color });
  if (c.kind === 'hero') g.circle(0, 0, r - ring - 0.6).stroke({ width: 0.8, color: COLOR.accent });
  if (c.controller !== c.owner) g.circle(0, 0, r + 1.4).stroke({ width: 1.6, color: SEAT_COLOR[c.owner] });
  body.addChild(g);

  // What it is, big in the middle: the first thing read.
  const kind = iconSprite(face.icon, r * (c.kind === 'hero' ? 1.05 : 0.95), c.kind === 'hero' ? 0xf4d98c : lighten(color, 0.55));
  kind.y = -r * 0.08;
  body.addChild(kind);

  // Health as pips on the lower arc: light for what is left, red for wounds.
  const pips = new Graphics();
  const pipR = Math.min(r * 0.11, (Math.PI * 0.8 * (r - ring * 1.9)) / (face.health * 2.3));
  const arc = Math.min(Math.PI * 0.8, (face.health - 1) * ((pipR * 2.4) / (r - ring * 1.9)));
  for (let i = 0; i < face.health; i++) {
    const a = Math.PI / 2 + (face.health === 1 ? 0 : arc / 2 - (i * arc) / (face.health - 1));
    const px = Math.cos(a) * (r - ring * 1.9);
    const py = Math.sin(a) * (r - ring * 1.9);
    const wounded = i >= face.healthLeft;
    pips.circle(px, py, pipR).fill(wounded ? COLOR.wound : 0xf1ead8).stroke({ width: pipR * 0.35, color: 0x0b0c0f });
  }
  body.addChild(pips);

  // Strength on the left rim: green when raised, red when lowered.
  const sR = Math.max(3.4, r * 0.25);
  const sx = -r * 0.78;
  const sy = r * 0.1;
  const changed = face.strength !== face.printedStrength;
  const sFill = face.strength > face.printedStrength ? 0x8fe08a : face.strength < face.printedStrength ? 0xff7a6e : 0xf1ead8;
  body.addChild(new Graphics().circle(sx, sy, sR).fill(0x0b0c0f).stroke({ width: sR * 0.18, color: sFill }));
  const sText = worldText(`${face.strength}`, sR * 1.35, { fill: sFill, fontWeight: changed ? '800' : '700' });
  sText.position.set(sx, sy);
  body.addChild(sText);

  // The seat's shape at the top: seats differ by shape as well as colour.
  const mark = new Graphics();
  drawSeatMark(mark, c.controller, 0, -r + ring * 0.5, Math.max(2.2, r * 0.16), color);
  body.addChild(mark);

  // Status marks on the upper right rim, from the top clockwise.
  const tokR = Math.max(2.8, r * 0.2);
  face.tokens.forEach((tok, i) => {
    const a = -Math.PI / 2 + 0.55 + i * ((tokR * 2.15) / r);
    const t = new Container();
    t.addChild(new Graphics().circle(0, 0, tokR).fill(0x0b0c0f).stroke({ width: tokR * 0.14, color: tok.color }));
    const icon = iconSprite(tok.icon, tokR * 1.45, tok.color);
    t.addChild(icon);
    if (tok.text) {
      const n = worldText(tok.text, tokR * 1.05, { fill: 0xffffff, fontWeight: '800', stroke: { color: 0x0b0c0f, width: tokR * 0.35 } });
      n.position.set(tokR * 0.55, tokR * 0.5);
      t.addChild(n);
    }
    t.position.set(Math.cos(a) * (r - tokR * 0.2), Math.sin(a) * (r - tokR * 0.2));
    body.addChild(t);
  });

  body.alpha = (c.stealth ? 0.6 : 1) * (c.activated ? 0.55 : 1);
  root.addChild(body);
  return root;
}
