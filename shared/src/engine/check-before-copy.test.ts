import { PRECONS } from '../cards/decks';
import { pickLoadouts } from '../bots/pick-loadouts';
import { playGame } from '../bots/play-game';
import { RuleError } from '../protocol/codes';
import { applyAction } from './apply';
import { checkAction } from './check-action';
import { candidateActions } from './legal-actions';

/** The code `checkAction` throws for the action, or 'ok'. */
function verdict(run: () => void): string {
  try {
    run();
    return 'ok';
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
}

describe('checkBeforeCopy (through applyAction)', () => {
  it('gives every move and card played that bots propose the verdict and code of the full check', () => {
    const seen = new Map<string, number>();
    for (const [i, mode] of (['duel', 'ffa4'] as const).entries()) {
      const seed = `check-before-copy-${i}`;
      const { loadouts } = pickLoadouts(seed, i, mode, PRECONS);
      playGame({
        seed, mode, loadouts, turnLimit: 25,
        onAction: (step, _events, before) => {
          for (const group of candidateActions(before, step.seat)) {
            for (const a of group) {
              if (a.type !== 'move' && a.type !== 'playCard') continue;
              const applied = applyAction(before, step.seat, a);
              const expected = verdict(() => checkAction(before, step.seat, a));
              expect(applied.ok ? 'ok' : applied.code).toBe(expected);
              seen.set(`${a.type} ${expected === 'ok' ? 'ok' : 'refused'}`, (seen.get(`${a.type} ${expected === 'ok' ? 'ok' : 'refused'}`) ?? 0) + 1);
            }
          }
        },
      });
    }
    // Both kinds were met both ways, so the check before the copy was exercised on refusals and on accepted plans.
    expect([...seen.keys()].sort()).toEqual(['move ok', 'move refused', 'playCard ok', 'playCard refused']);
  });
});
