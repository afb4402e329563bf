import { CLASSIC_2017, RULEBOOK } from '../state/ruleset';
import { validateDeck } from './deck-rules';
import { PRECONS } from './decks';
import { preconLoadout } from './precon-for-ruleset';

describe('preconLoadout', () => {
  it.each(PRECONS.map((p) => [p.id, p] as const))('%s is legal under the 2017 summary at once (30+ cards, half of them characters)', (_id, precon) => {
    expect(validateDeck(precon.loadout, CLASSIC_2017).ok).toBe(false); // the rulebook precon alone is too small
    const loadout = preconLoadout(precon, CLASSIC_2017);
    expect(validateDeck(loadout, CLASSIC_2017).reasons).toEqual([]);
    expect(loadout.deck.length).toBeGreaterThanOrEqual(30);
    expect(loadout.deck.slice(0, precon.loadout.deck.length)).toEqual(precon.loadout.deck); // the precon's own cards stay
  });

  it('leaves a rulebook precon untouched', () => {
    for (const p of PRECONS) expect(preconLoadout(p, RULEBOOK)).toEqual(p.loadout);
  });
});
