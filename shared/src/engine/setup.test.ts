import { getPrecon } from '../cards/decks';
import type { GameState, Seat } from '../state/types';
import { apply } from './apply';
import { createGame } from './create-game';

/**
 * Setup through the real `createGame` (rulebook: Setup, docs/rules-decisions.md #6–#9): the initiative winner picks the
 * first player, heroes are placed touching their own edge, everyone draws 4, then each player keeps,
 * redraws up to 4 or discards for +1 Prosperity each; turn 1 then begins with the first player's
 * Beginning phase (draw 1, +1 Prosperity).
 */

const LOADOUTS = { p1: getPrecon('moonlit-vanguard').loadout, p2: getPrecon('weavers-of-the-brood').loadout };
const newGame = (seed: string) => createGame({ mode: 'duel', seed, loadouts: LOADOUTS });

/** Answer the pending decision as `seat`; fails the test on a rejection. */
function answer(s: GameState, seat: Seat, a: unknown): GameState {
  const r = apply(s, seat, { type: 'answer', decision: s.pending!.id, answer: a });
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

/** The rejection code for an answer (and a check that nothing changed). */
function rejected(s: GameState, seat: Seat, a: unknown): string {
  const before = JSON.stringify(s);
  const r = apply(s, seat, { type: 'answer', decision: s.pending!.id, answer: a });
  expect(JSON.stringify(s)).toBe(before);
  return r.ok ? 'accepted' : r.code;
}

/** A spot touching `seat`'s duel edge (p1 south, p2 north) for a 50 mm hero base. */
const onEdge = (seat: Seat, x: number) => ({ at: { x, y: seat === 'p1' ? 575 : 25 } });

/** A new game up to the mulligans: the seat that did not win initiative goes first; heroes at x = a and b. */
function toMulligans(seed: string, a: number, b: number): { s: GameState; first: Seat; second: Seat } {
  let s = newGame(seed);
  const chooser = s.pending!.seat;
  const first: Seat = chooser === 'p1' ? 'p2' : 'p1';
  const second: Seat = first === 'p1' ? 'p2' : 'p1';
  s = answer(s, chooser, { first });
  s = answer(s, first, onEdge(first, a));
  s = answer(s, second, onEdge(second, b));
  return { s, first, second };
}

/** The whole setup script used below: second seat goes first, first redraws 2, second discards 2. */
function playSetup(seed: string): { s: GameState; first: Seat; second: Seat; putBack: string[]; kept: string[]; discarded: string[] } {
  let { s, first, second } = toMulligans(seed, 150, 450);
  const putBack = s.players[first]!.hand.slice(0, 2);
  const kept = s.players[first]!.hand.slice(2);
  s = answer(s, first, { choice: 'redraw', cards: putBack });
  const discarded = s.players[second]!.hand.slice(0, 2);
  s = answer(s, second, { choice: 'discard', cards: discarded });
  return { s, first, second, putBack, kept, discarded };
}

describe('setup (rulebook: Setup)', () => {
  it('starts in the setup phase with 3 Prosperity each, shuffled full decks, and the initiative winner choosing the first player', () => {
    const s = newGame('setup-a');
    expect(s.phase).toBe('setup');
    expect(s.pending).toMatchObject({ kind: 'firstPlayer', options: { seats: ['p1', 'p2'] } });
    for (const seat of ['p1', 'p2'] as const) {
      const p = s.players[seat]!;
      expect(p.prosperity).toBe(3);
      expect(p.hand).toEqual([]);
      expect(p.deck).toHaveLength(20);
      expect(p.deck.map((id) => s.cards[id]!.card).sort()).toEqual([...LOADOUTS[seat].deck].sort());
    }
    const other: Seat = s.pending!.seat === 'p1' ? 'p2' : 'p1';
    expect(apply(s, other, { type: 'answer', decision: s.pending!.id, answer: { first: other } })).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(apply(s, s.pending!.seat, { type: 'endTurn' })).toMatchObject({ ok: false, code: 'WAITING_FOR_DECISION' });
  });

  it('places the first player\'s hero first, only touching its own edge', () => {
    let s = newGame('setup-b');
    const chooser = s.pending!.seat;
    const first: Seat = chooser === 'p1' ? 'p2' : 'p1';
    s = answer(s, chooser, { first });
    expect(s.turnOrder[0]).toBe(first);
    expect(s.pending).toMatchObject({ kind: 'placeHero', seat: first, options: { hero: LOADOUTS[first].hero } });
    expect(rejected(s, first, { at: { x: 300, y: 300 } })).toBe('BAD_PLACEMENT');
    expect(rejected(s, first, { at: { x: 300, y: first === 'p1' ? 560 : 40 } })).toBe('BAD_PLACEMENT'); // 15 mm short of the edge
    expect(rejected(s, first, onEdge(first === 'p1' ? 'p2' : 'p1', 300))).toBe('BAD_PLACEMENT'); // the opponent's edge
    expect(rejected(s, first, { at: { x: 10, y: first === 'p1' ? 575 : 25 } })).toBe('BAD_PLACEMENT'); // partly off the field
    s = answer(s, first, onEdge(first, 150));
    const hero = s.creatures[s.players[first]!.heroCreature]!;
    expect(hero).toMatchObject({ kind: 'hero', card: LOADOUTS[first].hero, owner: first, pos: onEdge(first, 150).at });
    expect(s.pending).toMatchObject({ kind: 'placeHero', seat: first === 'p1' ? 'p2' : 'p1' });
  });

  it('deals 4 each, then applies a redraw (put back, draw as many, shuffle) and a discard (+1 Prosperity per card)', () => {
    let { s, first, second } = toMulligans('setup-c', 150, 450);
    for (const seat of [first, second]) {
      expect(s.players[seat]!.hand).toHaveLength(4);
      expect(s.players[seat]!.deck).toHaveLength(16);
    }
    expect(s.pending).toMatchObject({ kind: 'mulligan', seat: first, options: { max: 4, discardAllowed: true } });

    const hand = s.players[first]!.hand;
    const fakeFifth = [...hand, s.players[first]!.deck[0]!];
    expect(rejected(s, first, { choice: 'redraw', cards: fakeFifth })).toBe('BAD_ANSWER'); // five cards: more than 4 (and one not in hand)
    expect(rejected(s, first, { choice: 'redraw', cards: [hand[0], hand[0]] })).toBe('BAD_ANSWER');
    expect(rejected(s, first, { choice: 'keep', cards: [hand[0]] })).toBe('BAD_ANSWER');

    const deckTop = s.players[first]!.deck.slice(0, 2).map((id) => s.cards[id]!.card);
    const putBack = hand.slice(0, 2);
    const putBackCards = putBack.map((id) => s.cards[id]!.card);
    const kept = hand.slice(2);
    s = answer(s, first, { choice: 'redraw', cards: putBack });
    // Choices are secret and revealed together (docs/rules-decisions.md #6): nothing happens until the second player chose.
    expect(s.players[first]!.hand).toEqual(hand);
    expect(s.pending).toMatchObject({ kind: 'mulligan', seat: second });

    const discarded = s.players[second]!.hand.slice(0, 2);
    s = answer(s, second, { choice: 'discard', cards: discarded });

    const p = s.players[first]!;
    const o = s.players[second]!;
    // The first player: 2 kept + 2 redrawn from the top, + the turn-1 draw = 5; 16 left in the deck.
    expect(p.hand).toHaveLength(5);
    expect(p.hand.slice(0, 2)).toEqual(kept);
    expect(p.hand.slice(2, 4).map((id) => s.cards[id]!.card)).toEqual(deckTop);
    for (const id of putBack) expect(p.hand).not.toContain(id);
    expect(p.deck).toHaveLength(15);
    const deckCards = p.deck.map((id) => s.cards[id]!.card);
    const redrawnOrFirstDraw = [...p.hand.slice(4)].map((id) => s.cards[id]!.card);
    for (const card of putBackCards) expect([...deckCards, ...redrawnOrFirstDraw]).toContain(card);
    expect(p.graveyard).toEqual([]);
    expect(p.prosperity).toBe(4); // 3 + 1 (Beginning phase)
    // The second player: 2 left in hand, 2 in the Graveyard, 3 + 2 Prosperity.
    expect(o.hand).toHaveLength(2);
    expect(o.graveyard).toEqual(discarded);
    expect(o.deck).toHaveLength(16);
    expect(o.prosperity).toBe(5);
    // Card count is conserved on both sides.
    expect(p.hand.length + p.deck.length + p.graveyard.length).toBe(20);
    expect(o.hand.length + o.deck.length + o.graveyard.length).toBe(20);
  });

  it('hands turn 1 to the first player in Construction with 5 cards and 4 Prosperity', () => {
    let { s, first, second } = toMulligans('setup-d', 300, 300);
    s = answer(s, first, { choice: 'keep', cards: [] });
    s = answer(s, second, { choice: 'keep', cards: [] });
    expect(s).toMatchObject({ phase: 'construction', activeSeat: first, turn: 1, pending: null, turnOrder: [first, second] });
    expect(s.players[first]!.hand).toHaveLength(5);
    expect(s.players[first]!.prosperity).toBe(4);
    expect(s.players[second]!.hand).toHaveLength(4);
    expect(s.players[second]!.prosperity).toBe(3);
    expect(apply(s, second, { type: 'takeProsperity' })).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(apply(s, first, { type: 'takeProsperity' })).toMatchObject({ ok: true });
  });

  it('a ruleset without discard-for-Prosperity (2017) rejects the discard choice', () => {
    let s = createGame({ mode: 'duel', seed: 'setup-e', loadouts: LOADOUTS, ruleset: { ...newGame('x').config.ruleset, discardForProsperity: false } });
    const chooser = s.pending!.seat;
    s = answer(s, chooser, { first: chooser });
    s = answer(s, chooser, onEdge(chooser, 300));
    s = answer(s, chooser === 'p1' ? 'p2' : 'p1', onEdge(chooser === 'p1' ? 'p2' : 'p1', 300));
    expect(s.pending).toMatchObject({ kind: 'mulligan', options: { discardAllowed: false } });
    expect(rejected(s, chooser, { choice: 'discard', cards: [s.players[chooser]!.hand[0]] })).toBe('BAD_ANSWER');
  });

  it('is deterministic: the same seed and answers give the same state, byte for byte', () => {
    const a = playSetup('same-seed');
    const b = playSetup('same-seed');
    expect(JSON.stringify(b.s)).toBe(JSON.stringify(a.s));
    const c = playSetup('other-seed');
    expect(JSON.stringify(c.s)).not.toBe(JSON.stringify(a.s));
  });
});
