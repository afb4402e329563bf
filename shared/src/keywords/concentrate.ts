import type { ConcentrationSpend } from '../cards/effects';
import { getCard } from '../cards/registry';
import { legalTargets, targetOptions } from '../queries/effect-targets';
import type { TargetSpec } from '../cards/effects';
import { ensure } from '../protocol/codes';
import type { Creature, GameState, Seat } from '../state/types';
import { checkActivationPhase } from '../queries/phase';
import { emit, type Ctx } from '../primitives/context';
import { creatureOrReject } from '../queries/creatures';
import { push } from '../primitives/stack';
import { keywordsOf } from '../queries/stats';
import { canBeTargetedBy } from '../queries/targeting';
import { creatureToChange } from '../primitives/copy-on-write';

/**
 * Spending Concentration tokens (glossary: Concentration X): "the tokens can be spent at any time in
 * your turn, in a way the card defines". The card's Concentration keyword carries the spend (tokens
 * and effects). Spending is not an activation: it neither starts nor ends one, so it fits before any
 * activation, between two, or in the middle of another creature's activation. We allow it in the
 * controller's Creature Activation phase while no decision waits (the Construction phase has no
 * creature actions, and a pending decision is answered first).
 */

/** The spend a creature's Concentration defines: its card's printed one first, else one it was given (scenarios, grants). */
export function concentrationSpend(s: GameState, c: Creature): ConcentrationSpend | undefined {
  const printed = getCard(c.card).keywords.find((k) => k.kw === 'concentration' && k.spend);
  if (printed?.spend) return printed.spend;
  for (const m of c.modifiers) if (m.keyword?.kw === 'concentration' && m.keyword.spend) return m.keyword.spend;
  return keywordsOf(s, c).find((k) => k.kw === 'concentration')?.spend;
}

/** The `chosen` target of a spend's effects: the creature named by `concentrate`. */
export function spendTargetSpec(spend: ConcentrationSpend): TargetSpec | undefined {
  for (const e of spend.effects) if ('target' in e && e.target.pick === 'chosen') return e.target;
  return undefined;
}

/**
 * The creatures a spend may target: those its effects allow, measured from the creature, except
 * hidden enemies (rulebook: Stealth) and creatures the rules shield from this creature's abilities
 * (queries/targeting.ts: Shield against, Beast, Monster as for any ability of a creature).
 */
export function concentrateTargets(s: GameState, c: Creature, spend: ConcentrationSpend): Creature[] {
  const spec = spendTargetSpec(spend);
  if (!spec) return [];
  return legalTargets(s, c.controller, spec, c, targetOptions(spend.effects, spec)).filter((t) => canBeTargetedBy(s, t, 'concentration', c.controller));
}

/**
 * Check spending: the controller's own turn, Creature Activation phase (no decision pending is
 * checked by engine/check-action.ts), its own creature with a Concentration spend, enough tokens,
 * and a legal target exactly when the spend names a chosen one.
 */
export function checkConcentrate(s: GameState, seat: Seat, creature: string, target?: string): { c: Creature; spend: ConcentrationSpend } {
  checkActivationPhase(s, seat);
  const c = creatureOrReject(s, creature);
  ensure(c.controller === seat, 'NOT_YOUR_CREATURE', 'That creature is not yours.');
  const spend = concentrationSpend(s, c);
  ensure(spend, 'NO_CONCENTRATION', 'This creature has no Concentration tokens to spend on anything.');
  const have = c.concentration ?? 0;
  ensure(have >= spend.tokens, 'NO_CONCENTRATION', `Spending takes ${spend.tokens} Concentration token${spend.tokens === 1 ? '' : 's'} and this creature has ${have}.`);
  if (spendTargetSpec(spend)) {
    ensure(target, 'BAD_TARGET', 'Choose a creature for this Concentration.');
    const t = creatureOrReject(s, target);
    ensure(concentrateTargets(s, c, spend).some((x) => x.id === t.id), 'BAD_TARGET', 'That creature is not a legal target for this Concentration.');
  } else {
    ensure(target === undefined, 'BAD_TARGET', 'This Concentration does not target a creature.');
  }
  return { c, spend };
}

/** Spend the tokens, then resolve the effects as a task (so damage, deaths, Last Words and tactic windows follow the usual way). */
export function concentrate(ctx: Ctx, seat: Seat, creature: string, target?: string): void {
  const { c, spend } = checkConcentrate(ctx.s, seat, creature, target);
  // Not an activation: the activation in progress (if any) goes on; no Stealth token is lost (rulebook: Stealth names activated abilities).
  const tokens = (c.concentration ?? 0) - spend.tokens;
  creatureToChange(ctx.s, c.id).concentration = tokens;
  emit(ctx, { e: 'concentration', creature: c.id, tokens });
  push(ctx, { kind: 'effects', seat, source: c.id, effects: spend.effects, index: 0, target });
}
