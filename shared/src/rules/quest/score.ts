import { getQuest } from '../../cards/quest';
import type { QuestScore } from '../../state/quest';
import type { GameState } from '../../state/types';
import { questOf } from './quest-of';

/**
 * The Hero's score (checklist 22.35–22.36, docs/rules-decisions.md #75d): Honour earned, +1 for every 5
 * Prosperity left, −1 for every 2 wounds on the Hero, −each failed quest's reward; rounded down.
 * A dead Hero's score is still reported (#75j).
 */
export function questScore(s: GameState): QuestScore {
  const { q, cfg } = questOf(s);
  const p = s.players[cfg.hero]!;
  const hero = s.creatures[p.heroCreature];
  const prosperityBonus = Math.floor(p.prosperity / 5);
  const woundPenalty = hero ? Math.floor(hero.wounds / 2) : 0;
  const failedPenalty = q.failed.reduce((n, id) => n + getQuest(id).honour, 0);
  return { honour: q.honour, prosperityBonus, woundPenalty, failedPenalty, total: q.honour + prosperityBonus - woundPenalty - failedPenalty, heroAlive: !!hero };
}
