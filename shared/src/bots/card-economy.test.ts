import { PRECONS } from '../cards/decks';
import type { GameState, Seat } from '../state/types';
import { cardEconomyWorth } from './card-economy';
import { evaluate } from './evaluate';
import { pickLoadouts } from './pick-loadouts';
import { playGame } from './play-game';
import { playerToChange } from '../primitives/copy-on-write';

/** A duel played at random into its first turns. */
function duel(): GameState {
  const seed = 'card-economy';
  const { loadouts } = pickLoadouts(seed, 0, 'duel', PRECONS);
  const s = playGame({ seed, mode: 'duel', loadouts, turnLimit: 60, maxActions: 60 }).state;
  expect(s.result).toBeNull();
  return s;
}

/** The same state with `seat` holding `hand` cards and `deck` left in its deck (cards moved between the two zones). */
function withCards(s: GameState, seat: Seat, hand: number, deck: number): GameState {
  const t = structuredClone(s);
  const p = playerToChange(t, seat);
  const all = [...p.hand, ...p.deck];
  expect(all.length).toBeGreaterThanOrEqual(hand + deck);
  p.hand = all.slice(0, hand);
  p.deck = all.slice(hand, hand + deck);
  return t;
}

const worth = (s: GameState, seat: Seat) => cardEconomyWorth(s, s.players[seat]!);

describe('cardEconomyWorth', () => {
  it('makes a draw (a card from the deck to the hand) a gain only while the hand is short', () => {
    const s = duel();
    const drawGain = (hand: number, deck = 10) => worth(withCards(s, 'p1', hand + 1, deck - 1), 'p1') - worth(withCards(s, 'p1', hand, deck), 'p1');
    expect(drawGain(2)).toBeGreaterThan(0);
    // With a full hand's worth of cards a draw costs; a Library tap (1 Prosperity, worth 1.5) costs more.
    expect(drawGain(7)).toBeLessThan(0);
    // Near the deck's end a draw costs even with a short hand: whoever decks out first pays the doubling.
    expect(drawGain(2, 4)).toBeLessThan(0);
  });

  it('counts an empty deck against its player, more with every deck-out already paid', () => {
    const d = duel();
    const s = withCards(d, 'p1', 4, 0);
    const after = (outs: number) => {
      const t = structuredClone(s);
      playerToChange(t, 'p1').deckOuts = outs;
      return worth(t, 'p1');
    };
    expect(after(0)).toBeLessThan(worth(withCards(d, 'p1', 4, 1), 'p1'));
    expect(after(3)).toBeLessThan(after(1));
  });

  it('is what the hard level weighs: its evaluation of a drawn-out deck differs from the base one', () => {
    const s = withCards(duel(), 'p1', 9, 0);
    expect(evaluate(s, 'p1', { cards: 'economy', basicBonus: 0 })).toBeLessThan(evaluate(s, 'p1'));
  });
});
