import { CLASSIC_2017, decodeDeck, encodeDeck, PRECONS, preconLoadout, RULEBOOK, validateDeck, type Loadout, type Ruleset } from '@signum/shared';
import { chooseDeck } from './deck-choice';
import { DECK_VERDICTS_KEPT } from './deck-verdict-cache';

type DeckMessage = { precon: string } | { code: string };

/** Deck choices, legal and not: every precon, and its deck as a code, cut, padded, or with hero and minion wrong. */
function choices(ruleset: Ruleset): DeckMessage[] {
  const out: DeckMessage[] = PRECONS.map((p) => ({ precon: p.id }));
  for (const p of PRECONS) {
    const base = preconLoadout(p, ruleset);
    const variants: Loadout[] = [
      base,
      { ...base, deck: base.deck.slice(0, 10) },
      { ...base, deck: base.deck.slice(1) },
      { ...base, deck: [...base.deck, ...base.deck] },
      { ...base, deck: [...base.deck, base.deck[0]!, base.deck[0]!, base.deck[0]!] },
      { ...base, hero: base.minion },
      { ...base, minion: base.hero },
    ];
    for (const v of variants) out.push({ code: encodeDeck(v) });
  }
  return out;
}

/** validateDeck's own verdict on what a message names (what chooseDeck answered before verdicts were remembered). */
function reference(m: DeckMessage, ruleset: Ruleset) {
  const loadout = 'precon' in m ? preconLoadout(PRECONS.find((p) => p.id === m.precon)!, ruleset) : decodeDeck(m.code);
  if ('ok' in loadout && !loadout.ok) throw new Error('test deck code does not decode');
  return validateDeck('loadout' in loadout ? loadout.loadout : (loadout as Loadout), ruleset);
}

/** Whether chooseDeck's answer agrees with a verdict: accepted when legal, refused with the same reasons when not. */
function expectAgrees(m: DeckMessage, ruleset: Ruleset) {
  const chosen = chooseDeck(m, ruleset);
  const verdict = reference(m, ruleset);
  if (verdict.ok) expect('loadout' in chosen).toBe(true);
  else expect(chosen).toMatchObject({ code: 'ILLEGAL_DECK', reasons: verdict.reasons });
  return verdict.ok;
}

describe('remembered deck verdicts', () => {
  it('answer as validateDeck does, on a first and a repeated choice, for legal and illegal decks under both rulesets', () => {
    const seen = { legal: 0, illegal: 0 };
    for (const ruleset of [RULEBOOK, CLASSIC_2017]) {
      for (let round = 0; round < 2; round++) {
        for (const m of choices(ruleset)) seen[expectAgrees(m, ruleset) ? 'legal' : 'illegal']++;
      }
    }
    expect(seen.legal).toBeGreaterThan(0);
    expect(seen.illegal).toBeGreaterThan(0);
  });

  it("keep one ruleset's verdict from answering for another (a 20-card deck: legal in the rulebook, not in the 2017 summary)", () => {
    const base = preconLoadout(PRECONS[0]!, RULEBOOK);
    const code = encodeDeck({ ...base, deck: base.deck.slice(0, RULEBOOK.deckMin) });
    expect(expectAgrees({ code }, RULEBOOK)).toBe(true);
    expect(expectAgrees({ code }, CLASSIC_2017)).toBe(false);
    expect(expectAgrees({ code }, RULEBOOK)).toBe(true);
  });

  it('stay right across more distinct choices than are kept (the memory starts again)', () => {
    const m = { precon: PRECONS[0]!.id };
    const size = preconLoadout(PRECONS[0]!, RULEBOOK).deck.length;
    const seen = { legal: 0, illegal: 0 };
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < DECK_VERDICTS_KEPT + 10; i++) {
        // Rules that differ in the largest deck (legal once it reaches the precon's size) and, to make
        // every one a new choice, in a smallest deck below any deck (preconLoadout pads up to it).
        const ruleset = { ...RULEBOOK, deckMin: -i, deckMax: size - 5 + (i % 10) };
        seen[expectAgrees(m, ruleset) ? 'legal' : 'illegal']++;
      }
    }
    expect(seen.legal).toBeGreaterThan(0);
    expect(seen.illegal).toBeGreaterThan(0);
  });
});
