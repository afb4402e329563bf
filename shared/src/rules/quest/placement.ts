import {
  circleApartFromPolygon, circleGap, circleInsideField, circleOverlapsPolygon, circlePolygonGap, circlesOverlap, DISTANCE, distance, FIELD_SIZE,
  placeOnEdge, polygonApartFromSegment, polygonBounds, polygonInsideField, polygonsApart, type Circle, type Polygon, type Vec,
} from '../../geometry';
import { getCard } from '../../cards/registry';
import { overlordCreatureOf, type Spot } from '../../cards/quest';
import { nextInt } from '../../random';
import type { GameState } from '../../state/types';
import { allCreatures, baseOf } from '../../queries/creatures';
import { templatePolygon } from '../terrain';
import { overlordCreatures, questOf } from './quest-of';
import { terrainTraits } from '../../queries/terrain-traits';

/** Grid steps for candidate spots: fine enough to find room, coarse enough to stay cheap. */
const TERRAIN_STEP = 20;
const CREATURE_STEP = 10;

/**
 * A spot for a quest terrain (checklist 22.8): on the field, at least L from the Hero's edge, at least M
 * from other terrain, touching no creature. Among the legal spots one is drawn with the game's generator
 * (docs/rules-decisions.md #131: the engine places for the Hero). Null when there is no room.
 */
export function questTerrainSpot(s: GameState, card: string): { at: Vec; polygon: Polygon } | null {
  const { cfg } = questOf(s);
  const shape = getCard(card).terrain!.shape;
  const heroEdge = s.players[cfg.hero]!.edge;
  const bases = allCreatures(s).map(baseOf);
  const legal: { at: Vec; polygon: Polygon }[] = [];
  for (let y = TERRAIN_STEP; y < FIELD_SIZE; y += TERRAIN_STEP) {
    for (let x = TERRAIN_STEP; x < FIELD_SIZE; x += TERRAIN_STEP) {
      const polygon = templatePolygon(shape, { x, y }, 0);
      if (!polygonInsideField(polygon) || !polygonApartFromSegment(polygon, heroEdge.a, heroEdge.b, DISTANCE.L)) continue;
      if (!s.terrain.every((t) => polygonsApart(t.polygon, polygon, DISTANCE.M))) continue;
      const box = polygonBounds(polygon);
      if (!bases.every((b) => circleApartFromPolygon(b, polygon, 3, box))) continue;
      legal.push({ at: { x, y }, polygon });
    }
  }
  return legal.length === 0 ? null : legal[nextInt(s.rng, legal.length)]!;
}

/** Whether a base there is free: on the field, on no other base and on no Impassable terrain. */
function free(s: GameState, base: Circle): boolean {
  if (!circleInsideField(base)) return false;
  if (allCreatures(s).some((c) => circlesOverlap(base, baseOf(c)))) return false;
  return !s.terrain.some((t) => terrainTraits(s, t).impassable && circleOverlapsPolygon(base, t.polygon));
}

/** Whether a base there touches none of the Hero's creatures (22.61: no summoning into contact unless a card says so). */
function clearOfHero(s: GameState, base: Circle): boolean {
  const hero = questOf(s).cfg.hero;
  return allCreatures(s).every((c) => c.controller !== hero || circleGap(base, baseOf(c)) >= 3);
}

/** Free spots touching an edge, every CREATURE_STEP mm along it. */
function edgeSpots(s: GameState, seat: 'hero' | 'overlord', r: number): Vec[] {
  const { cfg } = questOf(s);
  const e = s.players[seat === 'hero' ? cfg.hero : cfg.overlord]!.edge;
  const out: Vec[] = [];
  for (let along = r; along <= distance(e.a, e.b) - r; along += CREATURE_STEP) {
    const at = placeOnEdge(e, along, r);
    if (free(s, { c: at, r }) && clearOfHero(s, { c: at, r })) out.push(at);
  }
  return out;
}

/** Free spots touching the creature's base (1 mm apart), every 15°. */
function contactSpots(s: GameState, target: Circle, r: number): Vec[] {
  const out: Vec[] = [];
  for (let deg = 0; deg < 360; deg += 15) {
    const rad = (deg * Math.PI) / 180;
    const d = target.r + r + 1;
    const at = { x: target.c.x + Math.cos(rad) * d, y: target.c.y + Math.sin(rad) * d };
    if (free(s, { c: at, r })) out.push(at);
  }
  return out;
}

/**
 * Where an Overlord creature (or the Hero's chained companion, `heroEdge`) goes (checklist 22.15, 22.61,
 * 22.64): near the quest's terrain (within S of it), at the Overlord's edge, in contact with the Hero (only
 * where a card says so), or far from the Hero's creatures. A spot that cannot be found falls back to the
 * Overlord's edge (22.64). Null when even that is full.
 */
export function creatureSpot(s: GameState, card: string, where: Spot | 'heroEdge', near?: Polygon): Vec | null {
  const r = getCard(card).stats!.base / 2;
  const pick = (spots: Vec[]) => (spots.length === 0 ? null : spots[nextInt(s.rng, spots.length)]!);
  if (where === 'heroEdge') return pick(edgeSpots(s, 'hero', r));
  let found: Vec | null = null;
  if (where === 'contactHero') {
    const hero = s.creatures[s.players[questOf(s).cfg.hero]!.heroCreature];
    if (hero) found = pick(contactSpots(s, baseOf(hero), r));
  } else if (where === 'nearQuestTerrain' && near) {
    found = pick(gridSpots(s, r, (base) => {
      const gap = circlePolygonGap(base, near);
      return gap >= 0 && gap <= DISTANCE.S;
    }));
  } else if (where === 'farFromHero') {
    const hero = questOf(s).cfg.hero;
    const heroBases = allCreatures(s).filter((c) => c.controller === hero).map(baseOf);
    found = pick(gridSpots(s, r, (base) => base.c.y < FIELD_SIZE / 2 && heroBases.every((h) => circleGap(base, h) >= DISTANCE.L)));
  }
  return found ?? pick(edgeSpots(s, 'overlord', r));
}

/** Free spots clear of the Hero's creatures on a grid, that also pass `ok`. */
function gridSpots(s: GameState, r: number, ok: (base: Circle) => boolean): Vec[] {
  const out: Vec[] = [];
  for (let y = r; y <= FIELD_SIZE - r; y += CREATURE_STEP) {
    for (let x = r; x <= FIELD_SIZE - r; x += CREATURE_STEP) {
      const base = { c: { x, y }, r };
      if (ok(base) && free(s, base) && clearOfHero(s, base)) out.push({ x, y });
    }
  }
  return out;
}

/** Whether the Overlord's creature limits leave room for one more of this card's kind (checklist 22.28, 22.40). */
export function underCreatureLimit(s: GameState, card: string): boolean {
  const kind = overlordCreatureOf(card)?.kind;
  const group = questOf(s).cfg.limits.find((g) => kind !== undefined && g.kinds.includes(kind));
  if (!group) return true;
  const onField = overlordCreatures(s).filter((c) => {
    const k = overlordCreatureOf(c.card)?.kind;
    return k !== undefined && group.kinds.includes(k);
  }).length;
  return onField < group.max;
}
