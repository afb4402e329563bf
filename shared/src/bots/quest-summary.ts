import type { GameState } from '../state/types';

/**
 * How a quest game ended (checklist 22.37, docs/rules-decisions.md #75e, #137): the Hero fell, the Hero's
 * deck ran out, the Overlord's deck ran out, or no quest was left; `other` for any other result.
 */
export type QuestEnding = 'heroFell' | 'heroDeckOut' | 'overlordDeckOut' | 'questsDone' | 'other';
export const QUEST_ENDINGS: readonly QuestEnding[] = ['heroFell', 'heroDeckOut', 'overlordDeckOut', 'questsDone', 'other'];

/** What one simulated quest game gives the Hero's report (checklist 22.35–22.37, docs/rules-decisions.md #75a, #75j). */
export interface QuestRecord {
  /** The Hero survived to the end (the quest mode's "win"). */
  heroWon: boolean;
  /** The final score: Honour and the end-of-game adjustments. */
  score: number;
  completed: number;
  failed: number;
  ending: QuestEnding;
}

/** Which end condition finished a game, in the order the Quests Phase's end checks look at them. */
export function questEnding(s: GameState): QuestEnding {
  const cfg = s.config.quest!;
  const q = s.quest!;
  if (s.result?.reason !== 'questEnd') return s.creatures[s.players[cfg.hero]!.heroCreature] ? 'other' : 'heroFell';
  if (s.players[cfg.hero]!.deck.length === 0) return 'heroDeckOut';
  if (q.overlordDeck.length === 0) return 'overlordDeckOut';
  return q.questDeck.length === 0 && q.active.length === 0 ? 'questsDone' : 'other';
}

/** The Hero's side of a finished quest game; the score is worked out for a fallen Hero too. */
export function questRecord(s: GameState, score: (s: GameState) => { total: number }): QuestRecord {
  const q = s.quest!;
  return {
    heroWon: s.result?.winners.includes(s.config.quest!.hero) === true,
    score: q.score?.total ?? score(s).total,
    completed: q.completed.length,
    failed: q.failed.length,
    ending: questEnding(s),
  };
}

/** Totals over a series of quest games, for the balance report. */
export interface QuestSummary {
  games: number;
  heroWinRate: number;
  /** Mean final score (Honour with the end-of-game adjustments). */
  meanHonour: number;
  meanCompleted: number;
  meanFailed: number;
  /** Share of games in which the Hero completed at least one quest. */
  completedSomeRate: number;
  /** Games by how they ended. */
  endings: Record<QuestEnding, number>;
}

/** Totals over a series of quest games: the Hero's win rate, mean Honour (final score), quests, endings. */
export function summariseQuests(records: readonly QuestRecord[]): QuestSummary {
  const n = Math.max(records.length, 1);
  const sum = (f: (r: QuestRecord) => number) => records.reduce((a, r) => a + f(r), 0);
  const round = (x: number) => Math.round(x * 100) / 100;
  const endings = Object.fromEntries(QUEST_ENDINGS.map((e) => [e, records.filter((r) => r.ending === e).length])) as Record<QuestEnding, number>;
  return {
    games: records.length,
    heroWinRate: round(sum((r) => (r.heroWon ? 1 : 0)) / n),
    meanHonour: round(sum((r) => r.score) / n),
    meanCompleted: round(sum((r) => r.completed) / n),
    meanFailed: round(sum((r) => r.failed) / n),
    completedSomeRate: round(sum((r) => (r.completed > 0 ? 1 : 0)) / n),
    endings,
  };
}
