import { getCard } from '../cards/registry';
import type { DamageTask } from '../state/tasks';
import type { Creature } from '../state/types';
import { emit, type Ctx } from './context';
import { push } from './stack';
import { triggerInChain } from './trigger-chain';

/**
 * A declared attack that dealt damage or wounds is a "successful attack" (rulebook: Melee combat, Ranged attacks;
 * docs/rules-decisions.md #108). Says so in an event and queues the attacker's "after a successful attack" abilities,
 * the attacked creature as their triggering creature. Called by the damage pipeline before it queues the window and
 * any death, so the abilities resolve after them.
 */
export function onSuccessfulAttack(ctx: Ctx, target: Creature, t: DamageTask): void {
  const attacker = t.source ? ctx.s.creatures[t.source] : undefined;
  if (!t.attack || !attacker) return;
  emit(ctx, { e: 'successfulAttack', creature: attacker.id, target: target.id, attack: t.cause });
  const abilities = getCard(attacker.card).abilities.map((a, i) => ({ a, i })).filter(({ a }) => a.on === 'successfulAttack');
  for (const { a, i } of abilities.reverse()) {
    const tag = triggerInChain(ctx, `${attacker.id}:successfulAttack:${i}`);
    if (tag) push(ctx, { kind: 'effects', seat: attacker.controller, source: attacker.id, effects: a.effects, index: 0, triggering: target.id, ...tag });
  }
}
