import type { Creature } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import type { Ctx } from '../primitives/context';
import { enemiesOf } from '../queries/creatures';
import { ensure } from '../protocol/codes';
import { push } from '../primitives/stack';
import { has } from '../queries/stats';
import type { ExecutionerTask } from '../state/tasks';
import { creatureToChange } from '../primitives/copy-on-write';

/** glossary: Executioner — when it enters the Battlefield it chooses a victim (call from every summoning). */
export function onEnterExecutioner(ctx: Ctx, c: Creature): void {
  if (has(ctx.s, c, 'executioner')) push(ctx, { kind: 'executioner', creature: c.id });
}

/** glossary: Executioner — when a victim dies, each Executioner that had chosen it chooses again. */
export function onVictimDied(ctx: Ctx, dead: string): void {
  for (const c of Object.values(ctx.s.creatures)) {
    if (c.victim !== dead) continue;
    creatureToChange(ctx.s, c.id).victim = undefined; // not `delete`: creatures keep one shape (primitives/new-creature.ts)
    if (has(ctx.s, c, 'executioner')) push(ctx, { kind: 'executioner', creature: c.id });
  }
}

/**
 * The victim choice: an enemy character (docs/rules-decisions.md #39: the strict type, not heroes or minions) that is
 * not hidden. With no candidate it has no victim until its next chance.
 */
export function runExecutioner(ctx: Ctx, t: ExecutionerTask): 'done' | 'keep' {
  const s = ctx.s;
  const c = s.creatures[t.creature];
  if (!c) return 'done';
  const candidates = enemiesOf(s, c.controller).filter((e) => e.kind === 'character' && !e.stealth).map((e) => e.id);
  if (candidates.length === 0) return 'done';
  const answer = takeAnswer<{ target: string }>(t);
  if (!answer) return ask(ctx, c.controller, 'target', { targets: candidates, why: 'executioner' }, { target: candidates[0]! });
  ensure(candidates.includes(answer.target), 'BAD_ANSWER', 'Choose an enemy character as the victim.');
  creatureToChange(s, c.id).victim = answer.target;
  return 'done';
}
