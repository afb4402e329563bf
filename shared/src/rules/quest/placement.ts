import {
  circleApartFromPolygon, circleGap, circleInsideField, circleOverlapsPolygon, circlePolygonGap, circlesOverlap, circleTouchesEdge, DISTANCE, distance,
  FIELD_SIZE, placeOnEdge, polygonApartFromSegment, polygonBounds, polygonInsideField, polygonsApart, type Circle, type Polygon, type Vec,
} from '../../geometry';
import { getCard } from '../../cards/registry';
import { overlordCreatureOf, type Spot } from '../../cards/quest';
import { nextInt } from '../../random';
import type { GameState } from '../../state/types';
import { allCreatures, baseOf, basesOf } from '../../queries/creatures';
import { templatePolygon } from '../terrain';
import { overlordCreatures, questOf } from './quest-of';
import { terrainTraits } from '../../queries/terrain-traits';
import { rngToChange } from '../../primitives/copy-on-write';

/** Grid steps for candidate spots: fine enough to find room, coarse enough to stay cheap. */
const TERRAIN_STEP = 20;
const CREATURE_STEP = 10;

/** Why a quest terrain cannot be centred at a point (checklist 22.8), or null when it can: one check, built once per question. */
export type TerrainCheck = (at: Vec) => string | null;

/** The placement rules of 22.8 for this terrain card now: on the field, at least L from the Hero's edge, at least M from other terrain, touching no creature. */
export function questTerrainCheck(s: GameState, card: string): TerrainCheck {
  const { cfg } = questOf(s);
  const shape = getCard(card).terrain!.shape;
  const heroEdge = s.players[cfg.hero]!.edge;
  const bases = basesOf(s);
  return (at) => {
    const polygon = templatePolygon(shape, at, 0);
    if (!polygonInsideField(polygon)) return 'A quest terrain must lie wholly on the Battlefield.';
    if (!polygonApartFromSegment(polygon, heroEdge.a, heroEdge.b, DISTANCE.L)) return `A quest terrain must stand at least L (${DISTANCE.L} mm) from the Hero's edge.`;
    if (!s.terrain.every((t) => polygonsApart(t.polygon, polygon, DISTANCE.M))) return `A quest terrain must stand at least M (${DISTANCE.M} mm) from every other terrain.`;
    const box = polygonBounds(polygon);
    if (!bases.every((b) => circleApartFromPolygon(b, polygon, 3, box))) return 'A quest terrain may not touch a creature.';
    return null;
  };
}

/** Every legal spot for a quest terrain on a grid (checklist 22.8); empty when there is no room. */
export function questTerrainSpots(s: GameState, card: string): Vec[] {
  const check = questTerrainCheck(s, card);
  const legal: Vec[] = [];
  for (let y = TERRAIN_STEP; y < FIELD_SIZE; y += TERRAIN_STEP) {
    for (let x = TERRAIN_STEP; x < FIELD_SIZE; x += TERRAIN_STEP) if (check({ x, y }) === null) legal.push({ x, y });
  }
  return legal;
}

/**
 * The engine's spot for a quest terrain: one of the legal spots drawn with the game's generator (the solo
 * game, and the default answer of the Hero player's choice, docs/rules-decisions.md #131, #143). Null when there is no room.
 */
export function questTerrainSpot(s: GameState, card: string): Vec | null {
  return pickSpot(s, questTerrainSpots(s, card));
}

/** The terrain template as it lies centred at `at` (quest terrain is never turned). */
export function questTerrainPolygon(card: string, at: Vec): Polygon {
  return templatePolygon(getCard(card).terrain!.shape, at, 0);
}

/** One spot of a list, drawn with the game's generator (the engine's choice). */
export function pickSpot(s: GameState, spots: Vec[]): Vec | null {
  return spots.length === 0 ? null : spots[nextInt(rngToChange(s), spots.length)]!;
}

/** Why a base cannot stand there: off the field, on another base or on Impassable terrain. */
function notFree(s: GameState, base: Circle): string | null {
  if (!circleInsideField(base)) return 'The creature must stand wholly on the Battlefield.';
  if (allCreatures(s).some((c) => circlesOverlap(base, baseOf(c)))) return 'Another creature already stands there.';
  if (s.terrain.some((t) => terrainTraits(s, t).impassable && circleOverlapsPolygon(base, t.polygon))) return 'A creature cannot stand on Impassable terrain.';
  return null;
}

/** Whether a base there touches none of the Hero's creatures (22.61: no summoning into contact unless a card says so). */
function clearOfHero(s: GameState, base: Circle): boolean {
  const hero = questOf(s).cfg.hero;
  return allCreatures(s).every((c) => c.controller !== hero || circleGap(base, baseOf(c)) >= 3);
}

/** Where a quest's creature may go, as a rule on its base: the rule's own words when the base breaks it. */
type SpotRule = (base: Circle) => string | null;

/** A base touching that side's edge, clear of the Hero's creatures. */
function edgeRule(s: GameState, side: 'hero' | 'overlord'): SpotRule {
  const { cfg } = questOf(s);
  const e = s.players[side === 'hero' ? cfg.hero : cfg.overlord]!.edge;
  const whose = side === 'hero' ? "the Hero's" : "the Overlord's";
  return (base) => (circleTouchesEdge(base, e) ? null : `The creature must stand with its base touching ${whose} edge.`);
}

