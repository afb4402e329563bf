import type { Creature } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { immuneToAfflictions } from '../queries/targeting';
import { creatureToChange } from '../primitives/copy-on-write';

/** Give a Poison token (effects, Sting): at most one (docs/rules-decisions.md #40); Forged and Resurgent creatures are immune. */
export function givePoison(ctx: Ctx, c: Creature): void {
  if (c.poison || immuneToAfflictions(ctx.s, c)) return;
  creatureToChange(ctx.s, c.id).poison = true;
  emit(ctx, { e: 'poisoned', creature: c.id });
}
