import { lineOfSight } from '../geometry';
import { getCard } from '../cards/registry';
import type { Creature, GameState } from '../state/types';
import { allCreatures, baseOf } from './creatures';

/** Line of sight between two creatures: other bases block unless hidden; Blocks-LoS terrain blocks (rulebook: Ranged attacks). */
export function lineOfSightBetween(s: GameState, from: Creature, to: Creature) {
  const circles = allCreatures(s).filter((o) => o.id !== from.id && o.id !== to.id && !o.stealth).map(baseOf);
  const polygons = s.terrain.filter((t) => getCard(t.card).terrain?.blocksLineOfSight).map((t) => t.polygon);
  return lineOfSight(baseOf(from), baseOf(to), { circles, polygons });
}
