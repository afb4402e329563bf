import { countSuccesses } from '../random';
import { emit, type Ctx } from '../primitives/context';
import { dealDamage } from '../primitives/damage';
import { rollDice } from '../primitives/dice-roll';
import { meleeSuccessFaces } from '../queries/faces';
import type { BackstabTask } from '../state/tasks';
import { useRelicKeyword } from '../primitives/relics';
import { isNpc } from './quest/quest-of';

/**
 * Backstab (rulebook: Backstab): each listed enemy rolls one die; AX or SH succeeds (SH only if it is
 * wounded without Fortitude, docs/rules-decisions.md #11); the victim cannot defend; each success is 1 damage.
 * A hidden backstabber loses its Stealth token (rulebook: Backstab). Backstab is not an attack.
 */
export function runBackstab(ctx: Ctx, t: BackstabTask): 'done' {
  const s = ctx.s;
  for (const id of t.by) {
    const by = s.creatures[id];
    if (!by || !s.creatures[t.victim]) continue;
    // The solo game's NPCs always Backstab successfully (checklist 22.53): no die is rolled for them.
    const faces = isNpc(s, by) ? (['shield'] as const).slice() : rollDice(ctx, 1);
    const counts = meleeSuccessFaces(s, by);
    const successes = countSuccesses(faces, counts);
    emit(ctx, { e: 'backstab', by: id, victim: t.victim, faces, successes, counts: [...counts] });
    if (by.stealth) {
      by.stealth = false;
      emit(ctx, { e: 'stealthLost', creature: id });
    }
    // A wounded backstabber hitting on SH thanks to a relic's Fortitude uses that relic (docs/rules-decisions.md #19).
    if (by.wounds > 0) useRelicKeyword(ctx, by, 'fortitude');
    dealDamage(ctx, t.victim, successes, 'backstab', { source: id });
  }
  return 'done';
}
