import type { Creature } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { addWounds } from '../primitives/damage';
import { healthOf } from '../queries/stats';
import { immuneToAfflictions } from '../queries/targeting';
import { creatureToChange } from '../primitives/copy-on-write';

// glossary: Disease — a token; 1 wound whenever the creature declares an attack; at the start of its
// activation it may skip the whole activation to lose the token (on-activation-start.ts, docs/rules-decisions.md #71).

/** Give a Disease token: at most one (docs/rules-decisions.md #40); Forged and Resurgent creatures are immune. */
export function giveDisease(ctx: Ctx, c: Creature): void {
  if (c.disease || immuneToAfflictions(ctx.s, c)) return;
  creatureToChange(ctx.s, c.id).disease = true;
  emit(ctx, { e: 'diseased', creature: c.id });
}

/** Remove the Disease token. */
export function removeDisease(ctx: Ctx, c: Creature): void {
  if (!c.disease) return;
  creatureToChange(ctx.s, c.id).disease = false;
  emit(ctx, { e: 'diseaseRemoved', creature: c.id });
}

/**
 * A diseased creature that declares an attack takes 1 wound first. Returns false when that wound
 * killed it: the attack is then not carried out.
 */
export function diseaseOnAttack(ctx: Ctx, c: Creature): boolean {
  if (!c.disease) return true;
  const now = addWounds(ctx, c, 1);
  return now.wounds < healthOf(now);
}
