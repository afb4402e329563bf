import { apply } from '../engine/apply';
import { legalActions } from '../engine/legal-actions';
import { legalAnswers } from '../engine/legal-answers';
import { createScenarioState } from '../scenario/scenario-state';
import type { GameState, Loadout } from '../state/types';
import { PRECONS } from '../cards/decks';
import { getCard } from '../cards/registry';
import { validateDeck } from '../cards/deck-rules';
import { RULEBOOK } from '../state/ruleset';
import { playGame } from './play-game';
import { answerFor } from './easy-policy';

/** The cards that carry the zone, placement, Backstab and condition verbs (cards/effects.ts). */
const VERB_CARDS = [
  'recall-to-the-ranks', 'banishing-gale', 'forgotten-oath', 'cutpurses-trick', 'siege-fire', 'rending-quake', 'sundering-blow',
  'shadow-step', 'forced-march', 'hurling-wind', 'treacherous-opening', 'knives-in-the-press', 'finishing-blow', 'festering-cut',
  'ostrik-the-tidebound', 'tamsin-the-skulker', 'magpie-mira', 'grott-stonebreaker',
];

/** A position where every one of them has something to work on: buildings, a relic, a hand, terrain, creatures in contact. */
function position(card: string): GameState {
  return createScenarioState(
    {
      activeSeat: 'p1',
      players: {
        p1: { hand: [card], buildings: ['school-of-magic', 'temple', 'arena', 'smithy', 'tavern', 'library'], prosperity: 5, deck: ['herrick'] },
        p2: { buildings: ['barracks'], relics: ['mask-of-fury-of-the-cursed'], hand: ['flames-of-fury'] },
      },
      creatures: [
        { id: 'mine', card: 'herrick', owner: 'p1', at: { x: 300, y: 300 } },
        { id: 'foe', card: 'brannoc-sellsword', owner: 'p2', at: { x: 300, y: 268 } },
        { id: 'other', card: 'herrick', owner: 'p2', at: { x: 450, y: 200 }, wounds: 2 },
      ],
      terrain: [{ id: 'hill', card: 'hill', owner: 'p2', at: { x: 150, y: 300 } }],
    },
    [],
  );
}

describe('bots play the cards of the new effect verbs', () => {
  it.each(VERB_CARDS)('%s: listed as a legal play, and every answer offered to its questions is accepted', (card) => {
    let s = position(card);
    s.strictDice = false; // Backstab dice come from the seeded generator here
    const play = legalActions(s, 'p1').find((a) => a.type === 'playCard' && a.card === 'p1-hand-0');
    expect(play).toBeDefined();
    const played = apply(s, 'p1', play!);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    s = played.state;
    let questions = 0;
    while (s.pending && questions < 10) {
      const d = s.pending;
      const offered = legalAnswers(d);
      expect(offered.length).toBeGreaterThan(0);
      // A place or a move offers real spots, not only staying put.
      if (d.kind === 'spot') expect(d.options.spots.length).toBeGreaterThan(0);
      for (const a of offered) expect(apply(s, d.seat, a).ok).toBe(true);
      const next = apply(s, d.seat, answerFor(s, d));
      expect(next.ok).toBe(true);
      if (!next.ok) return;
      s = next.state;
      questions += 1;
    }
    expect(s.pending).toBeNull();
    expect(s.players.p1!.hand).not.toContain('p1-hand-0');
  });
});

/** A precon whose support cards are swapped for the new verbs' supports (universal: legal in any deck). */
function withVerbSupports(precon: (typeof PRECONS)[number]): Loadout {
  const supports = VERB_CARDS.filter((id) => getCard(id).type !== 'character');
  let next = 0;
  const deck = precon.loadout.deck.map((id) => (getCard(id).type === 'character' || next >= supports.length ? id : supports[next++]!));
  return { ...precon.loadout, deck };
}

describe('bots play whole games with the new verbs in their decks', () => {
  const loadouts = { p1: withVerbSupports(PRECONS[0]!), p2: withVerbSupports(PRECONS[2]!) };

  it('the decks are legal', () => {
    for (const l of Object.values(loadouts)) expect(validateDeck(l, RULEBOOK).reasons).toEqual([]);
  });

  it.each(['v1', 'v2', 'v3'])('seed %s: a random duel runs to its end without errors, and the new cards get played', (seed) => {
    const played = new Set<string>();
    const game = playGame({
      seed, mode: 'duel', loadouts, turnLimit: 40,
      onAction: (_step, events) => {
        for (const e of events) if (e.e === 'cardPlayed' || e.e === 'tacticSet') played.add(e.card ?? '');
      },
    });
    expect(game.errors).toEqual([]);
    expect(game.finished).toBe(true);
    expect([...played].filter((id) => VERB_CARDS.includes(id)).length).toBeGreaterThan(0);
  });
});
