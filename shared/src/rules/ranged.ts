import { AXE_OR_SHIELD, BULLSEYE_ONLY, countSuccesses, SHIELD_ONLY, type SuccessFaces } from '../random';
import { DISTANCE } from '../geometry';
import { emit, type Ctx } from '../primitives/context';
import { dealDamage } from '../primitives/damage';
import { rollDice } from '../primitives/dice-roll';
import { diceFor } from './quest/dice-deck';
import { forcedReroll, offerReroll } from '../primitives/rerolls';
import { has, valueOf } from '../queries/stats';
import { openTacticWindow } from '../primitives/tactic-window';
import type { RangedTask } from '../state/tasks';
import { buckshotPush } from '../keywords/buckshot';
import { discardAllSpentRelics } from '../primitives/relics';

/** Success faces of a ranged attack: Shooting and Magical Shot on BE, Throwing on AX or SH, wounded or not (docs/rules-decisions.md #21). */
export function rangedSuccessFaces(attack: RangedTask['attack']): SuccessFaces {
  return attack === 'throwing' ? AXE_OR_SHIELD : BULLSEYE_ONLY;
}

/**
 * A declared ranged attack (rulebook: Ranged attacks): roll; Difficult target forces successes to be rerolled;
 * Master of Shooting / Magic may reroll; the target rolls one SH defence die per success (none
 * against Magical Shot, but one from Defense-against-shooting terrain, docs/rules-decisions.md #22; that terrain also
 * rerolls failed defence dice); each hit is 1 damage (Sniper at L or more: 2); Magical Shot wounds.
 */
export function runRanged(ctx: Ctx, t: RangedTask): 'done' | 'keep' {
  const out = rangedSteps(ctx, t);
  // A Multiple Uses relic spent by this attack goes once the attack is over, on every path (docs/rules-decisions.md #19).
  if (out === 'done') discardAllSpentRelics(ctx);
  return out;
}

function rangedSteps(ctx: Ctx, t: RangedTask): 'done' | 'keep' {
  const s = ctx.s;
  const A = s.creatures[t.attacker];
  const T = s.creatures[t.target];
  if (!A || !T) return 'done';
  const success = rangedSuccessFaces(t.attack);
  if (t.step === 'window') {
    t.step = 'roll';
    openTacticWindow(ctx, 'enemyDeclaresRanged', A.id, 0);
    return 'keep';
  }
  if (t.step === 'roll') {
    t.faces = rollDice(ctx, t.dice);
    emit(ctx, { e: 'rolled', creature: A.id, purpose: t.attack, faces: [...t.faces], successes: countSuccesses(t.faces, success), counts: [...success] });
    if (has(s, T, 'difficultTarget')) forcedReroll(ctx, A.id, t.faces, success, 'difficultTarget');
    t.step = 'master';
  }
  if (t.step === 'master') {
    const master = t.attack === 'magicalShot' ? valueOf(s, A, 'masterOfMagic') : valueOf(s, A, 'masterOfShooting');
    if (offerReroll(ctx, t, A, t.faces, master, success, t.attack === 'magicalShot' ? 'masterOfMagic' : 'masterOfShooting')) return 'keep';
    t.step = 'sniper';
  }
  const sniper = has(s, A, 'sniper') && t.attack === 'shooting' && t.distance >= DISTANCE.L;
  if (t.step === 'sniper') {
    // glossary: Sniper (docs/rules-decisions.md #47, #48) — at L or more it may reroll any of its Shooting dice, after the forced and Master rerolls.
    if (sniper && offerReroll(ctx, t, A, t.faces, t.faces.length, success, 'sniper')) return 'keep';
    t.step = 'defence';
  }
  if (t.step === 'buckshot') {
    buckshotPush(ctx, A, T);
    return 'done';
  }
  const successes = countSuccesses(t.faces, success);
  const magical = t.attack === 'magicalShot';
  const defenceDice = magical ? (t.coverReroll ? 1 : 0) : successes;
  let blocks = 0;
  if (successes > 0 && defenceDice > 0) {
    const faces = diceFor(ctx, T, defenceDice, 'a defence against a ranged attack');
    emit(ctx, { e: 'rolled', creature: T.id, purpose: 'ranged defence', faces: [...faces], successes: countSuccesses(faces, SHIELD_ONLY), counts: [...SHIELD_ONLY] });
    if (t.coverReroll && !magical) forcedReroll(ctx, T.id, faces, ['bullseye', 'axe'], 'defenseAgainstShooting', SHIELD_ONLY);
    blocks = countSuccesses(faces, SHIELD_ONLY);
  }
  const hits = Math.max(0, successes - blocks);
  const damage = hits * (sniper ? 2 : 1);
  dealDamage(ctx, T.id, damage, t.attack, { source: A.id });
  // glossary: Buckshot — once the damage is dealt (Armour-soaked damage counts, docs/rules-decisions.md #51), a target within M is pushed.
  const dealt = damage - valueOf(s, T, 'minusFromAttacks') > 0;
  if (has(s, A, 'buckshot') && t.attack === 'shooting' && t.distance <= DISTANCE.M && dealt) {
    t.step = 'buckshot';
    return 'keep';
  }
  return 'done';
}
