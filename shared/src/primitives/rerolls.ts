import { countSuccesses, type Face } from '../random';
import { ensure } from '../protocol/codes';
import type { Creature } from '../state/types';
import { ask, takeAnswer } from './ask';
import { emit, type Ctx } from './context';
import { rollDice } from './dice-roll';

// Rerolls shared by melee and ranged attacks (rulebook: Melee combat, docs/rules-decisions.md #47): forced ones first, then optional ones.

/**
 * Reroll every die showing one of the `reroll` faces: the successes for Veteran and Difficult target,
 * the failures for Defense against shooting. The event counts `success` faces (default: `reroll`).
 */
export function forcedReroll(ctx: Ctx, creature: string, faces: Face[], reroll: readonly Face[], why: string, success: readonly Face[] = reroll): void {
  const indices = faces.map((f, i) => (reroll.includes(f) ? i : -1)).filter((i) => i >= 0);
  if (indices.length === 0) return;
  const fresh = rollDice(ctx, indices.length);
  indices.forEach((i, k) => (faces[i] = fresh[k]!));
  emit(ctx, { e: 'rerolled', creature, purpose: why, indices, faces: [...faces], successes: countSuccesses(faces, success), counts: [...success] });
}

/**
 * An optional reroll of up to `max` different dice (Master abilities, docs/rules-decisions.md #47). Returns true while
 * waiting for the answer; the default answer rerolls failed dice.
 */
export function offerReroll(ctx: Ctx, t: { answer?: unknown }, c: Creature, faces: Face[], max: number, success: readonly Face[], why: string): boolean {
  if (max <= 0 || faces.length === 0) return false;
  const answer = takeAnswer<{ dice: number[] }>(t);
  if (!answer) {
    const failed = faces.map((f, i) => (success.includes(f) ? -1 : i)).filter((i) => i >= 0).slice(0, max);
    if (failed.length === 0) return false; // nothing worth rerolling: no need to ask
    ask(ctx, c.controller, 'reroll', { creature: c.id, faces: [...faces], max, why }, { dice: failed });
    return true;
  }
  const unique = new Set(answer.dice);
  ensure(unique.size === answer.dice.length && answer.dice.length <= max && answer.dice.every((i) => i < faces.length), 'BAD_ANSWER', `Choose up to ${max} different dice to reroll.`);
  if (answer.dice.length === 0) return false;
  const fresh = rollDice(ctx, answer.dice.length);
  answer.dice.forEach((i, k) => (faces[i] = fresh[k]!));
  emit(ctx, { e: 'rerolled', creature: c.id, purpose: why, indices: answer.dice, faces: [...faces], successes: countSuccesses(faces, success), counts: [...success] });
  return false;
}
