import type { Scenario, ScenarioStep } from '../state/scenario-setup';
import { runScenario } from './run-scenario';

/** Reaper (p1, strength 3) stands 100 mm from Caillion (p2, strength 2, health 2): worked example T1's position (docs/rule-numbers.md). */
const T1_SETUP: Scenario['setup'] = {
  activeSeat: 'p1',
  players: { p1: {}, p2: {} },
  creatures: [
    { id: 'reaper', card: 'infected-wolfen-reaper', owner: 'p1', at: { x: 300, y: 400 } },
    { id: 'caillion', card: 'caillion-the-captain-of-steel-blades', owner: 'p2', at: { x: 300, y: 300 } },
  ],
};
const MOVE_IN: ScenarioStep = { seat: 'p1', action: { type: 'move', creature: 'reaper', path: [{ x: 300, y: 300 }] } };
const MELEE: ScenarioStep = { seat: 'p1', action: { type: 'melee', creature: 'reaper', target: 'caillion' } };
const DEFENDER_SPLIT: ScenarioStep = { seat: 'p2', action: { type: 'answer', decision: 1, answer: { attack: 0, defence: 2 } } };
const ATTACKER_SPLIT: ScenarioStep = { seat: 'p1', action: { type: 'answer', decision: 2, answer: { attack: 3, defence: 0 } } };
const FULL_MELEE = [MOVE_IN, MELEE, DEFENDER_SPLIT, ATTACKER_SPLIT];
/** Attack faces, then defence faces: 2 successes against 1 block. */
const T1_DICE: Scenario['dice'] = ['bullseye', 'axe', 'shield', 'axe', 'shield'];

const scenario = (steps: ScenarioStep[], dice: Scenario['dice'] = [], setup = T1_SETUP): Scenario => ({ name: 'test', setup, dice, steps });

