import type { Creature, GameState } from '../state/types';
import { emit, type Ctx } from './context';
import { has } from '../queries/stats';

/** Keywords that forbid healing (checklist 16.9; glossary Forged, Resurgent, Monster). */
const UNHEALABLE = ['forged', 'resurgent', 'monster'] as const;

/** Whether a creature can be healed at all. */
export function canBeHealed(s: GameState, c: Creature): boolean {
  return !UNHEALABLE.some((k) => has(s, c, k));
}

/** Remove up to `amount` wounds (never below 0). */
export function heal(ctx: Ctx, c: Creature, amount: number): void {
  const healed = Math.min(amount, c.wounds);
  if (healed <= 0 || !canBeHealed(ctx.s, c)) return;
  c.wounds -= healed;
  emit(ctx, { e: 'healed', creature: c.id, amount: healed });
}
