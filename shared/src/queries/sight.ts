import { lineOfSight, lineOfSightWithin, type SightBlockers, type SightWithinResult } from '../geometry';
import { ensure } from '../protocol/codes';
import type { Creature, GameState } from '../state/types';
import { baseOf, basesOf } from './creatures';
import { terrainPolygons } from './terrain-traits';

/** What blocks sight between two creatures: other bases unless hidden; Blocks-LoS terrain (rulebook: Ranged attacks). */
function blockersBetween(s: GameState, from: Creature, to: Creature): SightBlockers {
  const circles = basesOf(s, (o) => o.id !== from.id && o.id !== to.id && !o.stealth);
  const polygons = terrainPolygons(s, 'blocksLineOfSight');
  return { circles, polygons };
}

/** Line of sight between two creatures: other bases block unless hidden; Blocks-LoS terrain blocks (rulebook: Ranged attacks). */
export function lineOfSightBetween(s: GameState, from: Creature, to: Creature) {
  return lineOfSight(baseOf(from), baseOf(to), blockersBetween(s, from, to));
}

/**
 * Sight between two creatures within `range` (rulebook: Ranged attacks; docs/rules-decisions.md #106): a clear
 * segment no longer than the range, or `beyondRange` when the target is seen only along longer lines (or its
 * base is beyond the range). What the rules check and the table shows.
 */
export function lineOfSightWithinBetween(s: GameState, from: Creature, to: Creature, range: number): SightWithinResult {
  return lineOfSightWithin(baseOf(from), baseOf(to), blockersBetween(s, from, to), range);
}

/** The refusal's sentence for a target in sight only along lines longer than `range` mm (the table shows the same words). */
export function beyondRangeSight(range: number): string {
  return `The target is in sight only along lines longer than the range (${range} mm): it is out of range.`;
}

/**
 * Range and line of sight together (rulebook: Ranged attacks; checklist 15.6): the line of sight is a segment
 * no longer than the range, so a target in sight only along longer lines is out of range. Rejects with
 * NO_LINE_OF_SIGHT (`noSight`) when nothing is seen, OUT_OF_RANGE when it is seen only beyond `range`.
 */
export function checkSightWithin(s: GameState, from: Creature, to: Creature, range: number, noSight: string): void {
  const r = lineOfSightWithinBetween(s, from, to, range);
  if (r.clear) return;
  ensure(r.beyondRange, 'NO_LINE_OF_SIGHT', noSight);
  ensure(false, 'OUT_OF_RANGE', beyondRangeSight(range));
}
