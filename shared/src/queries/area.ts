import { DISTANCE } from '../geometry';
import type { Affects } from '../cards/keywords';
import type { Creature, GameState } from '../state/types';
import { areEnemies, gapBetween } from './creatures';

/**
 * Whether `target` is in the area of an ability of `src`: within `range` base to base (docs/rules-decisions.md #57),
 * matching the side and types of `affects` (docs/rules-decisions.md #36: both sides unless filtered); never the source.
 */
export function inArea(s: GameState, src: Creature, target: Creature, range: keyof typeof DISTANCE, affects?: Affects): boolean {
  if (src.id === target.id) return false;
  const a = affects ?? { side: 'any', types: ['hero', 'character', 'minion'] };
  const enemy = areEnemies(s, src.controller, target.controller);
  if (a.side === 'friendly' && (enemy || src.controller !== target.controller)) return false;
  if (a.side === 'enemy' && !enemy) return false;
  if (!a.types.includes(target.kind)) return false;
  return gapBetween(src, target) <= DISTANCE[range];
}
