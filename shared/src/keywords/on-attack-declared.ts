import type { Grant } from '../cards/keywords';
import type { Activation, Creature } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { has, keyword } from '../queries/stats';
import { grantUntilEndOfTurn, usedThisTurn } from '../primitives/turn-grants';
import { givePoison } from './poison';

/** What kind of attack was declared. */
export type AttackKind = 'melee' | 'magicalStrike' | 'shooting' | 'throwing' | 'magicalShot';

/**
 * Keyword triggers on declaring an attack, in one place. Returns the grants the attacker has for
 * this attack only (Sting, Executioner), to be stored on the attack's task.
 */
export function onAttackDeclared(ctx: Ctx, attacker: Creature, target: Creature, kind: AttackKind, act: Activation): Grant[] {
  const s = ctx.s;
  const forAttack: Grant[] = [];
  if (kind === 'melee') {
    // glossary: Predator (docs/rules-decisions.md #38) — declaring melee on a wounded enemy gives +1 Strength until the end of the turn.
    if (has(s, attacker, 'predator') && target.wounds > 0 && !usedThisTurn(attacker, 'predator')) {
      grantUntilEndOfTurn(ctx, attacker, { strength: 1, keywords: [] }, 'predator');
    }
    // glossary: Charge — moved before this melee: the grant until the end of the turn, once a turn.
    const charge = keyword(s, attacker, 'charge');
    if (charge && act.moved && !usedThisTurn(attacker, 'charge')) grantUntilEndOfTurn(ctx, attacker, charge.grant, 'charge');
  }
  // glossary: Sting — an unpoisoned target is poisoned; against a poisoned one the grant lasts for this attack.
  const sting = keyword(s, attacker, 'sting');
  if (sting) {
    if (target.poison) {
      if (sting.grant) forAttack.push(sting.grant);
    } else {
      givePoison(ctx, target);
    }
  }
  // glossary: Executioner — the grant while attacking its victim.
  const executioner = keyword(s, attacker, 'executioner');
  if (executioner?.grant && attacker.victim === target.id) forAttack.push(executioner.grant);
  return forAttack;
}
