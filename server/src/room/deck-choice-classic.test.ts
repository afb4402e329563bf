import { CLASSIC_2017, PRECONS, validateDeck } from '@signum/shared';
import { chooseDeck } from './deck-choice';

describe('chooseDeck under the 2017 summary', () => {
  it('accepts every precon at once, filled up to a legal 2017 deck', () => {
    for (const p of PRECONS) {
      const chosen = chooseDeck({ precon: p.id }, CLASSIC_2017);
      expect('loadout' in chosen ? validateDeck(chosen.loadout, CLASSIC_2017).reasons : chosen).toEqual([]);
    }
  });
});
