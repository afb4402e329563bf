import { BULLSEYE_ONLY, countSuccesses } from '../random';
import type { Creature, GameState } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import { emit, type Ctx } from '../primitives/context';
import { addWounds } from '../primitives/damage';
import { rollDice } from '../primitives/dice-roll';
import { heal } from '../primitives/healing';
import { canBeHealed } from '../queries/heal-target';
import { push } from '../primitives/stack';
import { healthOf, keyword, valueOf } from '../queries/stats';
import type { ActivationStartTask } from '../state/tasks';
import { expiryTurn } from '../queries/turn-order';
import { removeDisease } from './disease';
import { applyGrant } from '../primitives/apply-grant';
import { playerToChange } from '../primitives/copy-on-write';

/**
 * The start of a creature's activation: the rolls (Poison, Regeneration) happen at once; the
 * optional choices (Disease, Exhaustion, Contract) wait for decisions, and the declaration that
 * started the activation is carried out afterwards.
 */

const alive = (c: Creature) => c.wounds < healthOf(c);
const stillActivating = (s: GameState, c: Creature) => alive(c) && s.activation?.creature === c.id && !s.activation.finished;

/** The rolls at the start of an activation, also made for creatures that end the turn unactivated (rulebook: Creature activation). */
export function rollStartOfActivation(ctx: Ctx, creature: Creature): void {
  let c = creature; // the creature as it is now: a Poison wound below goes onto its own copy
  // glossary: Poison — a Bullseye is 1 wound.
  if (c.poison) {
    const faces = rollDice(ctx, 1);
    const hit = countSuccesses(faces, BULLSEYE_ONLY) > 0;
    emit(ctx, { e: 'rolled', creature: c.id, purpose: 'poison', faces, successes: hit ? 1 : 0, counts: [...BULLSEYE_ONLY] });
    if (hit) c = addWounds(ctx, c, 1);
  }
  // glossary: Regeneration X — roll X, heal 1 per Bullseye. Not rolled when there is nothing it may heal (rulebook: Damage and wounds).
  const x = valueOf(ctx.s, c, 'regeneration');
  if (x > 0 && alive(c) && c.wounds > 0 && canBeHealed(ctx.s, c)) {
    const faces = rollDice(ctx, x);
    const n = countSuccesses(faces, BULLSEYE_ONLY);
    emit(ctx, { e: 'rolled', creature: c.id, purpose: 'regeneration', faces, successes: n, counts: [...BULLSEYE_ONLY] });
    heal(ctx, c, n);
  }
}

/** Whether the Contract can be paid: the active player has 1 Prosperity (docs/rules-decisions.md #35). */
function contractPayable(s: GameState, c: Creature): boolean {
  return !!keyword(s, c, 'contract')?.grant && (s.players[s.activeSeat]?.prosperity ?? 0) >= 1;
}

/** Whether the creature has an optional choice at the start of its activation. */
export function hasStartChoices(s: GameState, c: Creature): boolean {
  return c.disease || !!keyword(s, c, 'exhaustion')?.grant || contractPayable(s, c);
}

/** Queue the start-of-activation choices; the declaration in `ctx.declared` resumes afterwards. */
export function queueStartChoices(ctx: Ctx, c: Creature): void {
  const d = ctx.declared;
  const then = d && d.type !== 'answer' ? d : undefined;
  push(ctx, { kind: 'activationStart', creature: c.id, seat: c.controller, step: 'disease', ...(then ? { then } : {}) });
}

/** Run the start-of-activation choices one by one; the engine then carries out the declaration (`declarationToResume`). */
export function runActivationStart(ctx: Ctx, t: ActivationStartTask): 'done' | 'keep' {
  const s = ctx.s;
  const c = s.creatures[t.creature];
  if (!c || !stillActivating(s, c)) return 'done';
  if (t.step === 'disease') {
    if (c.disease) {
      const a = takeAnswer<{ yes: boolean }>(t);
      if (!a) return ask(ctx, t.seat, 'optionalAbility', { creature: c.id, keyword: 'disease' }, { yes: false });
      if (a.yes) {
        // glossary: Disease — the whole activation is given up to lose the token (docs/rules-decisions.md #71).
        removeDisease(ctx, c);
        s.activation!.finished = true;
        return 'done';
      }
    }
    t.step = 'exhaustion';
  }
  if (t.step === 'exhaustion') {
    const k = keyword(s, c, 'exhaustion');
    if (k?.grant) {
      const a = takeAnswer<{ yes: boolean }>(t);
      if (!a) return ask(ctx, t.seat, 'optionalAbility', { creature: c.id, keyword: 'exhaustion' }, { yes: false });
      t.step = 'contract';
      if (a.yes) {
        // glossary: Exhaustion X — 1 wound for the [text] until end of turn; X is not used (docs/rules-decisions.md #34).
        if (!alive(addWounds(ctx, c, 1, c.id))) return 'done';
        applyGrant(ctx, c, k.grant, s.turn);
      }
    }
    t.step = 'contract';
  }
  if (t.step === 'contract') {
    const k = keyword(s, c, 'contract');
    if (k?.grant && contractPayable(s, c)) {
      const a = takeAnswer<{ yes: boolean }>(t);
      if (!a) return ask(ctx, s.activeSeat, 'optionalAbility', { creature: c.id, keyword: 'contract' }, { yes: false });
      if (a.yes) {
        // glossary: Contract — the active player pays 1 Prosperity (docs/rules-decisions.md #35); the [text] lasts until end of turn.
        const p = playerToChange(s, s.activeSeat);
        p.prosperity -= 1;
        emit(ctx, { e: 'prosperity', seat: s.activeSeat, delta: -1, total: p.prosperity, why: 'Contract' });
        applyGrant(ctx, c, k.grant, expiryTurn(s, s.activeSeat, 'endOfTurn')!);
      }
    }
    t.step = 'resume';
  }
  return 'done';
}

/**
 * The declaration that started the activation, once the start choices are done (`runActivationStart`
 * returned 'done'), if the creature is still activating: the engine carries it out (engine/run-tasks.ts).
 */
export function declarationToResume(s: GameState, t: ActivationStartTask): ActivationStartTask['then'] {
  const c = s.creatures[t.creature];
  return t.then && c && stillActivating(s, c) ? t.then : undefined;
}
