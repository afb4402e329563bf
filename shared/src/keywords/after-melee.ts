import type { Creature, GameState } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import type { Ctx } from '../primitives/context';
import { areEnemies } from '../queries/creatures';
import { heal } from '../primitives/healing';
import { canBeHealed } from '../queries/heal-target';
import { discardSpentRelics } from '../primitives/relics';
import { has, valueOf } from '../queries/stats';
import type { MeleeTask } from '../state/tasks';
import { vampirismCanHealOff } from '../queries/targeting';

/** Both fighters as the strikes begin: owner, wounds, and whether Vampirism may heal off it (not Forged or Resurgent). */
export function snapshotFighters(s: GameState, A: Creature, D: Creature): NonNullable<MeleeTask['before']> {
  const one = (c: Creature) => ({ owner: c.owner, wounds: c.wounds, drainable: vampirismCanHealOff(s, c) });
  return { [A.id]: one(A), [D.id]: one(D) };
}

/** Whether `from` wounded `to` in this melee: `to` carries more Wound tokens than before, or died. */
function wounded(s: GameState, t: MeleeTask, to: string): boolean {
  const now = s.creatures[to];
  return !now || now.wounds > t.before![to]!.wounds;
}

/**
 * What follows a melee once its damage is done: each Vampirism fighter that wounded its foe may heal
 * 1 (a decision), Persecution opens another melee after a kill, spent Multiple Uses relics go.
 */
export function afterMelee(ctx: Ctx, t: MeleeTask): 'done' | 'keep' {
  const s = ctx.s;
  if (!t.before) return 'done';
  if (!t.vampires) {
    // glossary: Vampirism — after wounding a foe in melee it may heal 1, not off Forged or Resurgent.
    t.vampires = [[t.attacker, t.defender], [t.defender, t.attacker]]
      .filter(([from, to]) => {
        const v = s.creatures[from!];
        return v && has(s, v, 'vampirism') && v.wounds > 0 && canBeHealed(s, v) && t.before![to!]!.drainable && wounded(s, t, to!);
      })
      .map(([from]) => from!);
  }
  while (t.vampires.length > 0) {
    const v = s.creatures[t.vampires[0]!];
    if (!v) {
      t.vampires.shift();
      continue;
    }
    const answer = takeAnswer<{ yes: boolean }>(t);
    if (!answer) return ask(ctx, v.controller, 'optionalAbility', { creature: v.id, keyword: 'vampirism' }, { yes: true });
    t.vampires.shift();
    if (answer.yes) heal(ctx, v, 1);
  }
  openPersecution(ctx, t);
  for (const id of [t.attacker, t.defender]) if (s.creatures[id]) discardSpentRelics(ctx, t.before[id]!.owner);
  return 'done';
}

/**
 * glossary: Persecution X (docs/rules-decisions.md #26, #52) — when the activating attacker killed its enemy, it may
 * fight another melee, X times a turn, first moving up to S into contact with another enemy.
 */
function openPersecution(ctx: Ctx, t: MeleeTask): void {
  const s = ctx.s;
  const A = s.creatures[t.attacker];
  const act = s.activation;
  if (!A || s.creatures[t.defender] || !act || act.creature !== A.id) return;
  if (!areEnemies(s, A.controller, t.before![t.defender]!.owner)) return;
  if ((act.persecutionsUsed ?? 0) >= valueOf(s, A, 'persecution')) return;
  act.persecutionOpen = true;
  act.persecutionMoved = false;
  act.finished = false;
}
