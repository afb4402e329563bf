import { parseScenario, stepKind } from './parse';

describe('parseScenario', () => {
  it('accepts a well-formed scenario', () => {
    const s = { name: 'x', setup: { players: {} }, dice: ['axe'], steps: [{ seat: 'p1', action: { type: 'endTurn' } }, { expect: {} }] };
    expect(parseScenario(s, 'x.json')).toBe(s);
  });

  it.each([
    [[], 'x.json: a scenario must be a JSON object'],
    [{ setup: {}, steps: [] }, 'x.json: "name" must be a non-empty string'],
    [{ name: 'x', steps: [] }, 'x.json: "setup" must be an object'],
    [{ name: 'x', setup: {}, dice: 'axe', steps: [] }, 'x.json: "dice" must be an array of faces'],
    [{ name: 'x', setup: {} }, 'x.json: "steps" must be an array'],
    [{ name: 'x', setup: {}, steps: [{}, { expect: [] }] }, 'x.json: step 1 must have "action" (with "seat"), "expect", "expectEvents", "expectNoEvents" (event kinds) or "deck" (with "expectDeck")'],
  ])('rejects %j', (json, message) => {
    expect(() => parseScenario(json, 'x.json')).toThrow(message);
  });
});

describe('stepKind', () => {
  it('tells the three step forms apart', () => {
    expect(stepKind({ seat: 'p1', action: {} })).toBe('action');
    expect(stepKind({ action: {} })).toBeNull();
    expect(stepKind({ expect: { turn: 1 } })).toBe('expect');
    expect(stepKind({ expectEvents: [] })).toBe('expectEvents');
    expect(stepKind({ expectEvents: {} })).toBeNull();
    expect(stepKind({ expectNoEvents: ['died'] })).toBe('expectNoEvents');
    expect(stepKind({ expectNoEvents: [1] })).toBeNull();
    expect(stepKind({ deck: {}, expectDeck: { ok: true } })).toBe('deck');
    expect(stepKind({ deck: {} })).toBeNull();
    expect(stepKind('expect')).toBeNull();
  });
});
