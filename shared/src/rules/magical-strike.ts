import { countSuccesses } from '../random';
import { emit, type Ctx } from '../primitives/context';
import { dealDamage } from '../primitives/damage';
import { rollDice } from '../primitives/dice-roll';
import { meleeSuccessFaces } from '../queries/faces';
import { valueOf } from '../queries/stats';
import { openTacticWindow } from '../primitives/tactic-window';
import type { MagicalStrikeTask } from '../state/tasks';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * Magical Strike X (rulebook: Magical Strike, docs/rules-decisions.md #23): X dice on the melee faces, no defence, each success a
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
  creatureToChange(s, T.id).meleesThisTurn += 1;
  dealDamage(ctx, T.id, successes, 'magicalStrike', { source: A.id, attack: true });
  return 'done';
}
