import type { EffectOp } from './effects';
import { cardEffects } from './pool-check';
import { ALL_CARDS } from './registry';

/** The verbs added for zones, placement and Backstab, and the condition: each must be on at least two cards of the pool. */
const VERBS: EffectOp[] = ['returnCard', 'discard', 'destroy', 'place', 'move', 'backstab', 'onlyIf'];

describe('the effect verbs are used by the pool', () => {
  it.each(VERBS)('%s is on at least two cards', (op) => {
    const cards = ALL_CARDS.filter((c) => cardEffects(c).some((e) => e.op === op));
    expect(cards.length).toBeGreaterThanOrEqual(2);
  });

  it('returns cards to the hand and to the deck, and destroys each kind of thing', () => {
    const effects = ALL_CARDS.flatMap(cardEffects);
    for (const to of ['hand', 'deck']) expect(effects.some((e) => e.op === 'returnCard' && e.to === to)).toBe(true);
    for (const what of ['building', 'terrain', 'relic']) expect(effects.some((e) => e.op === 'destroy' && e.what === what)).toBe(true);
  });
});
