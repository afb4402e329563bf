import { overlordCreatureOf, pveCardId, type Spot } from '../../cards/quest';
import type { Polygon } from '../../geometry';
import { newCreature } from '../../primitives/new-creature';
import { emit, type Ctx } from '../../primitives/context';
import { creatureSpot, underCreatureLimit } from './placement';
import { questOf } from './quest-of';

/** Why a creature was not placed, for the event. */
export type NotPlaced = 'creatureLimit' | 'noRoom';

/**
 * Put an Overlord creature on the field by its card face for this game (solo: its PvE face, 22.39), within
 * the creature limits (22.28, 22.40: one over the limit is not placed, 22.15) and where it is told to go
 * (22.61, 22.64). Killing it earns its Honour (22.35). Returns its id, or why it was not placed.
 */
export function summonOverlordCreature(ctx: Ctx, card: string, where: Spot, near?: Polygon): { id: string } | { skipped: NotPlaced; card: string } {
  const s = ctx.s;
  const { q, cfg } = questOf(s);
  const data = overlordCreatureOf(card);
  if (!data) throw new Error(`"${card}" is not an Overlord creature`);
  const face = cfg.side === 'pve' ? pveCardId(data.id) : data.id;
  if (!underCreatureLimit(s, face)) return { skipped: 'creatureLimit', card: face };
  const at = creatureSpot(s, face, where, near);
  if (!at) return { skipped: 'noRoom', card: face };
  const c = newCreature(s, { card: face, kind: 'character', owner: cfg.overlord, at });
  if (data.honour > 0) q.bounties[c.id] = data.honour;
  emit(ctx, { e: 'summoned', seat: cfg.overlord, creature: c.id, card: face, at });
  return { id: c.id };
}
