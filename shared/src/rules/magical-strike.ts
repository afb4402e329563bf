import { countSuccesses } from '../random';
import { emit, type Ctx } from './context';
import { dealDamage } from './damage';
import { rollDice } from './dice-roll';
import { meleeSuccessFaces } from './faces';
import { valueOf } from './stats';
import { openTacticWindow } from './tactic-window';
import type { MagicalStrikeTask } from './tasks';

/**
 * Magical Strike X (checklist 14, Part F 23): X dice on the melee faces, no defence, each success a
 * wound (Armour ignored). The target does not strike back; it counts as a melee against the target
 * for the all-dice-to-defence rule.
 */
export function runMagicalStrike(ctx: Ctx, t: MagicalStrikeTask): 'done' | 'keep' {
  const s = ctx.s;
  const A = s.creatures[t.attacker];
  const T = s.creatures[t.target];
  if (!A || !T) return 'done';
  if (t.step === 'window') {
    t.step = 'roll';
    openTacticWindow(ctx, 'enemyDeclaresMelee', A.id, 0);
    return 'keep';
  }
  const faces = rollDice(ctx, valueOf(s, A, 'magicalStrike'));
  const counts = meleeSuccessFaces(s, A);
  const successes = countSuccesses(faces, counts);
  emit(ctx, { e: 'rolled', creature: A.id, purpose: 'magical strike', faces, successes, counts: [...counts] });
  T.meleesThisTurn += 1;
  dealDamage(ctx, T.id, successes, 'magicalStrike', { source: A.id });
  return 'done';
}
