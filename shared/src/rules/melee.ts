import { countSuccesses, SHIELD_ONLY } from '../random';
import { ensure } from '../protocol/codes';
import type { Creature, GameState } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import { emit, type Ctx } from '../primitives/context';
import { dealDamage } from '../primitives/damage';
import { diceFor } from './quest/dice-deck';
import { isNpc } from './quest/quest-of';
import { meleeSuccessFaces } from '../queries/faces';
import { markHeroRelicUse } from '../primitives/relics';
import { forcedReroll, offerReroll } from '../primitives/rerolls';
import { push } from '../primitives/stack';
import { has, strengthOf, valueOf } from '../queries/stats';
import { openTacticWindow } from '../primitives/tactic-window';
import type { MeleeTask, Strike } from '../state/tasks';
import type { Grant } from '../cards/keywords';
import { afterMelee, snapshotFighters } from '../keywords/after-melee';
import { creatureToChange } from '../primitives/copy-on-write';

/** Start a declared melee (rulebook: Melee combat); `lunge` marks a Lunge at a target not in contact, `grants` last for this attack. */
export function startMelee(ctx: Ctx, attacker: string, defender: string, o: { lunge?: boolean; grants?: Grant[] } = {}): void {
  emit(ctx, { e: 'meleeDeclared', attacker, defender });
  const t: MeleeTask = { kind: 'melee', attacker, defender, step: 'window', split: {}, strikes: [], sequential: false, current: 0 };
  if (o.lunge) t.lunge = true;
  if (o.grants && o.grants.length > 0) t.grants = o.grants;
  push(ctx, t);
}

/** The limits on a creature's dice split (rulebook: Melee combat); `lunge`: the defender is not in contact. */
export function splitLimits(s: GameState, c: Creature, role: 'attacker' | 'defender', lunge = false) {
  const total = strengthOf(s, c);
  // glossary: Lunge — a target not in contact puts every die into defence.
  if (role === 'defender' && lunge) return { total, minAttack: 0, minDefence: total };
  // A creature already in a melee this turn must defend with everything, unless it has Stamina (rulebook: Melee combat).
  if (role === 'defender' && c.meleesThisTurn >= 1 && !has(s, c, 'stamina')) return { total, minAttack: 0, minDefence: total };
  return { total, minAttack: Math.min(total, valueOf(s, c, 'reckless')), minDefence: Math.min(total, valueOf(s, c, 'cautious')) };
}

/**
 * A solo game's NPC defender that must put every die into defence (Lunge, Cautious; its Stamina spares it
 * the second-melee rule) still deals damage, with its Shields only (checklist 22.58, docs/rules-decisions.md #139).
 */
function npcForcedToDefend(s: GameState, d: Creature, lunge: boolean | undefined): boolean {
  if (!isNpc(s, d)) return false;
  const r = splitLimits(s, d, 'defender', lunge);
  return r.total > 0 && r.minDefence >= r.total;
}

