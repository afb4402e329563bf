import { AXE_OR_SHIELD, BULLSEYE_ONLY, countSuccesses, type Face } from '../random';
import { inContact } from '../geometry';
import type { Creature, GameState } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { baseOf } from '../queries/creatures';
import { rollDice } from '../primitives/dice-roll';
import { heal } from '../primitives/healing';
import { offerReroll } from '../primitives/rerolls';
import { healthOf, valueOf } from '../queries/stats';
import type { AbilityRollTask } from '../state/tasks';
import { summonMinionInContact } from './minions';
import { takeControl } from './control';

/** The Master ability that may reroll each ability's dice (glossary: Master of Healing X, Master of Ritual X). */
const MASTER = { healer: 'masterOfHealing', ritual: 'masterOfRitual', control: undefined } as const;

/** The faces that succeed: Healer in contact AX/SH, at range BE (glossary); Ritual and Control count BE. */
function successFaces(s: GameState, t: AbilityRollTask, c: Creature): readonly Face[] {
  const target = t.target ? s.creatures[t.target] : undefined;
  if (t.ability === 'healer' && target && inContact(baseOf(c), baseOf(target))) return AXE_OR_SHIELD;
  return BULLSEYE_ONLY;
}

/**
 * An activated ability's roll: roll X, offer the Master reroll (optional, after any forced ones,
 * docs/rules-decisions.md #47), then resolve: Healer heals 1 per success; Ritual summons a minion on at least one BE;
 * Control takes the target when BE ≥ its remaining health (docs/rules-decisions.md #27).
 */
export function runAbilityRoll(ctx: Ctx, t: AbilityRollTask): 'done' | 'keep' {
  const s = ctx.s;
  const c = s.creatures[t.creature];
  if (!c) return 'done';
  const success = successFaces(s, t, c);
  if (t.step === 'roll') {
    t.faces = rollDice(ctx, valueOf(s, c, t.ability));
    emit(ctx, { e: 'rolled', creature: c.id, purpose: t.ability, faces: [...t.faces], successes: countSuccesses(t.faces, success), counts: [...success] });
    t.step = 'master';
  }
  if (t.step === 'master') {
    const master = MASTER[t.ability];
    const max = master ? valueOf(s, c, master) : 0;
    if (offerReroll(ctx, t, c, t.faces, max, success, master ?? t.ability)) return 'keep';
    t.step = 'resolve';
  }
  const n = countSuccesses(t.faces, success);
  const target = t.target ? s.creatures[t.target] : undefined;
  if (t.ability === 'healer' && target) heal(ctx, target, n);
  else if (t.ability === 'ritual' && n > 0) summonMinionInContact(ctx, c.controller, c, 'ritual');
  else if (t.ability === 'control' && target && n >= healthOf(target) - target.wounds) takeControl(ctx, c.controller, target);
  return 'done';
}
