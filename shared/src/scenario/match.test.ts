import { describeMismatch, matchPartial, matches } from './match';

const state = {
  turn: 3,
  players: { p1: { prosperity: 4, hand: ['p1-hand-1', 'p1-hand-2'] }, p2: { prosperity: 0, hand: [] } },
  creatures: {
    caillion: { card: 'caillion', wounds: 1, pos: { x: 100.004, y: 50 }, modifiers: [{ strength: 1, tag: 'x' }] },
  },
  result: null,
};

describe('matchPartial', () => {
  it('accepts a partial nested object and dotted paths alike', () => {
    expect(matchPartial(state, { players: { p1: { prosperity: 4 } } })).toEqual([]);
    expect(matchPartial(state, { 'players.p1.prosperity': 4, 'creatures.caillion.wounds': 1 })).toEqual([]);
    expect(matchPartial(state, { creatures: { 'caillion.card': 'caillion' } })).toEqual([]);
  });

  it('reports every mismatch with path, expected and actual', () => {
    const out = matchPartial(state, { 'players.p1.prosperity': 5, turn: 4, result: null });
    expect(out).toEqual([
      { path: 'players.p1.prosperity', expected: 5, actual: 4 },
      { path: 'turn', expected: 4, actual: 3 },
    ]);
    expect(describeMismatch(out[0]!)).toBe('players.p1.prosperity: expected 5, got 4');
  });

  it('reports a missing key', () => {
    const [m] = matchPartial(state, { 'creatures.reaper.wounds': 2 });
    expect(m).toMatchObject({ path: 'creatures.reaper.wounds', reason: 'missing' });
    expect(describeMismatch(m!)).toBe('creatures.reaper.wounds: expected 2, got (missing)');
  });

  it('distinguishes null from a missing key', () => {
    expect(matches(state, { result: null })).toBe(true);
    expect(matches(state, { winner: null })).toBe(false);
  });

  it('matches arrays element by element with exact length', () => {
    expect(matches(state, { 'players.p1.hand': ['p1-hand-1', 'p1-hand-2'] })).toBe(true);
    expect(matchPartial(state, { 'players.p1.hand': ['p1-hand-1'] })[0]).toMatchObject({ reason: 'length 2, expected 1' });
    expect(matchPartial(state, { 'players.p1.hand': ['p1-hand-1', 'x'] })[0]).toMatchObject({ path: 'players.p1.hand.1', actual: 'p1-hand-2' });
    // objects inside arrays are partial
    expect(matches(state, { 'creatures.caillion.modifiers': [{ strength: 1 }] })).toBe(true);
    // numeric path segments index arrays
    expect(matches(state, { 'players.p1.hand.0': 'p1-hand-1' })).toBe(true);
  });

  it('supports $length', () => {
    expect(matches(state, { 'players.p1.hand': { $length: 2 } })).toBe(true);
    expect(matches(state, { 'players.p2.hand': { $length: 0 } })).toBe(true);
    const [m] = matchPartial(state, { 'players.p1.hand': { $length: 3 } });
    expect(m).toMatchObject({ path: 'players.p1.hand', reason: 'length 2, expected 3' });
    expect(matchPartial(state, { turn: { $length: 1 } })[0]).toMatchObject({ reason: 'has no length' });
  });

  it('supports $contains with a partial element', () => {
    expect(matches(state, { 'players.p1.hand': { $contains: 'p1-hand-2' } })).toBe(true);
    expect(matches(state, { 'creatures.caillion.modifiers': { $contains: { tag: 'x' } } })).toBe(true);
    expect(matchPartial(state, { 'players.p1.hand': { $contains: 'p1-hand-9' } })[0]).toMatchObject({ reason: 'no element matches' });
    expect(matchPartial(state, { turn: { $contains: 3 } })[0]).toMatchObject({ reason: 'not an array' });
  });

  it('supports $absent for record entries and keys', () => {
    expect(matches(state, { 'creatures.reaper': { $absent: true } })).toBe(true);
    expect(matches(state, { creatures: { reaper: { $absent: true } } })).toBe(true);
    expect(matches(state, { 'players.p3': { $absent: true } })).toBe(true);
    const [m] = matchPartial(state, { 'creatures.caillion': { $absent: true } });
    expect(m).toMatchObject({ path: 'creatures.caillion', reason: 'should be absent' });
    // a key holding null exists
    expect(matches(state, { result: { $absent: true } })).toBe(false);
    expect(matches(state, { result: { $absent: false } })).toBe(true);
    expect(matches(state, { nothing: { $absent: false } })).toBe(false);
  });

  it('supports $approx for measured positions', () => {
    expect(matches(state, { 'creatures.caillion.pos': { x: { $approx: 100 }, y: 50 } })).toBe(true);
    expect(matches(state, { 'creatures.caillion.pos.x': { $approx: 100, $tolerance: 0.001 } })).toBe(false);
  });

  it('rejects unknown matchers instead of ignoring them', () => {
    expect(matchPartial(state, { turn: { $gt: 1 } })[0]).toMatchObject({ reason: 'unknown matcher $gt' });
  });

  it('reports a type mismatch when an object is expected', () => {
    expect(matchPartial(state, { 'turn.x': 1 })[0]).toMatchObject({ path: 'turn.x', reason: 'missing' });
    expect(matchPartial(state, { turn: { x: 1 } })[0]).toMatchObject({ path: 'turn', reason: 'not an object' });
  });

  it('cuts long values in messages', () => {
    const big = { list: Array.from({ length: 200 }, (_, i) => i) };
    const line = describeMismatch(matchPartial(big, { list: [] })[0]!);
    expect(line.length).toBeLessThan(260);
    expect(line).toContain('…');
  });
});