/** Run a melee: the defender splits first, then the attacker; strikes; damage together or by Initiative. */
export function runMelee(ctx: Ctx, t: MeleeTask): 'done' | 'keep' {
  const s = ctx.s;
  // After the damage: Vampirism and Persecution, whoever survived (glossary).
  if (t.step === 'done') return afterMelee(ctx, t);
  const A = s.creatures[t.attacker];
  const D = s.creatures[t.defender];
  // Once the strikes have begun, a fighter's death (an Initiative kill) still leads to the after-the-melee
  // steps (rulebook: Melee combat); before that, a melee whose fighter is gone simply does not happen.
  if (t.step === 'strikes') return runStrikes(ctx, t);
  if (!A || !D) return 'done';
  if (t.step === 'window') {
    t.step = 'defenderSplit';
    openTacticWindow(ctx, 'enemyDeclaresMelee', A.id, 0);
    return 'keep';
  }
  if (t.step === 'defenderSplit' || t.step === 'attackerSplit') {
    const role = t.step === 'defenderSplit' ? 'defender' : 'attacker';
    const c = role === 'defender' ? D : A;
    const r = splitLimits(s, c, role, t.lunge);
    let split = { attack: r.total - r.minDefence, defence: r.minDefence };
    // An attacking NPC puts every die it may into attack (docs/rules-decisions.md #141); it is never asked.
    const npcAttacks = role === 'attacker' && isNpc(s, c);
    if (!npcAttacks && r.minAttack + r.minDefence < r.total) {
      const answer = takeAnswer<{ attack: number; defence: number }>(t);
      const balanced = Math.max(r.minDefence, Math.floor(r.total / 2));
      const fallback = { attack: r.total - balanced, defence: balanced };
      if (!answer) {
        return ask(ctx, c.controller, 'diceSplit', { creature: c.id, against: (role === 'defender' ? A : D).id, total: r.total, minAttack: r.minAttack, minDefence: r.minDefence, role }, fallback);
      }
      ensure(answer.attack + answer.defence === r.total, 'BAD_ANSWER', `Split exactly ${r.total} dice between attack and defence.`);
      ensure(answer.attack >= r.minAttack && answer.defence >= r.minDefence, 'BAD_ANSWER', `Put at least ${r.minAttack} dice in attack and ${r.minDefence} in defence.`);
      split = answer;
    }
    t.split[role] = split;
    emit(ctx, { e: 'diceSplit', creature: c.id, ...split });
    t.step = role === 'defender' ? 'attackerSplit' : 'strikes';
    if (t.step === 'strikes') prepareStrikes(ctx, t, A, D);
    return 'keep';
  }
  return 'done';
}

/** Roll the strikes in order; with Initiative each strike's damage lands before the next is rolled. */
function runStrikes(ctx: Ctx, t: MeleeTask): 'keep' {
  const s = ctx.s;
  while (t.current < t.strikes.length) {
    const st = t.strikes[t.current]!;
    const wait = advanceStrike(ctx, t, st);
    if (wait) return 'keep';
    t.current += 1;
    if (t.sequential) {
      strikeDamage(ctx, t, st);
      if (s.tasks[s.tasks.length - 1] !== t) return 'keep';
    }
  }
  if (!t.sequential) for (const st of t.strikes) strikeDamage(ctx, t, st);
  t.step = 'done';
  return 'keep';
}

/** A strike's damage; the attacker's is the declared attack's, whose dealing any makes it successful (docs/rules-decisions.md #108). */
function strikeDamage(ctx: Ctx, t: MeleeTask, st: Strike): void {
  dealDamage(ctx, st.to, st.hits * damagePerHit(ctx.s, st.from), 'melee', { source: st.from, ...(st.from === t.attacker ? { attack: true as const } : {}) });
  if (st.struckBack) dealDamage(ctx, st.from, st.struckBack, 'melee', { source: st.to });
}

function damagePerHit(s: GameState, from: string): number {
  const c = s.creatures[from];
  return c && has(s, c, 'hammerblow') ? 2 : 1; // Hammerblow: normal melee hits only (docs/rules-decisions.md #50)
}

/** Dice after Expert bonuses, Initiative order, Multiple Uses marks (rulebook: Melee combat, docs/rules-decisions.md #19). */
function prepareStrikes(ctx: Ctx, t: MeleeTask, A: Creature, D: Creature): void {
  const s = ctx.s;
  const dice = (c: Creature, role: 'attacker' | 'defender') => {
    const sp = t.split[role]!;
    const total = sp.attack + sp.defence;
    let attack = sp.attack;
    let defence = sp.defence;
    if (total > 0 && attack === total) attack += valueOf(s, c, 'expertOfAttack');
    if (total > 0 && defence === total) defence += valueOf(s, c, 'expertOfDefense');
    return { attack, defence, usedAttack: sp.attack > 0, usedDefence: sp.defence > 0 };
  };
  const a = dice(A, 'attacker');
  const d = dice(D, 'defender');
  const strike = (from: Creature, to: Creature, att: number, def: number): Strike => ({
    from: from.id, to: to.id, attack: att, defence: def, attackFaces: [], defenceFaces: [], step: 'rollAttack', hits: 0,
  });
  const aFirst = has(s, A, 'initiative') && !has(s, D, 'initiative');
  const dFirst = has(s, D, 'initiative') && !has(s, A, 'initiative');
  const sA = strike(A, D, a.attack, d.defence);
  const sD = strike(D, A, d.attack, a.defence);
  if (npcForcedToDefend(s, D, t.lunge)) sA.shieldsStrikeBack = true;
  t.sequential = aFirst || dFirst;
  t.strikes = dFirst ? [sD, sA] : [sA, sD];
  creatureToChange(s, A.id).meleesThisTurn += 1;
  creatureToChange(s, D.id).meleesThisTurn += 1;
  t.before = snapshotFighters(s, A, D);
  const ATTACK_KW = ['initiative', 'expertOfAttack', 'masterOfAttack', 'hammerblow'];
  const DEFENCE_KW = ['expertOfDefense', 'masterOfDefense', 'cautious'];
  // A Strength bonus adds a die to every melee the hero fights, all-defence included.
  for (const [c, used] of [[A, a], [D, d]] as const) {
    markHeroRelicUse(ctx, c, (kws, strength) =>
      strength > 0 || (used.usedAttack && kws.some((k) => ATTACK_KW.includes(k))) || (used.usedDefence && kws.some((k) => DEFENCE_KW.includes(k))));
  }
}

