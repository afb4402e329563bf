import type { Grant } from '../cards/keywords';
import type { Creature } from '../state/types';
import { emit, type Ctx } from './context';
import { creatureToChange } from './copy-on-write';
import { modifier } from './modifier';

/**
 * Give a creature a keyword's [text] (Strength and keywords) as timed modifiers expiring at the end
 * of turn `until` (docs/rules-decisions.md #63). Used by Exhaustion, Contract and Howl.
 */
export function applyGrant(ctx: Ctx, c: Creature, grant: Grant, until: number): void {
  if (!grant.strength && !grant.keywords?.length) return;
  const modifiers = creatureToChange(ctx.s, c.id).modifiers;
  if (grant.strength) {
    modifiers.push(modifier({ strength: grant.strength, untilEndOfTurn: until }));
    emit(ctx, { e: 'strengthChanged', creature: c.id, delta: grant.strength, untilEndOfTurn: until });
  }
  for (const k of grant.keywords ?? []) {
    modifiers.push(modifier({ keyword: k, untilEndOfTurn: until }));
    emit(ctx, { e: 'keywordGained', creature: c.id, keyword: k.kw, untilEndOfTurn: until });
  }
}
