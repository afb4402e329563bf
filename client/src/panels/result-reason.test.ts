import { resultReason } from './result-reason';

describe('the reason a game ended', () => {
  it('says what the tiebreak compared when the turn limit decided it, and that a draw was level on all of it', () => {
    expect(resultReason('tiebreak')).toMatch(/^Reason: time-limit tiebreak\. The turn limit was reached, so the tiebreak compared the heroes' wounds .* enemy characters killed\.$/);
    expect(resultReason('draw')).toMatch(/^Reason: a draw\. The turn limit was reached, .* The players were level on all three\.$/);
  });
  it('keeps a plain reason plain', () => {
    expect(resultReason('heroKilled')).toBe('Reason: the last enemy hero was killed.');
  });
  it("explains a quest's end and adds up its score term by term", () => {
    const score = { honour: 6, prosperityBonus: 2, woundPenalty: 1, failedPenalty: 3, total: 4, heroAlive: true };
    expect(resultReason('questEnd', score)).toBe(
      "Reason: the quest game ended with the Hero alive. A quest game ends when every quest is done, when the Hero cannot draw, or when the Overlord's deck runs out. "
      + "Final score: 4 Honour = 6 earned from quests and bandits, +2 for the Prosperity left (1 for every 5), −1 for the Hero's wounds (1 for every 2), −3 for failed quests (each one's reward).",
    );
    expect(resultReason('heroKilled', { ...score, woundPenalty: 0, total: 5, heroAlive: false })).toMatch(/^Reason: the Hero was killed\. Final score: 5 Honour = .*failed quests \(each one's reward\)\.$/);
  });
});
