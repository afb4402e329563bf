import { Container, Graphics } from 'pixi.js';
import { getCard, polygonCentroid, type GameView, type TerrainPiece } from '@signum/shared';
import { TERRAIN_COLOR } from './palette';
import { worldText } from './world-text';

/** The fill of a terrain card by what it does (shared card data: terrain flags). */
export function terrainColor(card: string): number {
  const t = getCard(card).terrain;
  if (!t) return TERRAIN_COLOR.open;
  if (t.impassable) return TERRAIN_COLOR.impassable;
  if (t.ruins) return TERRAIN_COLOR.ruins;
  if (t.blocksLineOfSight) return TERRAIN_COLOR.blocksLineOfSight;
  if (t.difficult) return TERRAIN_COLOR.difficult;
  return TERRAIN_COLOR.open;
}

/** The rules a template carries, as short tags under its name ("difficult · blocks LoS"). */
function terrainTags(card: string): string {
  const t = getCard(card).terrain;
  if (!t) return '';
  return [t.impassable && 'impassable', t.difficult && 'difficult', t.blocksLineOfSight && 'blocks LoS', t.defenseAgainstShooting && 'cover'].filter(Boolean).join(' · ');
}

/** Draw one template: its polygon, outline, name and tags; Ruins already searched say so. */
function drawPiece(t: TerrainPiece, upright: number): Container {
  const c = new Container();
  const g = new Graphics();
  const flags = getCard(t.card).terrain;
  g.poly(t.polygon.flatMap((p) => [p.x, p.y])).fill({ color: terrainColor(t.card), alpha: 0.75 });
  g.stroke({ width: flags?.impassable ? 2 : 1, color: 0x0b0c0f, alpha: 0.6 });
  if (flags?.difficult) {
    // Difficult ground: a dotted inner band, readable at a glance without colour.
    for (let i = 0; i < t.polygon.length; i += 2) {
      const p = t.polygon[i]!;
      g.circle(t.center.x + (p.x - t.center.x) * 0.82, t.center.y + (p.y - t.center.y) * 0.82, 1.2);
    }
    g.fill({ color: 0xe8e4d8, alpha: 0.35 });
  }
  c.addChild(g);
  const at = polygonCentroid(t.polygon);
  const labels = new Container();
  labels.position.set(at.x, at.y);
  labels.rotation = upright;
  const name = worldText(getCard(t.card).name, 6.5, { fontWeight: '600', stroke: { color: 0x0b0c0f, width: 0.9 } });
  name.y = -3.5;
  const tags = worldText(t.searched ? 'searched' : terrainTags(t.card), 4.5, { fill: t.searched ? 0xd9a441 : 0xc8c4b8, stroke: { color: 0x0b0c0f, width: 0.9 } });
  tags.y = 3.5;
  labels.addChild(name, tags);
  c.addChild(labels);
  if (t.searched) c.alpha = 0.8;
  return c;
}

/** The terrain templates, one container per piece, rebuilt only when a piece changes. */
export class TerrainLayer {
  readonly container = new Container();
  private pieces = new Map<string, { key: string; view: Container }>();

  /** Add, replace or remove pieces so the layer shows `view.terrain`. */
  update(view: GameView, upright: number): void {
    const seen = new Set<string>();
    for (const t of view.terrain) {
      seen.add(t.id);
      const key = `${upright}|${t.card}|${t.searched}|${t.polygon.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ')}`;
      const had = this.pieces.get(t.id);
      if (had?.key === key) continue;
      had?.view.destroy({ children: true });
      const piece = drawPiece(t, upright);
      this.container.addChild(piece);
      this.pieces.set(t.id, { key, view: piece });
    }
    for (const [id, p] of this.pieces) {
      if (seen.has(id)) continue;
      p.view.destroy({ children: true });
      this.pieces.delete(id);
    }
  }
}
