import { PRECONS } from '../cards/decks';
import { randomBot } from '../bots/random-bot';
import type { GameState } from '../state/types';
import type { Action } from '../protocol/actions';
import { apply, applyAction, tryAction, type ApplyResult } from './apply';
import { candidateActions } from './legal-actions';
import { createGame } from './create-game';
import { newTestDuel, throughSetup } from './test-game';

describe('createGame', () => {
  it('refuses an illegal deck and says why', () => {
    const legal = PRECONS[0]!.loadout;
    const tooSmall = { ...legal, deck: legal.deck.slice(0, 19) };
    expect(() => createGame({ mode: 'duel', seed: 'x', loadouts: { p1: tooSmall, p2: legal } })).toThrow(/p1's deck is not legal: .*19/);
  });
});

describe('initiative (docs/rules-decisions.md #7)', () => {
  it('offers the chooser the Shields rolled, and makes the rolls public with the choice', () => {
    const s = newTestDuel('initiative');
    const d = s.pending!;
    expect(d.kind).toBe('firstPlayer');
    if (d.kind !== 'firstPlayer') return;
    const shields = d.options.shields;
    expect(Object.keys(shields).sort()).toEqual(['p1', 'p2']);
    expect(shields[d.seat]!).toBeGreaterThan(shields[d.seat === 'p1' ? 'p2' : 'p1']!);
    const r = apply(s, d.seat, { type: 'answer', decision: d.id, answer: { first: 'p2' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const rolled = r.events.find((e) => e.e === 'initiativeRolled');
    expect(rolled).toBeDefined();
    expect(r.events.indexOf(rolled!)).toBeLessThan(r.events.findIndex((e) => e.e === 'firstPlayerChosen'));
    expect(r.state.turnOrder).toEqual(['p2', 'p1']);
  });
});

describe('apply', () => {
  const start = throughSetup(newTestDuel());
  const before = JSON.stringify(start);

  it('rejects a malformed message with MALFORMED and changes nothing', () => {
    for (const bad of [null, 42, 'move', {}, { type: 'move' }, { type: 'move', creature: 'p1-hero', path: [{ x: NaN, y: 1 }] }, { type: 'nope' }]) {
      const r = apply(start, 'p1', bad);
      expect(r).toMatchObject({ ok: false, code: 'MALFORMED' });
    }
    expect(JSON.stringify(start)).toBe(before);
  });

  it('rejects an illegal action with a stable code and a sentence, leaving the state untouched', () => {
    const active = start.activeSeat;
    const other = active === 'p1' ? 'p2' : 'p1';
    const notYours = apply(start, other, { type: 'takeProsperity' });
    expect(notYours).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    const wrongPhase = apply(start, active, { type: 'endTurn' });
    expect(wrongPhase).toMatchObject({ ok: false, code: 'WRONG_PHASE' });
    if (!wrongPhase.ok) expect(wrongPhase.message).toMatch(/Build a building or take Prosperity/);
    expect(JSON.stringify(start)).toBe(before);
  });

  it('returns a new state for an accepted action and never mutates the given one', () => {
    const active = start.activeSeat;
    const r = apply(start, active, { type: 'takeProsperity' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.players[active]!.prosperity).toBe(start.players[active]!.prosperity + 2);
    expect(r.state.phase).toBe('activation');
    expect(r.events).toContainEqual(expect.objectContaining({ e: 'prosperity', seat: active, delta: 2 }));
    expect(JSON.stringify(start)).toBe(before);
  });

  it('accepts a decision answer only from the seat it waits for', () => {
    const s = newTestDuel('answers');
    const d = s.pending!;
    const other = d.seat === 'p1' ? 'p2' : 'p1';
    expect(apply(s, other, { type: 'answer', decision: d.id, answer: d.defaultAnswer })).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(apply(s, d.seat, { type: 'answer', decision: d.id + 1, answer: d.defaultAnswer })).toMatchObject({ ok: false, code: 'NO_DECISION' });
    expect(apply(s, d.seat, { type: 'answer', decision: d.id, answer: { first: 'p9' } })).toMatchObject({ ok: false, code: 'BAD_ANSWER' });
    expect(apply(s, d.seat, { type: 'answer', decision: d.id, answer: d.defaultAnswer }).ok).toBe(true);
  });

  it('is deterministic: the same seed and actions give the same state, byte for byte', () => {
    const a = throughSetup(newTestDuel('same'));
    const b = throughSetup(newTestDuel('same'));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(throughSetup(newTestDuel('other')))).not.toBe(JSON.stringify(a));
  });

  it('without the schema parse (applyAction) gives what apply gives, byte for byte, and leaves the action as it was', () => {
    const outcome = (r: ApplyResult): string => JSON.stringify(r.ok ? [r.state, r.events] : [r.code, r.message]);
    let s: GameState = newTestDuel('apply-action');
    const bots = { p1: randomBot('aa1'), p2: randomBot('aa2') };
    let compared = 0;
    let rejected = 0;
    for (let i = 0; i < 600 && !s.result; i++) {
      const seat = (s.pending?.seat ?? s.activeSeat) as 'p1' | 'p2';
      // Every 7th position, every candidate (most of them rejected), not only the one played.
      const tries = i % 7 === 0 ? candidateActions(s, seat).flat() : [];
      const action = bots[seat].choose(s, seat)!;
      for (const a of [...tries, action]) {
        const text = JSON.stringify(a);
        const fast = applyAction(s, seat, a);
        expect(outcome(fast)).toBe(outcome(apply(s, seat, a)));
        expect(JSON.stringify(a)).toBe(text);
        compared++;
        if (!fast.ok) rejected++;
      }
      const r = applyAction(s, seat, action);
      if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
      s = r.state;
    }
    expect(compared).toBeGreaterThan(600);
    expect(rejected).toBeGreaterThan(50);
  });

  it('tryAction answers as apply does, leaves the state alone, and hands its accepted result to the next applyAction of that action on that state only', () => {
    const seat = start.activeSeat;
    const other = seat === 'p1' ? 'p2' : 'p1';
    const take: Action = { type: 'takeProsperity' };
    const fresh = JSON.stringify(apply(start, seat, take));
    expect(tryAction(start, other, take)).toBe(false); // not other's turn: nothing kept
    expect(applyAction(start, other, take)).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
    expect(tryAction(start, seat, take)).toBe(true);
    expect(JSON.stringify(start)).toBe(before);
    const kept = applyAction(start, seat, take);
    const again = applyAction(start, seat, take);
    expect(JSON.stringify(kept)).toBe(fresh);
    expect(JSON.stringify(again)).toBe(fresh);
    // Handed out once: the second call computed its own state, so no two callers share one.
    expect(kept.ok && again.ok && kept.state !== again.state).toBe(true);
    // Kept for that very state: another state (even an equal one) gets its own result.
    expect(tryAction(start, seat, take)).toBe(true);
    const copy = JSON.parse(before) as GameState;
    const onCopy = applyAction(copy, seat, take);
    expect(JSON.stringify(onCopy)).toBe(fresh);
    const kept2 = applyAction(start, seat, take);
    expect(kept2.ok && onCopy.ok && kept2.state !== onCopy.state).toBe(true);
    expect(JSON.stringify(start)).toBe(before);
  });
});