/**
 * The rule of a quest's spot (checklist 22.15, 22.61): within S of the quest's terrain, touching the Hero
 * (only where a card says so), or far from the Hero's creatures; null when it cannot apply (no terrain,
 * no Hero).
 */
function spotRule(s: GameState, where: Spot | 'heroEdge', near?: Polygon): SpotRule | null {
  if (where === 'heroEdge') return edgeRule(s, 'hero');
  if (where === 'overlordEdge') return edgeRule(s, 'overlord');
  if (where === 'contactHero') {
    const hero = s.creatures[s.players[questOf(s).cfg.hero]!.heroCreature];
    if (!hero) return null;
    const h = baseOf(hero);
    return (base) => {
      const gap = circleGap(base, h);
      return gap >= 0 && gap < 3 ? null : "The creature must stand in contact with the Hero's hero.";
    };
  }
  if (where === 'nearQuestTerrain') {
    if (!near) return null;
    return (base) => {
      const gap = circlePolygonGap(base, near);
      return gap >= 0 && gap <= DISTANCE.S ? null : `The creature must stand within S (${DISTANCE.S} mm) of the quest's terrain, not on it.`;
    };
  }
  const hero = questOf(s).cfg.hero;
  const heroBases = basesOf(s, (c) => c.controller === hero);
  return (base) => {
    if (base.c.y >= FIELD_SIZE / 2) return "The creature must stand in the Overlord's half of the Battlefield.";
    return heroBases.every((h) => circleGap(base, h) >= DISTANCE.L) ? null : `The creature must stand at least L (${DISTANCE.L} mm) from every creature of the Hero.`;
  };
}

/** The full check of a base against a rule: the rule, a free spot, and out of the Hero's contact unless the rule is contact. */
function problemWith(s: GameState, rule: SpotRule, base: Circle, contact: boolean): string | null {
  const broken = rule(base) ?? notFree(s, base);
  if (broken) return broken;
  return contact || clearOfHero(s, base) ? null : "The creature may not stand in contact with the Hero's creatures.";
}

/** Free spots touching an edge, every CREATURE_STEP mm along it. */
function edgeSpots(s: GameState, side: 'hero' | 'overlord', r: number): Vec[] {
  const { cfg } = questOf(s);
  const e = s.players[side === 'hero' ? cfg.hero : cfg.overlord]!.edge;
  const rule = edgeRule(s, side);
  const out: Vec[] = [];
  for (let along = r; along <= distance(e.a, e.b) - r; along += CREATURE_STEP) {
    const at = placeOnEdge(e, along, r);
    if (problemWith(s, rule, { c: at, r }, false) === null) out.push(at);
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
    if (notFree(s, { c: at, r }) === null) out.push(at);
  }
  return out;
}

/** Free spots clear of the Hero's creatures on a grid, that also keep `rule`. */
function gridSpots(s: GameState, r: number, rule: SpotRule): Vec[] {
  const out: Vec[] = [];
  for (let y = r; y <= FIELD_SIZE - r; y += CREATURE_STEP) {
    for (let x = r; x <= FIELD_SIZE - r; x += CREATURE_STEP) {
      if (problemWith(s, rule, { c: { x, y }, r }, false) === null) out.push({ x, y });
    }
  }
  return out;
}

/**
 * The legal spots of a quest creature (an Overlord creature, or the Hero's chained companion at `heroEdge`;
 * checklist 22.15, 22.61, 22.64), and whether they are the fallback: a creature with no spot where it is
 * told to go goes in contact with the Overlord's edge (22.64). Empty when even that is full.
 */
export function creatureSpots(s: GameState, card: string, where: Spot | 'heroEdge', near?: Polygon): { spots: Vec[]; fallback: boolean } {
  const r = getCard(card).stats!.base / 2;
  if (where === 'heroEdge') return { spots: edgeSpots(s, 'hero', r), fallback: false };
  const rule = spotRule(s, where, near);
  let spots: Vec[] = [];
  if (rule && where === 'contactHero') spots = contactSpots(s, baseOf(s.creatures[s.players[questOf(s).cfg.hero]!.heroCreature]!), r);
  else if (rule && where !== 'overlordEdge') spots = gridSpots(s, r, rule);
  if (spots.length > 0) return { spots, fallback: false };
  return { spots: edgeSpots(s, 'overlord', r), fallback: where !== 'overlordEdge' };
}

/**
 * Why a quest creature cannot stand at `at` (the placing player's answer, docs/rules-decisions.md #143), or null:
 * the quest's rule where it has room, else the Overlord's edge (22.64).
 */
export function creatureSpotProblem(s: GameState, card: string, where: Spot | 'heroEdge', near: Polygon | undefined, at: Vec): string | null {
  const base = { c: at, r: getCard(card).stats!.base / 2 };
  const { fallback } = creatureSpots(s, card, where, near);
  const rule = fallback ? edgeRule(s, 'overlord') : where === 'heroEdge' ? edgeRule(s, 'hero') : spotRule(s, where, near);
  if (!rule) return 'There is no room for this creature.';
  return problemWith(s, rule, base, !fallback && where === 'contactHero');
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
