import type { Creature } from '../state/types';
import { emit, type Ctx } from './context';
import { canBeHealed } from '../queries/heal-target';

/** Remove up to `amount` wounds (never below 0). */
export function heal(ctx: Ctx, c: Creature, amount: number): void {
  const healed = Math.min(amount, c.wounds);
  if (healed <= 0 || !canBeHealed(ctx.s, c)) return;
  c.wounds -= healed;
  emit(ctx, { e: 'healed', creature: c.id, amount: healed });
}
