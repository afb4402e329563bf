import { circleInsideField, circleOverlapsPolygon, circlesOverlap, distance, type Vec } from '../geometry';
import { ensure, passes } from '../protocol/codes';
import { emit, type Ctx } from '../primitives/context';
import { push } from '../primitives/stack';
import { allCreatures, baseOf } from '../queries/creatures';
import { LENGTH_TOLERANCE, planMove } from '../queries/movement';
import type { Creature, GameState } from '../state/types';
import { terrainTraits } from '../queries/terrain-traits';
import { creatureToChange } from '../primitives/copy-on-write';

/** Whether the answer names the creature's own spot: it stays where it is (docs/rules-decisions.md #122). */
export const staysPut = (c: Creature, at: Vec): boolean => distance(c.pos, at) <= LENGTH_TOLERANCE;

/**
 * Check a spot an effect places `c` on (rulebook: Movement, docs/rules-decisions.md #54): within `reach` of where it
 * stands, on the Battlefield, on no other base and on no Impassable template. What lies between does not
 * matter: a place is not a move. Throws a RuleError naming what is wrong.
 */
export function checkPlaceSpot(s: GameState, c: Creature, at: Vec, reach: number): void {
  const base = { c: at, r: baseOf(c).r };
  ensure(distance(c.pos, at) <= reach + LENGTH_TOLERANCE, 'TOO_FAR', `That spot is more than ${reach} mm from where the creature stands.`);
  ensure(circleInsideField(base), 'OUT_OF_FIELD', 'The whole base must stay on the Battlefield.');
  ensure(allCreatures(s).every((o) => o.id === c.id || !circlesOverlap(base, baseOf(o))), 'BAD_PLACEMENT', 'Another creature already stands there.');
  const impassable = s.terrain.filter((t) => terrainTraits(s, t).impassable);
  ensure(impassable.every((t) => !circleOverlapsPolygon(base, t.polygon)), 'BAD_PLACEMENT', 'A creature cannot be placed on Impassable terrain.');
}

/** Put `c` on a checked spot: no path, no Backstab, no detection (docs/rules-decisions.md #54). */
export function placeCreature(ctx: Ctx, c: Creature, at: Vec): void {
  const from = ctx.s.creatures[c.id]!.pos; // `c` may have been read before an earlier change in this action
  const to = { x: at.x, y: at.y };
  creatureToChange(ctx.s, c.id).pos = to;
  emit(ctx, { e: 'placed', creature: c.id, from, to });
}

/**
 * Move `c` by an effect in a straight line to `at`, at most `reach` (and its own Movement): the move rules
 * apply in full, so leaving an enemy's contact draws its Backstab and the first enemy base touched stops it
 * (rulebook: Movement, Backstab). Throws a RuleError for an illegal line.
 */
export function moveByEffect(ctx: Ctx, c: Creature, at: Vec, reach: number): void {
  const plan = planMove(ctx.s, c, [at], false, reach);
  push(ctx, { kind: 'move', creature: c.id, ...plan, step: 'leave' });
}

/** Eight directions, at (nearly) full and half reach: the legal ones are offered as hints (and to bots) with the spot decision. */
export function suggestedSpots(s: GameState, c: Creature, mode: 'place' | 'move', reach: number): Vec[] {
  const out: Vec[] = [];
  for (const f of [0.98, 0.5]) {
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      const at = { x: Math.round(c.pos.x + Math.cos(a) * reach * f), y: Math.round(c.pos.y + Math.sin(a) * reach * f) };
      if (passes(() => (mode === 'place' ? checkPlaceSpot(s, c, at, reach) : planMove(s, c, [at], false, reach)))) out.push(at);
    }
  }
  return out;
}