describe('runScenario', () => {
  it('passes the rulebook melee example with its state and event expectations', () => {
    const r = runScenario(
      scenario(
        [
          MOVE_IN,
          { expectEvents: [{ e: 'moved', creature: 'reaper', stoppedBy: 'caillion' }] },
          MELEE,
          { expect: { 'pending.seat': 'p2', 'pending.kind': 'diceSplit' } },
          DEFENDER_SPLIT,
          ATTACKER_SPLIT,
          { expect: { creatures: { caillion: { wounds: 1 }, 'reaper.wounds': 0 }, pending: null } },
          { expectEvents: [{ e: 'rolled', creature: 'reaper', successes: 2 }, { e: 'damaged', creature: 'caillion', wounds: 1 }] },
        ],
        T1_DICE,
      ),
    );
    expect(r).toEqual({ name: 'test', passed: true, failures: [] });
  });

  it('reports each expectation mismatch with path, expected and actual, and keeps going', () => {
    const r = runScenario(
      scenario([...FULL_MELEE, { expect: { 'creatures.caillion.wounds': 2, 'players.p1.prosperity': 4 } }, { expect: { turn: 1 } }], T1_DICE),
    );
    expect(r.passed).toBe(false);
    expect(r.failures).toEqual([
      'step 5 (expect): creatures.caillion.wounds: expected 2, got 1',
      'step 5 (expect): players.p1.prosperity: expected 4, got 0',
    ]);
  });

  it('checks that a dead creature is gone with $absent', () => {
    const setup = { ...T1_SETUP, creatures: T1_SETUP.creatures!.map((c) => (c.id === 'caillion' ? { ...c, wounds: 1 } : c)) };
    const passing = runScenario(scenario([...FULL_MELEE, { expect: { 'creatures.caillion': { $absent: true } } }], T1_DICE, setup));
    expect(passing.failures).toEqual([]);
    const failing = runScenario(scenario([...FULL_MELEE, { expect: { 'creatures.reaper': { $absent: true } } }], T1_DICE, setup));
    expect(failing.failures).toHaveLength(1);
    expect(failing.failures[0]).toMatch(/^step 5 \(expect\): creatures\.reaper: expected \{"\$absent":true\}, got \{"id":"reaper".*… \(should be absent\)$/);
  });

  it('fails an unexpected rejection with its code and message, and skips the rest', () => {
    const r = runScenario(
      scenario([{ seat: 'p2', action: { type: 'endTurn' }, note: 'not p2 turn' }, { expect: { turn: 99 } }, { expect: { turn: 98 } }]),
    );
    expect(r.failures).toEqual([expect.stringMatching(/^step 1 \(p2 endTurn\) "not p2 turn": rejected NOT_YOUR_TURN: .+/), 'steps 2–3 not run']);
  });

  it('passes an expected rejection and keeps the old state', () => {
    const r = runScenario(
      scenario([
        { seat: 'p2', action: { type: 'endTurn' }, rejects: 'NOT_YOUR_TURN' },
        { seat: 'p1', action: { type: 'melee', creature: 'reaper', target: 'caillion' }, rejects: 'NOT_IN_CONTACT' },
        { expect: { 'creatures.reaper.pos': { x: 300, y: 400 }, activeSeat: 'p1', pending: null } },
      ]),
    );
    expect(r.failures).toEqual([]);
  });

  it('fails a rejection with the wrong code, naming both codes', () => {
    const r = runScenario(scenario([{ seat: 'p2', action: { type: 'endTurn' }, rejects: 'OUT_OF_RANGE' }]));
    expect(r.failures).toEqual([expect.stringMatching(/^step 1 \(p2 endTurn\): expected rejection OUT_OF_RANGE, got NOT_YOUR_TURN: .+/)]);
  });

  it('fails when an action expected to be rejected is accepted', () => {
    const r = runScenario(scenario([{ ...MOVE_IN, rejects: 'TOO_FAR' }, { expect: {} }]));
    expect(r.failures).toEqual(['step 1 (p1 move): expected rejection TOO_FAR, but the action was accepted', 'step 2 not run']);
  });

  it('reports malformed actions as MALFORMED rejections', () => {
    const r = runScenario(scenario([{ seat: 'p1', action: { type: 'fly' }, rejects: 'MALFORMED' }]));
    expect(r.failures).toEqual([]);
  });

  it('fails expectEvents that did not happen, listing the events that did', () => {
    const r = runScenario(scenario([{ expectEvents: [{ e: 'moved' }] }, MOVE_IN, { expectEvents: [{ e: 'died' }] }]));
    expect(r.failures).toEqual([
      'step 1 (expectEvents): no action has been accepted yet',
      expect.stringMatching(/^step 3 \(expectEvents\): event 1 \{"e":"died"\} not found; events were: .*moved/),
    ]);
  });

  it('fails on a decision no step answered', () => {
    const r = runScenario(scenario([MOVE_IN, MELEE]));
    expect(r.failures).toEqual(['unscripted decision: diceSplit for p2']);
  });

  it('fails on scripted dice that were never rolled', () => {
    const r = runScenario(scenario([...FULL_MELEE], [...T1_DICE!, 'axe', 'shield']));
    expect(r.failures).toEqual(['unused dice: axe, shield']);
  });

  it('fails when the script runs out of dice (strict dice)', () => {
    const r = runScenario(scenario([...FULL_MELEE], ['axe']));
    expect(r.failures).toEqual([expect.stringMatching(/^step 4 \(p1 answer\): rejected DICE_SCRIPT_EXHAUSTED: /)]);
  });

  it('reports a setup the engine cannot build', () => {
    const setup = { ...T1_SETUP, creatures: [{ id: 'x', card: 'no-such-card', owner: 'p1' as const, at: { x: 1, y: 1 } }] };
    const r = runScenario(scenario([], [], setup));
    expect(r.passed).toBe(false);
    expect(r.failures[0]).toMatch(/^setup threw: /);
  });

  it('checks a deck step against the validator: verdict and every reason code', () => {
    const deck = { hero: 'aelrin-warden-of-the-moon', minion: 'moonwolf-cub', deck: ['flames-of-fury'], buildings: [], terrains: [] };
    const ok = runScenario(scenario([{ deck, expectDeck: { ok: false, codes: ['DECK_SIZE'] } } as unknown as ScenarioStep]));
    expect(ok.failures).toEqual([]);
    const wrong = runScenario(scenario([{ deck, expectDeck: { ok: true, codes: [] } } as unknown as ScenarioStep]));
    expect(wrong.failures).toHaveLength(2);
    expect(wrong.failures[1]).toMatch(/expected reasons \(none\), got DECK_SIZE/);
  });

  it('reports a step of no known form', () => {
    const r = runScenario(scenario([{ wat: 1 } as unknown as ScenarioStep]));
    expect(r.failures).toEqual(['step 1 (expect): not a step (needs "action" with "seat", "expect", "expectEvents" or "deck")']);
  });
  it('expectNoEvents passes when no event of those kinds happened and fails, naming the event, when one did', () => {
    const ok = runScenario(scenario([...FULL_MELEE, { expectNoEvents: ['died', 'relicDestroyed'] }], T1_DICE));
    expect(ok.failures).toEqual([]);
    const bad = runScenario(scenario([...FULL_MELEE, { expectNoEvents: ['damaged'] }], T1_DICE));
    expect(bad.passed).toBe(false);
    expect(bad.failures[0]).toMatch(/step 5 \(expectNoEvents\): expected no "damaged" event, got \{"e":"damaged","creature":"caillion"/);
  });
});
