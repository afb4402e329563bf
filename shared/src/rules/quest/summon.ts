import { overlordCreatureOf, pveCardId, type Spot } from '../../cards/quest';
import type { Polygon, Vec } from '../../geometry';
import { newCreature } from '../../primitives/new-creature';
import { emit, type Ctx } from '../../primitives/context';
import type { GameState } from '../../state/types';
import { creatureSpot, underCreatureLimit } from './placement';
import { questOf } from './quest-of';

/** Why a creature was not placed, for the event. */
export type NotPlaced = 'creatureLimit' | 'noRoom';

/** The card an Overlord creature is on the field in this game: its PvE face solo (22.39), its plain card against a player. */
export function overlordFace(s: GameState, card: string): string {
  const data = overlordCreatureOf(card);
  if (!data) throw new Error(`"${card}" is not an Overlord creature`);
  return questOf(s).cfg.side === 'pve' ? pveCardId(data.id) : data.id;
}

/**
 * Put an Overlord creature on the field by its card face for this game (solo: its PvE face, 22.39), within
 * the creature limits (22.28, 22.40: one over the limit is not placed, 22.15) and where it is told to go
 * (22.61, 22.64), at the engine's spot. Returns its id, or why it was not placed.
 */
export function summonOverlordCreature(ctx: Ctx, card: string, where: Spot, near?: Polygon): { id: string } | { skipped: NotPlaced; card: string } {
  const face = overlordFace(ctx.s, card);
  if (!underCreatureLimit(ctx.s, face)) return { skipped: 'creatureLimit', card: face };
  const at = creatureSpot(ctx.s, face, where, near);
  if (!at) return { skipped: 'noRoom', card: face };
  return { id: putOverlordCreature(ctx, face, at) };
}

/** An Overlord creature (`face`, the card it is on the field) enters at `at`; killing it earns its Honour (22.35). */
export function putOverlordCreature(ctx: Ctx, face: string, at: Vec): string {
  const { q, cfg } = questOf(ctx.s);
  const c = newCreature(ctx.s, { card: face, kind: 'character', owner: cfg.overlord, at });
  const honour = overlordCreatureOf(face)?.honour ?? 0;
  if (honour > 0) q.bounties[c.id] = honour;
  emit(ctx, { e: 'summoned', seat: cfg.overlord, creature: c.id, card: face, at });
  return c.id;
}
