import type { QuestConfig, QuestState } from '../../state/quest';
import type { Creature, GameState } from '../../state/types';
import { overlordCreatureOf } from '../../cards/quest';

/** The quest config and state of a quest game; throws in any other game (an engine bug, not a player's). */
export function questOf(s: GameState): { q: QuestState; cfg: QuestConfig } {
  const cfg = s.config.quest;
  const q = s.quest;
  if (!cfg || !q) throw new Error('not a quest game');
  return { q, cfg };
}

/** Overlord creatures on the field (not the Hero's chained companion). */
export function overlordCreatures(s: GameState): Creature[] {
  const overlord = s.config.quest?.overlord;
  return Object.values(s.creatures).filter((c) => c.controller === overlord && !c.chained);
}

/** Whether a creature is an NPC the engine runs (solo game, checklist 22.44). */
export function isNpc(s: GameState, c: Creature): boolean {
  return s.config.quest?.side === 'pve' && c.controller === s.config.quest.overlord && overlordCreatureOf(c.card) !== undefined;
}
