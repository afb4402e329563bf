import type { GameState } from '../state/types';

/** What one simulated quest game gives the Hero's report (checklist 22.35–22.37, docs/rules-decisions.md #75a, #75j). */
export interface QuestRecord {
  /** The Hero survived to the end (the quest mode's "win"). */
  heroWon: boolean;
  /** The final score: Honour and the end-of-game adjustments. */
  score: number;
  completed: number;
  failed: number;
}

/** The Hero's side of a finished quest game; the score is worked out for a fallen Hero too. */
export function questRecord(s: GameState, score: (s: GameState) => { total: number }): QuestRecord {
  const q = s.quest!;
  return {
    heroWon: s.result?.winners.includes(s.config.quest!.hero) === true,
    score: q.score?.total ?? score(s).total,
    completed: q.completed.length,
    failed: q.failed.length,
  };
}

/** Totals over a series of quest games: the Hero's win rate, mean Honour (final score) and quests. */
export function summariseQuests(records: readonly QuestRecord[]): { games: number; heroWinRate: number; meanHonour: number; meanCompleted: number; meanFailed: number } {
  const n = Math.max(records.length, 1);
  const sum = (f: (r: QuestRecord) => number) => records.reduce((a, r) => a + f(r), 0);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    games: records.length,
    heroWinRate: round(sum((r) => (r.heroWon ? 1 : 0)) / n),
    meanHonour: round(sum((r) => r.score) / n),
    meanCompleted: round(sum((r) => r.completed) / n),
    meanFailed: round(sum((r) => r.failed) / n),
  };
}
