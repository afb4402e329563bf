import { ensure } from '../protocol/codes';
import type { Creature } from '../state/types';
import { ask, takeAnswer } from './ask';
import { emit, type Ctx } from './context';
import { has, healthOf, valueOf } from '../queries/stats';
import { push } from './stack';
import { destroyRelic } from './relics';
import { openTacticWindow } from './tactic-window';
import { onSuccessfulAttack } from './successful-attack';
import type { DamageTask } from '../state/tasks';
import { creatureToChange, playerToChange } from './copy-on-write';

/** Queue damage (or, with `wounds`, wounds) to a creature. */
export function dealDamage(ctx: Ctx, target: string, amount: number, cause: DamageTask['cause'], opts: { wounds?: boolean; source?: string; attack?: true } = {}): void {
  if (amount <= 0) return;
  push(ctx, { kind: 'damage', target, amount, cause, wounds: opts.wounds ?? false, source: opts.source, step: 'start', left: 0, relicAbsorbed: 0, ...(opts.attack ? { attack: true as const } : {}) });
}

const MAGICAL = new Set(['magicalShot', 'magicalStrike']);
const ATTACKS = new Set(['melee', 'shooting', 'throwing', 'magicalShot', 'magicalStrike']);

/**
 * Damage pipeline (rulebook: Damage and wounds, docs/rules-decisions.md #15–#17, #49, #70): "-X from attacks" and Flaw adjust the amount;
 * magical attacks and wounds skip Armour; a hero's Durability relics soak non-magical attack and
 * Backstab damage first (the owner picks the relic, one relic emptied at a time); then the
 * creature's own Armour tokens; the rest becomes Wound tokens.
 */
export function runDamage(ctx: Ctx, t: DamageTask): 'done' | 'keep' {
  const s = ctx.s;
  const c = s.creatures[t.target];
  if (!c) return 'done';
  const directWounds = t.wounds || MAGICAL.has(t.cause);
  if (t.step === 'start') {
    let amount = t.amount;
    if (ATTACKS.has(t.cause)) amount -= valueOf(s, c, 'minusFromAttacks');
    if (!directWounds && amount > 0 && has(s, c, 'flaw')) amount += 1;
    if (amount <= 0) return 'done';
    t.amount = amount;
    t.left = amount;
    if (directWounds) {
      onSuccessfulAttack(ctx, c, t);
      addWounds(ctx, c, amount, t.source);
      return 'done';
    }
    t.step = relicsSoak(ctx, c, t.cause) ? 'relics' : 'rest';
  }
  if (t.step === 'relics') {
    for (;;) {
      const owner = s.players[c.owner]; // read again each round: a relic soaking replaces the player (copy on write)
      const loaded = owner?.relics.filter((r) => r.armour > 0) ?? [];
      if (t.left <= 0 || loaded.length === 0 || !owner) break;
      let relic = loaded[0]!;
      if (loaded.length > 1) {
        const answer = takeAnswer<{ relic: string }>(t);
        if (!answer) return ask(ctx, c.owner, 'relicChoice', { relics: loaded.map((r) => r.id), damage: t.left }, { relic: relic.id });
        const chosen = loaded.find((r) => r.id === answer.relic);
        ensure(chosen, 'BAD_ANSWER', 'Choose one of your relics that still has Durability tokens.');
        relic = chosen;
      }
      const soaked = Math.min(t.left, relic.armour);
      const relics = playerToChange(s, c.owner).relics;
      relics[relics.indexOf(relic)] = { ...relic, armour: relic.armour - soaked };
      t.left -= soaked;
      t.relicAbsorbed += soaked;
      if (relic.armour === soaked) destroyRelic(ctx, c.owner, relic.id, 'durability');
    }
    t.step = 'rest';
  }
  const w = creatureToChange(s, c.id);
  const byArmour = Math.min(t.left, w.armour);
  w.armour -= byArmour;
  const wounds = t.left - byArmour;
  w.wounds += wounds;
  emit(ctx, { e: 'damaged', creature: c.id, amount: t.amount, absorbedByRelics: t.relicAbsorbed, absorbedByArmour: byArmour, wounds });
  // Damage soaked by relics or Armour is still damage dealt (docs/rules-decisions.md #51, #108).
  onSuccessfulAttack(ctx, w, t);
  // Damage that kills still "takes damage": the window opens, and runs once the death has resolved.
  openTacticWindow(ctx, 'enemyCreatureDamaged', c.id, t.amount);
  checkDeath(ctx, w, t.source);
  return 'done';
}

/** Whether Durability relics soak this damage: the hero's own, from a non-magical attack or a Backstab (docs/rules-decisions.md #16). */
function relicsSoak(ctx: Ctx, c: Creature, cause: DamageTask['cause']): boolean {
  const p = ctx.s.players[c.owner];
  return !!p && p.heroCreature === c.id && cause !== 'effect' && p.relics.some((r) => r.armour > 0);
}

/**
 * Wound tokens straight onto a creature (magical attacks, "wounds" effects). Returns the creature as
 * it is now: the wounds went onto its own copy (copy on write), which `c` may not be.
 */
export function addWounds(ctx: Ctx, c: Creature, amount: number, source?: string): Creature {
  const w = creatureToChange(ctx.s, c.id);
  w.wounds += amount;
  emit(ctx, { e: 'wounded', creature: c.id, amount });
  checkDeath(ctx, w, source);
  return w;
}

/** Queue the death of a creature whose wounds reached its Health (rulebook: Damage and wounds). */
function checkDeath(ctx: Ctx, c: Creature, killer?: string): boolean {
  if (c.wounds < healthOf(c)) return false;
  if (ctx.s.tasks.some((t) => t.kind === 'death' && t.creature === c.id)) return true;
  push(ctx, { kind: 'death', creature: c.id, killer, step: 'lastWord' });
  return true;
}
