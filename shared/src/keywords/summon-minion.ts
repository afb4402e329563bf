import type { Creature, GameState, Seat } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { minionSpot } from '../rules/use-ability';
import { newCreature } from '../primitives/new-creature';
import { onEnterExecutioner } from './executioner';
import { creaturesTowardCap } from '../queries/placement';
import { afterSummon } from './minions';

/** Whether one of `seat`'s minions could be summoned in contact with `anchor` now: under the cap (checklist 8.16) and with room. */
export function canSummonMinionAt(s: GameState, seat: Seat, anchor: Creature): boolean {
  return creaturesTowardCap(s, seat) < s.config.ruleset.creatureCap && minionSpot(s, anchor, seat) !== null;
}

/**
 * Summon one of `seat`'s minions in contact with `anchor` (Ritual, Drill, Recruitment, Parasite:
 * Part F 61 — always the seat's registered minion). Nothing happens when the creature cap is reached
 * (checklist 8.16) or there is no room. Returns the new minion, if any.
 */
export function summonMinionInContact(ctx: Ctx, seat: Seat, anchor: Creature): Creature | null {
  const s = ctx.s;
  if (!canSummonMinionAt(s, seat, anchor)) return null;
  const spot = minionSpot(s, anchor, seat)!;
  const card = s.players[seat]!.minion;
  const m = newCreature(s, { card, kind: 'minion', owner: seat, at: spot });
  emit(ctx, { e: 'summoned', seat, creature: m.id, card, at: spot });
  onEnterExecutioner(ctx, m);
  afterSummon(ctx, m);
  return m;
}
