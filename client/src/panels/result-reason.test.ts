import { resultReason } from './result-reason';

describe('the reason a game ended', () => {
  it('says what the tiebreak compared when the turn limit decided it, and that a draw was level on all of it', () => {
    expect(resultReason('tiebreak')).toMatch(/^Reason: time-limit tiebreak\. The turn limit was reached, so the tiebreak compared the heroes' wounds .* enemy characters killed\.$/);
    expect(resultReason('draw')).toMatch(/^Reason: a draw\. The turn limit was reached, .* The players were level on all three\.$/);
  });
  it('keeps a plain reason plain', () => {
    expect(resultReason('heroKilled')).toBe('Reason: the last enemy hero was killed.');
  });
});
