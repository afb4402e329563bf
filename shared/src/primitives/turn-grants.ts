import type { Grant } from '../cards/keywords';
import type { Creature } from '../state/types';
import { emit, type Ctx } from './context';
import { creatureToChange } from './copy-on-write';
import { modifier } from './modifier';

// Bonuses handed over by keyword triggers (Charge, Steam Engine, Sting, Executioner): either until the
// end of the turn (timed modifiers) or for one attack only (read off the attack on the stack).

/** Give a creature a grant until the end of this turn, as tagged modifiers (docs/rules-decisions.md #63: explicit expiry). */
export function grantUntilEndOfTurn(ctx: Ctx, c: Creature, grant: Grant | undefined, tag: string): void {
  const until = ctx.s.turn;
  const modifiers = creatureToChange(ctx.s, c.id).modifiers;
  // The tag alone marks the trigger as used this turn, even when the grant is empty.
  modifiers.push(modifier({ strength: grant && grant.strength !== 0 ? grant.strength : undefined, untilEndOfTurn: until, tag }));
  if (grant && grant.strength !== 0) emit(ctx, { e: 'strengthChanged', creature: c.id, delta: grant.strength, untilEndOfTurn: until });
  for (const keyword of grant?.keywords ?? []) {
    modifiers.push(modifier({ keyword, untilEndOfTurn: until, tag }));
    emit(ctx, { e: 'keywordGained', creature: c.id, keyword: keyword.kw, untilEndOfTurn: until });
  }
}

/** Whether a tagged once-per-turn trigger has already fired this turn (its modifiers expire at the end of the turn). */
export function usedThisTurn(c: Creature, tag: string): boolean {
  return c.modifiers.some((m) => m.tag === tag);
}