/** Advance one strike; true when it waits for a reroll decision. */
function advanceStrike(ctx: Ctx, t: MeleeTask, st: Strike): boolean {
  const s = ctx.s;
  const from = s.creatures[st.from];
  const to = s.creatures[st.to];
  if (!from || !to || st.attack === 0) {
    st.step = 'done';
    return false;
  }
  if (st.step === 'rollAttack') {
    st.attackFaces = diceFor(ctx, from, st.attack, 'a melee attack', { success: meleeSuccessFaces(s, from), foe: to });
    emit(ctx, { e: 'rolled', creature: from.id, purpose: 'melee attack', faces: [...st.attackFaces], successes: countSuccesses(st.attackFaces, meleeSuccessFaces(s, from)), counts: [...meleeSuccessFaces(s, from)] });
    // Veteran: the attacker must reroll every successful attack die (forced rerolls first, docs/rules-decisions.md #47);
    // an NPC's attack on a Veteran took the better of two Dice cards instead (checklist 22.59).
    if (has(s, to, 'veteran') && !isNpc(s, from)) forcedReroll(ctx, from.id, st.attackFaces, meleeSuccessFaces(s, from), 'veteran');
    st.step = 'masterAttack';
  }
  if (st.step === 'masterAttack') {
    if (offerReroll(ctx, t, from, st.attackFaces, valueOf(s, from, 'masterOfAttack'), meleeSuccessFaces(s, from), 'masterOfAttack')) return true;
    st.step = 'rollDefence';
  }
  const successes = countSuccesses(st.attackFaces, meleeSuccessFaces(s, from));
  if (st.step === 'rollDefence') {
    // Defence dice are not rolled when every attack die failed (rulebook: Melee combat) — except by an NPC
    // forced into all-defence, whose Shields are also its attack (checklist 22.58).
    if ((successes === 0 && !st.shieldsStrikeBack) || st.defence === 0) {
      st.hits = successes;
      st.step = 'done';
      return false;
    }
    st.defenceFaces = diceFor(ctx, to, st.defence, 'a melee defence', { success: SHIELD_ONLY, foe: from });
    emit(ctx, { e: 'rolled', creature: to.id, purpose: 'melee defence', faces: [...st.defenceFaces], successes: countSuccesses(st.defenceFaces, SHIELD_ONLY), counts: [...SHIELD_ONLY] });
    st.step = 'masterDefence';
  }
  if (st.step === 'masterDefence') {
    if (offerReroll(ctx, t, to, st.defenceFaces, valueOf(s, to, 'masterOfDefense'), SHIELD_ONLY, 'masterOfDefense')) return true;
    const shields = countSuccesses(st.defenceFaces, SHIELD_ONLY);
    st.hits = Math.max(0, successes - shields);
    // docs/rules-decisions.md #139: Shields cancel the attacker's successes first; each one left over is a hit.
    if (st.shieldsStrikeBack) st.struckBack = Math.max(0, shields - successes);
    st.step = 'done';
  }
  return false;
}
