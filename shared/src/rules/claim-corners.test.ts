import { PRECONS } from '../cards/decks';
import { apply } from '../engine/apply';
import { createGame } from '../engine/create-game';
import { legalAnswers } from '../engine/legal-answers';
import type { GameState, Mode, Seat } from '../state/types';

/**
 * Corner claims at setup with more than two players (rulebook: Variants,
 * 21.4.5–rulebook: Variants; docs/rules-decisions.md #76, #78, #79), through the real `createGame`.
 */

const SEATS: Seat[] = ['p1', 'p2', 'p3', 'p4'];
function newGame(mode: Mode, seed: string): GameState {
  const loadouts = Object.fromEntries(SEATS.map((seat, i) => [seat, PRECONS[i % PRECONS.length]!.loadout]));
  return createGame({ mode, seed, loadouts });
}

function answer(s: GameState, seat: Seat, a: unknown): GameState {
  const r = apply(s, seat, { type: 'answer', decision: s.pending!.id, answer: a });
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

/** Choose `first` as the first player; returns the state waiting for the first corner claim. */
function firstPlayer(mode: Mode, first: Seat, seed = `corners-${mode}`): GameState {
  const s = newGame(mode, seed);
  expect(s.pending!.kind).toBe('firstPlayer');
  return answer(s, s.pending!.seat, { first });
}

describe('corner claims (rulebook: Variants, docs/rules-decisions.md #76, #79)', () => {
  it('in a three-player game the first player, then the player on their left, then the next pick corners; turns go clockwise by corner', () => {
    let s = firstPlayer('ffa3', 'p2');
    expect(s.pending).toMatchObject({ seat: 'p2', kind: 'claimCorner', options: { corners: ['nw', 'ne', 'se', 'sw'] } });
    s = answer(s, 'p2', { corner: 'se' });
    expect(s.pending).toMatchObject({ seat: 'p3', kind: 'claimCorner', options: { corners: ['nw', 'ne', 'sw'], taken: { p2: 'se' } } });
    // A taken corner is refused and nothing changes.
    const r = apply(s, 'p3', { type: 'answer', decision: s.pending!.id, answer: { corner: 'se' } });
    expect(r).toMatchObject({ ok: false, code: 'BAD_ANSWER' });
    s = answer(s, 'p3', { corner: 'nw' });
    // The last player still has two corners to choose from (one stays empty, docs/rules-decisions.md #79).
    expect(s.pending).toMatchObject({ seat: 'p1', kind: 'claimCorner', options: { corners: ['ne', 'sw'] } });
    s = answer(s, 'p1', { corner: 'sw' });
    // Clockwise from p2's se corner: sw (p1), then nw (p3).
    expect(s.turnOrder).toEqual(['p2', 'p1', 'p3']);
    // Each edge is the XL stretch running clockwise from the corner.
    expect(s.players.p2!.edge).toEqual({ a: { x: 600, y: 600 }, b: { x: 350, y: 600 } });
    expect(s.players.p1!.edge).toEqual({ a: { x: 0, y: 600 }, b: { x: 0, y: 350 } });
    expect(s.players.p3!.edge).toEqual({ a: { x: 0, y: 0 }, b: { x: 250, y: 0 } });
    // Heroes are placed in turn order, on the claimed stretch.
    expect(s.pending).toMatchObject({ seat: 'p2', kind: 'placeHero', options: { edge: s.players.p2!.edge } });
    const off = apply(s, 'p2', { type: 'answer', decision: s.pending!.id, answer: { at: { x: 200, y: 575 } } });
    expect(off).toMatchObject({ ok: false, code: 'BAD_PLACEMENT' });
  });

  it('in a four-player free-for-all the last corner needs no question, and the first turn goes to the first player', () => {
    let s = firstPlayer('ffa4', 'p3');
    s = answer(s, 'p3', { corner: 'nw' });
    s = answer(s, 'p4', { corner: 'sw' });
    s = answer(s, 'p1', { corner: 'ne' });
    expect(s.pending!.kind).toBe('placeHero');
    expect(s.players.p2!.edge).toEqual({ a: { x: 600, y: 600 }, b: { x: 350, y: 600 } });
    expect(s.turnOrder).toEqual(['p3', 'p1', 'p2', 'p4']);
    while (s.phase === 'setup') s = answer(s, s.pending!.seat, s.pending!.defaultAnswer);
    expect(s.activeSeat).toBe('p3');
    expect(s.creatures[s.players.p1!.heroCreature]!.pos.x).toBeCloseTo(600 - 25, 0);
  });

  it('offers every free corner to the bots and only those', () => {
    let s = firstPlayer('ffa4', 'p1');
    s = answer(s, 'p1', { corner: 'ne' });
    expect(legalAnswers(s.pending!).map((a) => (a as { answer: { corner: string } }).answer.corner)).toEqual(['nw', 'se', 'sw']);
  });

  it('a duel keeps whole sides with no corner claims', () => {
    let s = newGame('duel', 'corners-duel');
    s = answer(s, s.pending!.seat, { first: 'p2' });
    expect(s.pending!.kind).toBe('placeHero');
    expect(s.players.p1!.edge).toEqual({ a: { x: 600, y: 600 }, b: { x: 0, y: 600 } });
  });
});

describe('Shoulder to Shoulder seating (rulebook: Variants, docs/rules-decisions.md #78)', () => {
  it('seats the ally on the next clockwise corner of the same side, each measuring toward the other; turns run A1, A2, B1, B2', () => {
    let s = firstPlayer('teams', 'p2');
    s = answer(s, 'p2', { corner: 'ne' });
    // p1 (the ally) is seated at se without a question; the opposing team's next seat picks between nw and sw.
    expect(s.pending).toMatchObject({ seat: 'p3', kind: 'claimCorner', options: { corners: ['nw', 'sw'], taken: { p2: 'ne', p1: 'se' } } });
    s = answer(s, 'p3', { corner: 'nw' });
    expect(s.turnOrder).toEqual(['p2', 'p1', 'p4', 'p3']);
    // Team A shares the east side, team B the west side, each stretch running toward the ally's corner.
    expect(s.players.p2!.edge).toEqual({ a: { x: 600, y: 0 }, b: { x: 600, y: 250 } });
    expect(s.players.p1!.edge).toEqual({ a: { x: 600, y: 600 }, b: { x: 600, y: 350 } });
    expect(s.players.p4!.edge).toEqual({ a: { x: 0, y: 600 }, b: { x: 0, y: 350 } });
    expect(s.players.p3!.edge).toEqual({ a: { x: 0, y: 0 }, b: { x: 0, y: 250 } });
  });

  it('works for any two teams of two fixed before the game, and refuses other splits (rulebook: Variants)', () => {
    const loadouts = Object.fromEntries(SEATS.map((seat, i) => [seat, PRECONS[i % PRECONS.length]!.loadout]));
    let s = createGame({ mode: 'teams', seed: 'odd-teams', loadouts, teams: { p1: 1, p3: 1, p2: 2, p4: 2 } });
    s = answer(s, s.pending!.seat, { first: 'p1' });
    s = answer(s, 'p1', { corner: 'nw' });
    // p3 (p1's ally) is seated at ne; p2, the next seat round the table, picks for the other team.
    expect(s.pending).toMatchObject({ seat: 'p2', kind: 'claimCorner', options: { corners: ['se', 'sw'], taken: { p1: 'nw', p3: 'ne' } } });
    s = answer(s, 'p2', { corner: 'sw' });
    expect(s.turnOrder).toEqual(['p1', 'p3', 'p4', 'p2']);
    expect(() => createGame({ mode: 'teams', seed: 'x', loadouts, teams: { p1: 1, p2: 1, p3: 1, p4: 2 } })).toThrow(/two teams of two/);
    expect(() => createGame({ mode: 'ffa4', seed: 'x', loadouts, teams: { p1: 1, p2: 1, p3: 2, p4: 3 } })).toThrow(/alone/);
  });

  it('when the opposing team takes the later corner, its ally takes the earlier one and still plays right after team A', () => {
    let s = firstPlayer('teams', 'p1');
    s = answer(s, 'p1', { corner: 'sw' });
    s = answer(s, 'p3', { corner: 'se' });
    // p1 sw, p2 nw (ally, next clockwise), p3 se, so p4 ne: clockwise sw → nw → ne → se.
    expect(s.turnOrder).toEqual(['p1', 'p2', 'p4', 'p3']);
    expect(s.players.p3!.edge).toEqual({ a: { x: 600, y: 600 }, b: { x: 600, y: 350 } });
  });
});
