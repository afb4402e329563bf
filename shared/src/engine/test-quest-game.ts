import type { QuestSide } from '../state/quest';
import type { GameState } from '../state/types';
import type { Ctx } from '../primitives/context';
import { createQuestGame } from './create-quest-game';
import { cloneState } from './clone';
import { throughSetup } from './test-game';

/** A quest game past setup (default placement, hand kept), at the Hero's first turn. For tests. */
export function newQuestGame(side: QuestSide = 'pve', seed = 'quest'): GameState {
  return throughSetup(createQuestGame({ side, seed }));
}

/** A working copy to run a rule on directly, with its events. For tests. */
export function questCtx(s: GameState): Ctx {
  return { s: cloneState(s), events: [] };
}

/** A quest game with no quests, creatures but the hero, or terrain: the stage for one rule at a time. For tests. */
export function bareQuestGame(side: QuestSide = 'pve', seed = 'quest'): GameState {
  const s = cloneState(newQuestGame(side, seed));
  const q = s.quest!;
  q.questDeck.unshift(...q.active.map((a) => a.id));
  q.active = [];
  q.bounties = {};
  for (const id of Object.keys(s.creatures)) if (id !== s.players.p1!.heroCreature) delete s.creatures[id];
  s.terrain = [];
  s.tasks = [];
  return s;
}
