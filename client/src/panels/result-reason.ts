import { describeReason, type QuestScore } from '@signum/shared';

/**
 * A quest's final score, term by term (rulebook: Rules of the Quest Mode, scoring; checklist
 * 22.35–22.36): "7 Honour" alone does not say what earned or cost it.
 */
export function questScoreText(score: QuestScore): string {
  const terms = [
    `${score.honour} earned from quests and bandits`,
    `+${score.prosperityBonus} for the Prosperity left (1 for every 5)`,
    `−${score.woundPenalty} for the Hero's wounds (1 for every 2)`,
    `−${score.failedPenalty} for failed quests (each one's reward)`,
  ];
  return `Final score: ${score.total} Honour = ${terms.join(', ')}.`;
}

/**
 * Why the game ended, in words a newcomer follows: a result decided at the turn limit also says
 * what the tiebreak compares (rulebook: End of the game and victory), since "a draw" alone after a
 * quiet game reads like a fault; a quest's end says what ends one and, with its `score`, how the
 * score adds up.
 */
export function resultReason(reason: string, score?: QuestScore): string {
  // In a quest only the Hero can fall, and "the last enemy hero" is the Overlord's way of seeing it.
  const said = `Reason: ${score && reason === 'heroKilled' ? 'the Hero was killed' : describeReason(reason)}.`;
  const scored = score ? ` ${questScoreText(score)}` : '';
  if (reason === 'questEnd') return `${said} A quest game ends when every quest is done, when the Hero cannot draw, or when the Overlord's deck runs out.${scored}`;
  if (reason !== 'tiebreak' && reason !== 'draw') return `${said}${scored}`;
  const level = reason === 'draw' ? ' The players were level on all three.' : '';
  return `${said} The turn limit was reached, so the tiebreak compared the heroes' wounds (fewer wins), then Prosperity plus the cost of the buildings standing, then enemy characters killed.${level}`;
}
