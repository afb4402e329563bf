import { getCard } from '../cards/registry';
import { queueDeathTriggers } from '../keywords/on-death';
import { emit, type Ctx } from '../primitives/context';
import { areEnemies } from '../queries/creatures';
import { push } from '../primitives/stack';
import { triggerInChain } from '../primitives/trigger-chain';
import type { DeathTask } from '../state/tasks';
import { eliminatePlayer } from './victory';
import { moveToGraveyard } from '../primitives/zones';
import { onVictimDied } from '../keywords/executioner';
import { creaturesToChange, playerToChange } from '../primitives/copy-on-write';

/**
 * A creature whose Wound tokens reached its Health dies: its Last Word resolves first (docs/rules-decisions.md #67),
 * then the model leaves the Battlefield and a character's card goes to its owner's Graveyard
 * (rulebook: Damage and wounds). A hero's death eliminates its player once the death triggers are done (rulebook: End of the game and victory).
 */
export function runDeath(ctx: Ctx, t: DeathTask): 'done' | 'keep' {
  const s = ctx.s;
  const c = s.creatures[t.creature];
  if (!c) return 'done';
  if (t.step === 'lastWord') {
    t.step = 'remove';
    let lastWords = 0;
    getCard(c.card).abilities.forEach((a, i) => {
      if (a.on !== 'lastWord') return;
      // A Last Word is a triggered ability: a chain of triggers that comes back to it stops (trigger-chain.ts).
      const tag = triggerInChain(ctx, `${c.id}:lastWord:${i}`);
      if (!tag) return;
      push(ctx, { kind: 'effects', seat: c.controller, source: c.id, effects: a.effects, index: 0, ...tag });
      lastWords += 1;
    });
    // Requiem and Parasite resolve before the model is removed too (docs/rules-decisions.md #67).
    const triggered = queueDeathTriggers(ctx, c, t.killer);
    if (lastWords > 0 || triggered) return 'keep';
  }
  delete creaturesToChange(s)[c.id];
  emit(ctx, { e: 'died', creature: c.id, card: c.card });
  if (c.instance) moveToGraveyard(ctx, c.instance);
  const killer = t.killer ? s.creatures[t.killer] : undefined;
  if (killer && c.kind === 'character' && areEnemies(s, killer.controller, c.controller)) {
    playerToChange(s, killer.controller).charactersKilled += 1;
  }
  if (s.activation?.creature === c.id) s.activation = null;
  onVictimDied(ctx, c.id);
  const owner = s.players[c.owner];
  if (c.kind === 'hero' && owner && owner.heroCreature === c.id) eliminatePlayer(ctx, c.owner);
  return 'done';
}
