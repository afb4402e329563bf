import type { Grant } from '../cards/keywords';
import type { Creature, GameState } from '../state/types';

/**
 * Grants a creature has only while its attack is being resolved ("until the end of the attack":
 * Sting, Executioner): those stored on its melee, Magical Strike or ranged attack on the stack.
 */
export function attackGrants(s: GameState, c: Creature): Grant[] {
  if (s.tasks.length === 0) return [];
  const out: Grant[] = [];
  for (const t of s.tasks) {
    if ((t.kind === 'melee' || t.kind === 'ranged' || t.kind === 'magicalStrike') && t.attacker === c.id && t.grants) out.push(...t.grants);
  }
  return out;
}
