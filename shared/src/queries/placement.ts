import { circleGap, circleInsideField, circleOverlapsPolygon, circlesOverlap, circleTouchesEdge, distance, DISTANCE, inContact, packedMap, placeOnEdge, type Circle, type Vec } from '../geometry';
import { getCard } from '../cards/registry';
import { ensure } from '../protocol/codes';
import type { Creature, GameState, Seat } from '../state/types';
import { allCreatures, baseOf, basesOf, enemiesOf } from './creatures';
import { terrainPolygons, terrainTraits } from './terrain-traits';

/** Whether a base there would overlap another creature or Impassable terrain. */
function blocked(s: GameState, base: Circle): boolean {
  if (allCreatures(s).some((c) => circlesOverlap(base, baseOf(c)))) return true;
  return s.terrain.some((t) => terrainTraits(s, t).impassable && circleOverlapsPolygon(base, t.polygon));
}


/**
 * Check where a creature is summoned (rulebook: Playing cards and summoning, docs/rules-decisions.md #10): touching your own edge, not on
 * another base or Impassable terrain, never in contact with an enemy, and more than S from every
 * enemy unless no such spot exists on your edge — then it takes a Backstab from each enemy within
 * S. Returns those backstabbers.
 */
export function checkSummonSpot(s: GameState, seat: Seat, cardId: string, at: Vec): string[] {
  const p = s.players[seat]!;
  const base = { c: at, r: getCard(cardId).stats!.base / 2 };
  ensure(circleInsideField(base) && circleTouchesEdge(base, p.edge), 'BAD_PLACEMENT', 'A summoned creature enters with its base touching your own edge.');
  ensure(!blocked(s, base), 'BAD_PLACEMENT', 'That spot is taken by another base or by Impassable terrain.');
  const enemies = enemiesOf(s, seat);
  ensure(!enemies.some((e) => inContact(base, baseOf(e))), 'BAD_PLACEMENT', 'A creature can never be summoned in contact with an enemy.');
  const near = enemies.filter((e) => circleGap(base, baseOf(e)) <= DISTANCE.S);
  if (near.length === 0) return [];
  // The 2017 summary has no fallback: a summon is always more than S from every enemy (docs/rules-decisions.md #104).
  ensure(s.config.ruleset.summoningFallback, 'BAD_PLACEMENT', 'A creature is summoned more than S from every enemy.');
  ensure(!idealSpotExists(s, seat, base.r), 'BAD_PLACEMENT', 'There is room on your edge more than S from every enemy: summon there.');
  return near.map((e) => e.id);
}

/**
 * Whether any spot on the edge is ideal (sampled every 2 mm): not blocked (as `blocked` tells) and
 * more than S from every enemy (rulebook: Playing cards and summoning). The bases and polygons are
 * gathered once for the few hundred spots, not once per spot: bots ask this for many summons.
 */
export function idealSpotExists(s: GameState, seat: Seat, r: number): boolean {
  const bases = basesOf(s);
  const enemyBases = packedMap(enemiesOf(s, seat), baseOf);
  const impassable = terrainPolygons(s, 'impassable');
  return summonSpots(s, seat, r, 2).some((at) => {
    const base = { c: at, r };
    if (!enemyBases.every((e) => circleGap(base, e) > DISTANCE.S)) return false;
    return !bases.some((b) => circlesOverlap(base, b)) && !impassable.some((poly) => circleOverlapsPolygon(base, poly));
  });
}

/** Candidate summoning spots along a seat's edge, every `step` mm. */
export function summonSpots(s: GameState, seat: Seat, r: number, step: number): Vec[] {
  const e = s.players[seat]!.edge;
  const len = distance(e.a, e.b);
  const spots: Vec[] = [];
  for (let along = r; along <= len - r; along += step) spots.push(placeOnEdge(e, along, r));
  return spots;
}

/** The creatures `seat` controls that count toward the cap (rulebook: Playing cards and summoning). */
export function creaturesTowardCap(s: GameState, seat: Seat): number {
  const countAll = s.config.ruleset.capCountsHeroAndMinions;
  // A quest's chained companion is outside the cap (checklist 22.17, docs/rules-decisions.md #62).
  return allCreatures(s).filter((c) => c.controller === seat && !c.chained && (countAll || c.kind === 'character')).length;
}

/** Reject a summon when the cap is reached (rulebook: Playing cards and summoning, T20). */
export function checkCap(s: GameState, seat: Seat): void {
  const cap = s.config.ruleset.creatureCap;
  ensure(creaturesTowardCap(s, seat) < cap, 'CREATURE_CAP', `You already control ${cap} creatures: no more can be summoned.`);
}

/**
 * Why a minion of `seat` cannot stand at `at` in contact with `anchor`, or null when it can (rulebook: Playing cards
 * and summoning): inside the field, touching the anchor, on no other base and no Impassable terrain, and never in
 * contact with an enemy, save the anchor itself when Parasite sets the minion against its victim (glossary: Parasite).
 */
export function minionSpotProblem(s: GameState, anchor: Creature, seat: Seat, at: Vec): string | null {
  const base = { c: at, r: getCard(s.players[seat]!.minion).stats!.base / 2 };
  if (!circleInsideField(base)) return 'The minion must stand inside the Battlefield.';
  const own = baseOf(anchor);
  if (!inContact(base, own) || circlesOverlap(base, own)) return 'The minion enters with its base touching the creature that summons it.';
  if (allCreatures(s).some((o) => circlesOverlap(base, baseOf(o)))) return 'That spot is taken by another base.';
  if (s.terrain.some((t) => terrainTraits(s, t).impassable && circleOverlapsPolygon(base, t.polygon))) return 'That spot is Impassable terrain.';
  if (enemiesOf(s, seat).some((e) => e.id !== anchor.id && inContact(base, baseOf(e)))) return 'A creature can never be summoned in contact with an enemy.';
  return null;
}

/** The spots round `c` where a minion's base would touch it, in 10° steps, 1 mm apart (in contact: under 3 mm). */
function ringAround(s: GameState, c: Creature, seat: Seat): Vec[] {
  const dist = baseOf(c).r + getCard(s.players[seat]!.minion).stats!.base / 2 + 1;
  return Array.from({ length: 36 }, (_, i) => {
    const a = (i * 10 * Math.PI) / 180;
    return { x: c.pos.x + Math.cos(a) * dist, y: c.pos.y + Math.sin(a) * dist };
  });
}

/** Legal spots for a minion's base in contact with `c`, round it in 10° steps (offered to the player, who may pick any other legal spot). */
export function minionSpots(s: GameState, c: Creature, seat: Seat = c.controller): Vec[] {
  return ringAround(s, c, seat).filter((at) => minionSpotProblem(s, c, seat, at) === null);
}

/** The first legal spot round `c` (the default answer when a minion is placed), or null when there is no room. */
export function minionSpot(s: GameState, c: Creature, seat: Seat = c.controller): Vec | null {
  return ringAround(s, c, seat).find((at) => minionSpotProblem(s, c, seat, at) === null) ?? null;
}
