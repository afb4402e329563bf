import { ensure } from '../protocol/codes';
import type { Creature, GameState, Seat } from '../state/types';
import { activate, checkActor } from './activation';
import { loseStealth } from '../primitives/stealth';
import { checkHealTarget } from '../queries/heal-target';
import { emit, type Ctx } from '../primitives/context';
import { aliveOrder } from '../queries/turn-order';
import { creatureOrReject, enemiesInContact } from '../queries/creatures';
import { checkCap, minionSpot } from '../queries/placement';
import { steamEngine } from '../keywords/steam-engine';
import { has, valueOf } from '../queries/stats';
import { push } from '../primitives/stack';
import { checkKeywordAbility, useKeywordAbility } from '../keywords/activated';

export type AbilityName = 'stealth' | 'healer' | 'ritual' | 'curePoison' | 'concentration' | 'control' | 'howl' | 'healing';

/** Activated abilities take the whole activation: not after moving, not touching an enemy (rulebook: Special abilities). */
function checkActivatedAbility(s: GameState, seat: Seat, creature: string) {
  const r = checkActor(s, seat, creature);
  ensure(!r.act.moved, 'ALREADY_MOVED', 'An activated ability cannot be used after moving.');
  ensure(r.act.melees === 0, 'ALREADY_ATTACKED', 'This creature has already attacked in this activation.');
  return r;
}

/** Check an activated ability and its target. */
export function checkAbility(s: GameState, seat: Seat, creature: string, ability: AbilityName, target?: string): { c: Creature; t?: Creature } {
  const { c } = checkActivatedAbility(s, seat, creature);
  const inEnemyContact = enemiesInContact(s, c).length > 0;
  switch (ability) {
    case 'stealth': {
      ensure(has(s, c, 'stealth'), 'NO_ABILITY', 'This creature has no Stealth.');
      ensure(!c.stealth, 'NO_ABILITY', 'This creature is already hidden.');
      ensure(!inEnemyContact, 'IN_CONTACT', 'A creature touching an enemy cannot hide.');
      // Not if it was a ranged target since its controller's previous turn (rulebook: Stealth, docs/rules-decisions.md #69).
      ensure(c.rangedTargetedOnTurn <= s.turn - aliveOrder(s).length, 'NO_ABILITY', 'A creature shot at in the last enemy turn cannot hide.');
      return { c };
    }
    case 'healer': {
      ensure(valueOf(s, c, 'healer') > 0, 'NO_ABILITY', 'This creature is not a Healer.');
      ensure(!inEnemyContact, 'IN_CONTACT', 'A creature touching an enemy cannot use activated abilities.');
      ensure(target, 'BAD_TARGET', 'Choose a creature to heal.');
      const t = creatureOrReject(s, target);
      ensure(t.id !== c.id, 'BAD_TARGET', 'A Healer heals other creatures, not itself.');
      checkHealTarget(s, c, t, 'healer');
      return { c, t };
    }
    case 'ritual': {
      ensure(valueOf(s, c, 'ritual') > 0, 'NO_ABILITY', 'This creature has no Ritual.');
      ensure(!inEnemyContact, 'IN_CONTACT', 'A creature touching an enemy cannot use activated abilities.');
      checkCap(s, c.controller);
      ensure(minionSpot(s, c) !== null, 'BAD_PLACEMENT', 'There is no room for a minion in contact with this creature.');
      return { c };
    }
    case 'curePoison': {
      ensure(c.poison, 'NO_ABILITY', 'This creature is not poisoned.');
      return { c };
    }
    case 'concentration':
    case 'control':
    case 'howl':
    case 'healing':
      ensure(!inEnemyContact, 'IN_CONTACT', 'A creature touching an enemy cannot use activated abilities.');
      return checkKeywordAbility(s, c, ability, target);
  }
}

/** Use an activated ability; it ends the activation and removes a Stealth token (rulebook: Stealth). */
export function useAbility(ctx: Ctx, seat: Seat, creature: string, ability: AbilityName, target?: string): void {
  const { t } = checkAbility(ctx.s, seat, creature, ability, target);
  const { c, act, alive } = activate(ctx, seat, creature);
  if (!alive) return;
  act.finished = true;
  if (ability !== 'stealth') loseStealth(ctx, c);
  if ((ability === 'healer' || ability === 'ritual') && steamEngine(ctx, c, ability) === 'died') return;
  const s = ctx.s;
  if (ability === 'stealth') {
    c.stealth = true;
    emit(ctx, { e: 'stealthGained', creature: c.id });
  } else if (ability === 'healer' || ability === 'ritual' || ability === 'control') {
    // Healer X, Ritual X, Control X: a roll with an optional Master reroll, then its result (ability-roll.ts).
    push(ctx, { kind: 'abilityRoll', creature: c.id, ability, ...(t ? { target: t.id } : {}), faces: [], step: 'roll' });
  } else if (ability === 'curePoison') {
    c.poison = false;
  } else {
    useKeywordAbility(ctx, c, ability, t);
  }
}

