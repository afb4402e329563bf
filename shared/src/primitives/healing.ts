import type { Creature } from '../state/types';
import { emit, type Ctx } from './context';
import { canBeHealed } from '../queries/heal-target';
import { creatureToChange } from './copy-on-write';

/** Remove up to `amount` wounds (never below 0). */
export function heal(ctx: Ctx, c: Creature, amount: number): void {
  const now = ctx.s.creatures[c.id]!; // `c` may have been read before an earlier change in this action
  const healed = Math.min(amount, now.wounds);
  if (healed <= 0 || !canBeHealed(ctx.s, now)) return;
  creatureToChange(ctx.s, c.id).wounds -= healed;
  emit(ctx, { e: 'healed', creature: c.id, amount: healed });
}
