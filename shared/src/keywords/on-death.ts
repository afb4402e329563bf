import { AXE_OR_SHIELD, BULLSEYE_ONLY, countSuccesses } from '../random';
import { DISTANCE } from '../geometry';
import type { Creature } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { allCreatures, gapBetween } from '../queries/creatures';
import { dealDamage } from '../primitives/damage';
import { rollDice } from '../primitives/dice-roll';
import { push } from '../primitives/stack';
import { triggerInChain } from '../primitives/trigger-chain';
import { has, valueOf } from '../queries/stats';
import type { RequiemTask } from '../state/tasks';
import { summonMinionInContact } from './minions';

/**
 * Death triggers of this lane, before the model is removed (docs/rules-decisions.md #67): Parasite X of the killer,
 * then the dying creature's Requiem. Requiem wounds may kill others whose own Requiem then
 * resolves through the task stack; a chain that comes back to a Requiem already triggered by the same
 * ability stops (the loop rule, primitives/trigger-chain.ts).
 */
export function queueDeathTriggers(ctx: Ctx, dying: Creature, killer?: string): boolean {
  const s = ctx.s;
  let queued = false;
  const requiem = has(s, dying, 'requiem') ? triggerInChain(ctx, `${dying.id}:requiem`) : null;
  if (requiem) {
    push(ctx, { kind: 'requiem', creature: dying.id, ...requiem });
    queued = true;
  }
  // glossary: Parasite X — when it kills a character: roll X; on at least one BE, a minion of its
  // controller appears in contact with the victim, before the victim is removed. Strict "character" (docs/rules-decisions.md #39).
  const k = killer ? s.creatures[killer] : undefined;
  const x = k ? valueOf(s, k, 'parasite') : 0;
  const parasite = k && x > 0 && dying.kind === 'character' && k.id !== dying.id ? triggerInChain(ctx, `${k.id}:parasite`) : null;
  if (k && parasite) {
    const faces = rollDice(ctx, x);
    const n = countSuccesses(faces, BULLSEYE_ONLY);
    emit(ctx, { e: 'rolled', creature: k.id, purpose: 'parasite', faces, successes: n, counts: [...BULLSEYE_ONLY] });
    if (n > 0) {
      summonMinionInContact(ctx, k.controller, dying, 'parasite', parasite);
      queued = true;
    }
  }
  return queued;
}

/** Requiem (glossary): one die for every other creature within S, either side; AX or SH is 1 wound to it. */
export function runRequiem(ctx: Ctx, t: RequiemTask): 'done' | 'keep' {
  const s = ctx.s;
  const c = s.creatures[t.creature];
  if (!c) return 'done';
  const near = allCreatures(s).filter((o) => o.id !== c.id && gapBetween(c, o) <= DISTANCE.S);
  for (const o of near) {
    const faces = rollDice(ctx, 1);
    const n = countSuccesses(faces, AXE_OR_SHIELD);
    emit(ctx, { e: 'rolled', creature: c.id, purpose: 'requiem', faces, successes: n, counts: [...AXE_OR_SHIELD] });
    if (n > 0) dealDamage(ctx, o.id, 1, 'effect', { wounds: true, source: c.id });
  }
  return 'done';
}
