import type { STEAM_ENGINE_TRIGGERS } from '../cards/keywords';
import type { Creature } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { addWounds } from '../primitives/damage';
import { rollDice } from '../primitives/dice-roll';
import { healthOf, keyword } from '../queries/stats';
import { grantUntilEndOfTurn, usedThisTurn } from '../primitives/turn-grants';

/** A declaration a Steam Engine can be tied to. */
export type SteamTrigger = (typeof STEAM_ENGINE_TRIGGERS)[number];

/**
 * glossary: Steam Engine — once a turn, on declaring its named ability, the creature first rolls one
 * die and carries out that face: a grant until the end of the turn and/or wounds to itself. Returns
 * `died` when the self-wounds killed it, so the declared ability does not happen.
 */
export function steamEngine(ctx: Ctx, c: Creature, trigger: SteamTrigger): 'skipped' | 'fired' | 'died' {
  const k = keyword(ctx.s, c, 'steamEngine');
  if (!k || k.trigger !== trigger || usedThisTurn(c, 'steamEngine')) return 'skipped';
  const [face] = rollDice(ctx, 1);
  emit(ctx, { e: 'rolled', creature: c.id, purpose: 'steamEngine', faces: [face!], successes: 0, counts: [] });
  const result = k.faces?.[face!];
  grantUntilEndOfTurn(ctx, c, result?.grant, 'steamEngine');
  const now = result?.selfWounds ? addWounds(ctx, c, result.selfWounds) : c;
  return now.wounds < healthOf(now) ? 'fired' : 'died';
}
