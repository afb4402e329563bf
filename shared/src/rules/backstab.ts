import { countSuccesses } from '../random';
import { emit, type Ctx } from '../primitives/context';
import { dealDamage } from '../primitives/damage';
import { rollDice } from '../primitives/dice-roll';
import { meleeSuccessFaces } from '../queries/faces';
import type { BackstabTask } from '../state/tasks';
import { useRelicKeyword } from '../primitives/relics';
import { ask, takeAnswer } from '../primitives/ask';
import { isNpc } from './quest/quest-of';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * Backstab (rulebook: Backstab): each listed enemy rolls one die; AX or SH succeeds (SH only if it is
 * wounded without Fortitude, docs/rules-decisions.md #11); the victim cannot defend; each success is 1 damage.
 * A hidden backstabber loses its Stealth token (rulebook: Backstab). Backstab is not an attack. Hidden enemies
 * listed in `offers` are asked first whether to join (docs/rules-decisions.md #13, #123).
 */
export function runBackstab(ctx: Ctx, t: BackstabTask): 'done' | 'keep' {
  const s = ctx.s;
  if (t.offers && askHiddenBackstabbers(ctx, t, t.offers, t.victim, t.by) === 'keep') return 'keep';
  for (const id of t.by) {
    const by = s.creatures[id];
    if (!by || !s.creatures[t.victim]) continue;
    // The solo game's NPCs always Backstab successfully (checklist 22.53): no die is rolled for them.
    const faces = isNpc(s, by) ? (['shield'] as const).slice() : rollDice(ctx, 1);
    const counts = meleeSuccessFaces(s, by);
    const successes = countSuccesses(faces, counts);
    emit(ctx, { e: 'backstab', by: id, victim: t.victim, faces, successes, counts: [...counts] });
    if (by.stealth) {
      creatureToChange(s, id).stealth = false;
      emit(ctx, { e: 'stealthLost', creature: id });
    }
    // A wounded backstabber hitting on SH thanks to a relic's Fortitude uses that relic (docs/rules-decisions.md #19).
    if (by.wounds > 0) useRelicKeyword(ctx, by, 'fortitude');
    dealDamage(ctx, t.victim, successes, 'backstab', { source: id });
  }
  return 'done';
}

/**
 * Ask each hidden enemy in `offers`, one at a time, whether it Backstabs `victim` (docs/rules-decisions.md #13);
 * each that does joins `by`. Consumes `offers`; 'keep' while a question waits.
 */
export function askHiddenBackstabbers(ctx: Ctx, t: { answer?: unknown }, offers: string[], victim: string, by: string[]): 'keep' | 'done' {
  while (offers.length > 0) {
    const hidden = ctx.s.creatures[offers[0]!];
    if (!hidden) {
      offers.shift();
      continue;
    }
    const answer = takeAnswer<{ yes: boolean }>(t);
    if (!answer) return ask(ctx, hidden.controller, 'optionalBackstab', { creature: hidden.id, victim }, { yes: false });
    offers.shift();
    if (answer.yes) by.push(hidden.id);
  }
  return 'done';
}
