import type { CardInput } from '../cards/schema';
import type { GameState } from '../state/types';

/** Test-only cards: a House building with a class bonus, a House character, a while-built character and spell, a Beast-free building with a once-a-turn ability. */
function testCards(): CardInput[] {
  return [
  {
    id: 'test-house', name: 'Test House', faction: 'alliance', type: 'building', unique: true,
    building: { basic: false, class: 'house', classBonus: { strength: 1, keywords: [{ kw: 'veteran' }] } },
  },
  {
    id: 'test-swarm', name: 'Test Swarm', faction: 'akkari', type: 'building', unique: true,
    building: { basic: false, class: 'swarm', classBonus: { strength: 2, keywords: [] } },
  },
  { id: 'test-house-knight', name: 'Test House Knight', faction: 'alliance', type: 'character', affiliation: 'house', stats: { strength: 2, health: 2, movement: 'M', base: 32 } },
  {
    id: 'test-garden-warden', name: 'Test Garden Warden', faction: 'alliance', type: 'character', stats: { strength: 1, health: 2, movement: 'M', base: 32 },
    whileBuilt: [{ building: 'test-house', grant: { strength: 0, keywords: [{ kw: 'quick' }] } }],
  },
  {
    id: 'test-blessing', name: 'Test Blessing', faction: 'alliance', type: 'spell',
    spell: { effects: [{ op: 'gainProsperity', amount: 1 }] },
    whileBuilt: [{ building: 'test-house', effects: [{ op: 'draw', count: 1 }] }],
  },
  {
    id: 'test-well', name: 'Test Well', faction: 'alliance', type: 'building', unique: true,
    building: { basic: false, ability: { tap: false, prosperity: 1, effects: [{ op: 'gainProsperity', amount: 2 }] } },
  },
  ];
}


jest.mock('../cards/registry', () => {
  const actual = jest.requireActual('../cards/registry');
  const extra = actual.parsePool(testCards());
  const all = [...actual.ALL_CARDS, ...extra];
  const byId = new Map(all.map((c: { id: string }) => [c.id, c]));
  return {
    ...actual,
    ALL_CARDS: all,
    findCard: (id: string) => byId.get(id),
    getCard: (id: string) => {
      const c = byId.get(id);
      if (!c) throw new Error(`unknown card id "${id}"`);
      return c;
    },
  };
});

// Imported after the mock so every module sees the test cards.
import { createScenarioState } from '../scenario/scenario-state';
import { apply } from '../engine/apply';
import { has, strengthOf } from './stats';

function position(buildings: string[], hand: string[] = []): GameState {
  return createScenarioState(
    {
      activeSeat: 'p1',
      players: { p1: { buildings, hand, deck: ['venom-bite', 'venom-bite'], prosperity: 3 }, p2: { deck: ['venom-bite'] } },
      creatures: [
        { id: 'knight', card: 'test-house-knight', owner: 'p1', at: { x: 200, y: 300 } },
        { id: 'warden', card: 'test-garden-warden', owner: 'p1', at: { x: 300, y: 300 } },
        { id: 'foe-knight', card: 'test-house-knight', owner: 'p2', at: { x: 200, y: 100 } },
      ],
    },
    [],
  );
}

describe('City grants (rulebook: Card types)', () => {
  it('a class card gets its controller’s class building bonus only while it stands', () => {
    const without = position(['arena']);
    expect(strengthOf(without, without.creatures.knight!)).toBe(2);
    expect(has(without, without.creatures.knight!, 'veteran')).toBe(false);
    const withHouse = position(['test-house']);
    expect(strengthOf(withHouse, withHouse.creatures.knight!)).toBe(3);
    expect(has(withHouse, withHouse.creatures.knight!, 'veteran')).toBe(true);
    // The enemy's House card does not profit from p1's House, nor a non-class card.
    expect(strengthOf(withHouse, withHouse.creatures['foe-knight']!)).toBe(2);
    expect(strengthOf(withHouse, withHouse.creatures.warden!)).toBe(1);
  });

  it('a class building of the other class gives nothing', () => {
    const s = position(['test-swarm']);
    expect(strengthOf(s, s.creatures.knight!)).toBe(2);
  });

  it('while-built grants apply only while the named building stands in the controller’s City', () => {
    expect(has(position([]), position([]).creatures.warden!, 'quick')).toBe(false);
    const s = position(['test-house']);
    expect(has(s, s.creatures.warden!, 'quick')).toBe(true);
  });

  it('while-built effects resolve in addition when the spell resolves', () => {
    const run = (buildings: string[]) => {
      const r = apply(position(buildings, ['test-blessing']), 'p1', { type: 'playCard', card: 'p1-hand-0' });
      if (!r.ok) throw new Error(r.message);
      return r.state.players.p1!;
    };
    const plain = run(['arena']);
    expect(plain.prosperity).toBe(4);
    expect(plain.hand).toEqual([]);
    const built = run(['test-house']);
    expect(built.prosperity).toBe(4);
    expect(built.hand).toEqual(['p1-deck-0']);
  });

  it('an ability that does not tap works once a turn and leaves the building free to pay costs', () => {
    const s = position(['test-well']);
    const once = apply(s, 'p1', { type: 'useBuilding', building: 'test-well' });
    if (!once.ok) throw new Error(once.message);
    expect(once.state.players.p1!.prosperity).toBe(4);
    expect(once.state.players.p1!.buildings).toEqual([{ card: 'test-well', tapped: false, usedOnTurn: s.turn }]);
    const twice = apply(once.state, 'p1', { type: 'useBuilding', building: 'test-well' });
    expect(twice.ok ? 'accepted' : twice.code).toBe('BUILDING_USED');
    const target = apply(s, 'p1', { type: 'useBuilding', building: 'test-well', target: 'knight' });
    expect(target.ok ? 'accepted' : target.code).toBe('BAD_TARGET');
  });
});
