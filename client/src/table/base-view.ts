import { Container, Graphics } from 'pixi.js';
import { getCard, type Creature } from '@signum/shared';
import { shortName } from './card-labels';
import type { BaseFace } from './creature-tokens';
import { COLOR, SEAT_COLOR } from './palette';
import { worldText } from './world-text';

/** A dashed circle (Stealth): Pixi has no dash, so arcs. */
function dashedCircle(g: Graphics, r: number, dashes: number, width: number, color: number): void {
  const step = (Math.PI * 2) / dashes;
  for (let i = 0; i < dashes; i++) {
    g.moveTo(Math.cos(i * step) * r, Math.sin(i * step) * r).arc(0, 0, r, i * step, i * step + step * 0.55);
  }
  g.stroke({ width, color });
}

/** Shrink a label (never grow it) so it is at most `max` mm wide. */
function fitWidth(label: Container, max: number): void {
  const w = label.getLocalBounds().width;
  if (w > max) label.scale.set((label.scale.x * max) / w);
}

/**
 * One base, drawn around (0,0) in mm: a disc of its radius in the controller's colour (an outer
 * ring in the owner's colour when someone else controls it), a gold ring and star for a hero, the
 * short name, the stat line (Strength highlighted when it is not the printed value) and the tokens
 * on the lower rim. Stealth makes it translucent with a dashed ring; activated creatures are dimmed.
 * The caller positions it and turns it upright.
 */
export function drawBase(c: Creature, r: number, face: BaseFace): Container {
  const root = new Container();
  const body = new Container();
  const g = new Graphics();
  const color = SEAT_COLOR[c.controller];
  g.circle(0, 0, r).fill({ color: 0x15171c, alpha: 0.92 });
  g.circle(0, 0, r).fill({ color, alpha: 0.38 });
  if (c.stealth) dashedCircle(g, r - 0.8, 16, 1.6, color);
  else g.circle(0, 0, r - 0.8).stroke({ width: 1.6, color });
  if (c.controller !== c.owner) g.circle(0, 0, r + 1.6).stroke({ width: 1.6, color: SEAT_COLOR[c.owner] });
  if (c.kind === 'hero') g.circle(0, 0, r - 3).stroke({ width: 0.9, color: COLOR.accent });
  body.addChild(g);

  const size = Math.min(8, Math.max(5.2, r * 0.34));
  const star = c.kind === 'hero' ? '★ ' : c.kind === 'minion' ? '· ' : '';
  const name = worldText(`${star}${shortName(getCard(c.card).name, r >= 25 ? 14 : 9)}`, size, { fontWeight: '600', fill: c.kind === 'hero' ? 0xf0d48a : COLOR.ink });
  name.y = -r * 0.32;
  fitWidth(name, r * 1.8);
  body.addChild(name);

  // Stat line: Strength / Health left of Health / Movement; Strength in gold (up) or red (down) when changed.
  const parts = [
    { text: `${face.strength}`, fill: face.strength > face.printedStrength ? 0x8fe08a : face.strength < face.printedStrength ? 0xff7a6e : COLOR.ink, bold: face.strength !== face.printedStrength },
    { text: ` / ${face.healthLeft}${face.healthLeft < face.health ? `(${face.health})` : ''} / ${face.movement}`, fill: COLOR.ink, bold: false },
  ];
  const line = new Container();
  let x = 0;
  for (const p of parts) {
    const t = worldText(p.text, size * 0.95, { fill: p.fill, fontWeight: p.bold ? '800' : '500' }, [0, 0.5]);
    t.x = x;
    x += t.width;
    line.addChild(t);
  }
  line.pivot.x = x / 2;
  line.y = r * 0.12;
  fitWidth(line, r * 1.7);
  body.addChild(line);

  // Tokens along the lower rim, from the middle outwards.
  const tokenR = Math.max(3.6, r * 0.2);
  face.tokens.forEach((tok, i) => {
    const k = i === 0 ? 0 : Math.ceil(i / 2) * (i % 2 ? 1 : -1);
    const angle = Math.PI / 2 + k * ((tokenR * 2.1) / r);
    const t = new Container();
    const disc = new Graphics().circle(0, 0, tokenR).fill(tok.color).stroke({ width: 0.6, color: 0x0b0c0f });
    t.addChild(disc, worldText(tok.text, tokenR * (tok.text.length > 1 ? 0.8 : 1.2), { fontWeight: '800', fill: 0x101010 }));
    t.position.set(Math.cos(angle) * (r - tokenR * 0.35), Math.sin(angle) * (r - tokenR * 0.35));
    body.addChild(t);
  });

  body.alpha = (c.stealth ? 0.55 : 1) * (c.activated ? 0.6 : 1);
  root.addChild(body);
  return root;
}
