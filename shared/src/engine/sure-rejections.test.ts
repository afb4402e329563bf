import { PRECONS } from '../cards/decks';
import { pickLoadouts } from '../bots/pick-loadouts';
import { playGame } from '../bots/play-game';
import type { Action } from '../protocol/actions';
import { passes } from '../protocol/codes';
import { checkAction } from './check-action';
import { candidateActions } from './legal-actions';
import { surelyRejected } from './sure-rejections';

describe('surelyRejected', () => {
  it('is a sure sign: every candidate it rejects is rejected by the full check, and it fires on each kind it knows', () => {
    const fired = new Map<string, number>();
    let checked = 0;
    for (const [i, mode] of (['duel', 'ffa4', 'duel'] as const).entries()) {
      const seed = `sure-${i}`;
      const { loadouts } = pickLoadouts(seed, i, mode, PRECONS);
      playGame({
        seed, mode, loadouts, turnLimit: 30,
        onAction: (step, _events, before) => {
          // The engine's candidates, and every card in hand played bare: candidates leave out cards that
          // cannot be paid for and characters at the creature cap, which surelyRejected exists to answer.
          const bare = (before.players[step.seat]?.hand ?? []).map((card): Action => ({ type: 'playCard', card }));
          for (const group of [...candidateActions(before, step.seat), bare]) {
            for (const a of group) {
              checked++;
              if (!surelyRejected(before, step.seat, a)) continue;
              fired.set(a.type, (fired.get(a.type) ?? 0) + 1);
              if (passes(() => checkAction(before, step.seat, a))) throw new Error(`surelyRejected said no to a legal ${JSON.stringify(a)}`);
            }
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...fired.keys()].sort()).toEqual(['build', 'playCard', 'playTerrain', 'useBuilding']);
  });
});
