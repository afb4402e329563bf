import { DISTANCE, FIELD_SIZE, firstCircleHitAlongPath, firstPolygonHitAlongPath, hypot, type Vec } from '../geometry';
import type { Creature, GameState } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { baseOf, basesOf } from '../queries/creatures';
import { dealDamage } from '../primitives/damage';
import { LENGTH_TOLERANCE } from '../queries/movement';
import { terrainPolygons } from '../queries/terrain-traits';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * How far a base can be pushed from `from` along the unit vector `dir`, up to `max`: it stops at the
 * first other base, Impassable terrain or the field's edge.
 */
export function pushReach(s: GameState, c: Creature, dir: Vec, max: number): number {
  const r = baseOf(c).r;
  const start = c.pos;
  // The field: the centre stays within [r, FIELD_SIZE − r] on both axes.
  let reach = max;
  for (const [p, d] of [[start.x, dir.x], [start.y, dir.y]] as const) {
    if (d > 0) reach = Math.min(reach, (FIELD_SIZE - r - p) / d);
    if (d < 0) reach = Math.min(reach, (r - p) / d);
  }
  reach = Math.max(0, reach);
  const end = { x: start.x + dir.x * reach, y: start.y + dir.y * reach };
  const others = basesOf(s, (o) => o.id !== c.id);
  const impassable = terrainPolygons(s, 'impassable');
  const hits = [firstCircleHitAlongPath([start, end], r, others), firstPolygonHitAlongPath([start, end], r, impassable)];
  for (const h of hits) if (h) reach = Math.min(reach, h.distanceAlong);
  return reach;
}

/**
 * glossary: Buckshot (docs/rules-decisions.md #51) — a Shooting attack that dealt damage to a target within M pushes
 * it S straight away from the shooter (centre to centre). Leaving contact this way draws no
 * Backstab. A push stopped short deals 1 more damage.
 */
export function buckshotPush(ctx: Ctx, shooter: Creature, target: Creature): void {
  const dx = target.pos.x - shooter.pos.x;
  const dy = target.pos.y - shooter.pos.y;
  const len = hypot(dx, dy) || 1;
  const dir = { x: dx / len, y: dy / len };
  const reach = pushReach(ctx.s, target, dir, DISTANCE.S);
  const from = target.pos;
  const to = { x: from.x + dir.x * reach, y: from.y + dir.y * reach };
  creatureToChange(ctx.s, target.id).pos = to;
  const blocked = reach < DISTANCE.S - LENGTH_TOLERANCE;
  emit(ctx, { e: 'pushed', creature: target.id, from, to, length: reach, blocked });
  if (blocked) dealDamage(ctx, target.id, 1, 'shooting', { source: shooter.id });
}
