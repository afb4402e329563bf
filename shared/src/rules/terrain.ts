import {
  circleApartFromPolygon, DISTANCE, ellipsePolygon, polygonApartFromSegment, polygonBounds, polygonInsideField, polygonsApart, rectanglePolygon,
  type Polygon, type Vec,
} from '../geometry';
import { findCard, getCard } from '../cards/registry';
import type { TemplateShape } from '../cards/schema';
import { ensure } from '../protocol/codes';
import type { GameState, Seat } from '../state/types';
import { endActivation } from './activation';
import { checkActivationPhase } from '../queries/phase';
import { emit, type Ctx } from '../primitives/context';
import { checkCost, payCost } from '../primitives/costs';
import { allCreatures, areEnemies, baseOf } from '../queries/creatures';
import { playerToChange, terrainListToChange } from '../primitives/copy-on-write';

/** A template's polygon placed at `at`, rotated by `rotation` degrees. */
export function templatePolygon(shape: TemplateShape, at: Vec, rotation: number): Polygon {
  const rad = (rotation * Math.PI) / 180;
  return shape.kind === 'ellipse' ? ellipsePolygon(at, shape.rx, shape.ry, 16, rad) : rectanglePolygon(at, shape.w, shape.h, rad);
}

/**
 * Check a template's placement (rulebook: Terrain, docs/rules-decisions.md #58): inside the field, 3 mm from every
 * base, S from your own edge and from other terrain, M from every opponent's edge.
 */
export function checkTerrainSpot(s: GameState, seat: Seat, polygon: Polygon): void {
  ensure(polygonInsideField(polygon), 'BAD_PLACEMENT', 'The template must lie on the Battlefield.');
  const box = polygonBounds(polygon);
  ensure(allCreatures(s).every((c) => circleApartFromPolygon(baseOf(c), polygon, 3, box)), 'BAD_PLACEMENT', 'Terrain must be at least 3 mm from every miniature.');
  const own = s.players[seat]!.edge;
  ensure(polygonApartFromSegment(polygon, own.a, own.b, DISTANCE.S), 'BAD_PLACEMENT', 'Terrain must be at least S (8 cm) from your own edge.');
  ensure(s.terrain.every((t) => polygonsApart(t.polygon, polygon, DISTANCE.S)), 'BAD_PLACEMENT', 'Terrain must be at least S (8 cm) from other terrain.');
  for (const o of Object.values(s.players)) {
    if (!o || o.eliminated || !areEnemies(s, seat, o.seat)) continue;
    ensure(polygonApartFromSegment(polygon, o.edge.a, o.edge.b, DISTANCE.M), 'BAD_PLACEMENT', "Terrain must be at least M (10 cm) from an opponent's edge.");
  }
}

/** Check playing a terrain card from your pool (rulebook: Terrain): one a turn, a unique one once a game, its cost, its spot. */
export function checkPlayTerrain(s: GameState, seat: Seat, cardId: string, at: Vec, rotation: number, tapForAny?: string[]): Polygon {
  checkActivationPhase(s, seat);
  const p = s.players[seat]!;
  const card = findCard(cardId);
  ensure(card?.terrain && p.terrainPool.includes(cardId), 'UNKNOWN_CARD', 'That terrain is not in your terrain pool.');
  ensure(!p.terrainThisTurn, 'TERRAIN_LIMIT', 'You have already played a terrain card this turn.');
  ensure(!card.unique || !p.uniquesUsed.includes(cardId), 'UNIQUE_USED', `${card.name} is unique and has already been played this game.`);
  checkCost(s, seat, card.cost, tapForAny);
  const polygon = templatePolygon(card.terrain.shape, at, rotation);
  checkTerrainSpot(s, seat, polygon);
  return polygon;
}

/** Play a terrain card: the card goes to the City, the template onto the Battlefield (rulebook: Terrain). */
export function playTerrain(ctx: Ctx, seat: Seat, cardId: string, at: Vec, rotation: number, tapForAny?: string[]): void {
  const polygon = checkPlayTerrain(ctx.s, seat, cardId, at, rotation, tapForAny);
  const s = ctx.s;
  const card = getCard(cardId);
  endActivation(ctx);
  payCost(ctx, seat, card.cost, tapForAny);
  const p = playerToChange(s, seat);
  let n = s.terrain.length + 1;
  while (s.terrain.some((t) => t.id === `t${n}`)) n++;
  terrainListToChange(s).push({ id: `t${n}`, card: cardId, owner: seat, center: { x: at.x, y: at.y }, rotation, polygon, searched: false }); // a literal point: one hidden class for all (rules/move-task.ts)
  p.terrainCards.push(cardId);
  if (card.unique) p.uniquesUsed.push(cardId);
  p.terrainThisTurn = true;
  emit(ctx, { e: 'terrainPlaced', seat, terrain: `t${n}`, card: cardId, at, rotation });
}
