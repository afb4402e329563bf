import type { Action, CreatureActionKind, KindAvailability, RelicKind } from '@signum/shared';
import { cityMenu, constructionMenu, creatureMenu, relicMenu, terrainMenu, turnMenu } from './action-menu';

const melee7: Action = { type: 'melee', creature: 'k1', target: 'k7' };
const melee8: Action = { type: 'melee', creature: 'k1', target: 'k8' };
const hide: Action = { type: 'ability', creature: 'k1', ability: 'stealth' };
const kinds: KindAvailability<CreatureActionKind>[] = [
  { kind: 'move', enabled: true, actions: [{ type: 'move', creature: 'k1', path: [{ x: 1, y: 2 }], run: false }] },
  { kind: 'run', enabled: false, code: 'CANNOT_RUN', reason: 'A creature in contact with an enemy cannot Run.' },
  { kind: 'melee', enabled: true, actions: [melee7, melee8] },
  { kind: 'shooting', enabled: false, code: 'IN_CONTACT', reason: 'A creature touching an enemy cannot make a ranged attack.' },
  { kind: 'stealth', enabled: true, actions: [hide] },
  { kind: 'healer', enabled: true, actions: [{ type: 'ability', creature: 'k1', ability: 'healer', target: 'k2' }] },
  { kind: 'pass', enabled: true, actions: [{ type: 'pass', creature: 'k1' }] },
];
const actions: Action[] = [{ type: 'endActivation' }, { type: 'endTurn' }];

describe('action menu', () => {
  it("shows every kind of a creature's actions: enabled ones start them, disabled ones say the rule", () => {
    const menu = creatureMenu(kinds, 'k1');
    expect(menu.map((m) => m.testId)).toEqual([
      'action-move', 'action-run', 'action-melee', 'action-ranged-shooting', 'action-ability-stealth', 'action-ability-healer', 'action-pass',
    ]);
    const melee = menu.find((m) => m.testId === 'action-melee')!;
    expect(melee.label).toBe('Melee (2 targets)');
    expect(melee.intent).toEqual({ kind: 'target', label: 'Melee', byTarget: { k7: melee7, k8: melee8 } });
    expect(menu.find((m) => m.testId === 'action-ability-stealth')!.intent).toEqual({ kind: 'send', action: hide });
    expect(menu.find((m) => m.testId === 'action-run')).toMatchObject({ label: 'Run', disabled: 'A creature in contact with an enemy cannot Run.', intent: { kind: 'none' } });
    expect(menu.find((m) => m.testId === 'action-ranged-shooting')!.label).toBe('Shoot');
  });
  it('offers ending the activation and the turn when legal', () => {
    expect(turnMenu(actions).map((m) => m.testId)).toEqual(['action-end-activation', 'action-end-turn']);
    expect(turnMenu([])).toEqual([]);
  });
  it('groups the building pool under one "Build…" button: buildable first, each with its cost, card and note, the others with their reason', () => {
    const pool: KindAvailability[] = [
      { kind: 'temple', enabled: false, code: 'CANNOT_AFFORD', reason: 'Temple costs 4 Prosperity and you have 3.' },
      { kind: 'barracks', enabled: true, actions: [{ type: 'build', building: 'barracks' }] },
    ];
    const menu = constructionMenu([{ type: 'takeProsperity' }, { type: 'build', building: 'barracks' }], pool, (b) => `what ${b} allows`);
    expect(menu.map((m) => [m.testId, m.label])).toEqual([['action-take-prosperity', 'Take 2 Prosperity'], ['action-build', 'Build…']]);
    const items = menu[1]!.intent.kind === 'menu' ? menu[1]!.intent.items : [];
    expect(items.map((i) => [i.testId, i.label, i.card, i.note, i.disabled])).toEqual([
      ['action-build-barracks', 'Build Barracks (3)', 'barracks', 'what barracks allows', undefined],
      ['action-build-temple', 'Build Temple (4)', 'temple', undefined, 'Temple costs 4 Prosperity and you have 3.'],
    ]);
    expect(items[0]!.intent).toEqual({ kind: 'send', action: { type: 'build', building: 'barracks' } });
  });
  it('shows "Build" disabled with the reasons when no building of the pool can be built', () => {
    const broke = (kind: string, reason: string): KindAvailability => ({ kind, enabled: false, code: 'CANNOT_AFFORD', reason });
    const [, build] = constructionMenu([{ type: 'takeProsperity' }], [broke('temple', 'Too dear.'), broke('city-hall', 'Far too dear.')]);
    expect(build).toEqual({ testId: 'action-build', label: 'Build', disabled: 'Temple: Too dear. City Hall: Far too dear.', intent: { kind: 'none' } });
    expect(constructionMenu([{ type: 'takeProsperity' }], [])).toHaveLength(1);
  });
  it('offers pool terrain and every building with an ability, warning when they would end an activation', () => {
    const buildings: KindAvailability[] = [
      { kind: 'arena', enabled: true, actions: [{ type: 'useBuilding', building: 'arena' }] },
      { kind: 'temple', enabled: false, code: 'BUILDING_USED', reason: "Temple's ability has already been used this turn." },
    ];
    const terrain: KindAvailability[] = [
      { kind: 'forest', enabled: true, actions: [{ type: 'playTerrain', card: 'forest', at: { x: 300, y: 300 }, rotation: 0 }] },
      { kind: 'marsh', enabled: false, code: 'CANNOT_AFFORD', reason: 'You cannot pay for that.' },
    ];
    const lay = cityMenu(terrain, [])[0]!;
    expect(lay).toMatchObject({ testId: 'action-terrain', label: 'Lay terrain…' });
    const pool = lay.intent.kind === 'menu' ? lay.intent.items : [];
    expect(pool.map((m) => [m.testId, m.disabled])).toEqual([['action-terrain-forest', undefined], ['action-terrain-marsh', 'You cannot pay for that.']]);
    const calm = cityMenu([], buildings);
    expect(calm.map((m) => [m.testId, m.disabled, m.warn])).toEqual([['action-use-arena', undefined, undefined], ['action-use-temple', "Temple's ability has already been used this turn.", undefined]]);
    const during = cityMenu(terrain.slice(0, 1), buildings, 'Knight');
    expect(during[0]!.intent.kind === 'menu' && during[0]!.intent.items[0]!.warn).toMatch(/ends Knight's activation/);
    expect(during[1]!.warn).toMatch(/ends Knight's activation/);
    expect(during[2]!.warn).toBeUndefined();
  });
  it('groups a terrain pool nobody can lay now into one disabled "Lay terrain" with the reason', () => {
    const broke = (kind: string): KindAvailability => ({ kind, enabled: false, code: 'TERRAIN_LIMIT', reason: 'You have already played a terrain card this turn.' });
    const seven = ['forest', 'marsh', 'rocks', 'ruins', 'hill', 'lake', 'shrine'].map(broke);
    expect(terrainMenu(seven)).toEqual([{ testId: 'action-terrain', label: 'Lay terrain', disabled: 'You have already played a terrain card this turn.', intent: { kind: 'none' } }]);
    // Different reasons: each card says its own.
    const mixed = terrainMenu([broke('forest'), { kind: 'marsh', enabled: false, code: 'UNIQUE_USED', reason: 'Marsh is unique.' }]);
    expect(mixed).toHaveLength(1);
    expect(mixed[0]!.disabled).toMatch(/: You have already played a terrain card this turn\. .*: Marsh is unique\./);
    expect(terrainMenu([])).toEqual([]);
  });
  it("shows each of the hero's relics by name: a target to pick, a plain use, or the rule's refusal; each previews its card", () => {
    const heal: Action = { type: 'useRelic', relic: 'r0', target: 'k2' };
    const whet: Action = { type: 'useRelic', relic: 'r1' };
    const relics: RelicKind[] = [
      { kind: 'r0', card: 'moonstone-talisman', enabled: true, actions: [heal] },
      { kind: 'r1', card: 'sellswords-whetstone', enabled: true, actions: [whet] },
    ];
    const calm = relicMenu(relics, 'hero');
    expect(calm.map((m) => [m.testId, m.label, m.card, m.warn])).toEqual([
      ['action-relic-r0', 'Use Moonstone Talisman', 'moonstone-talisman', undefined],
      ['action-relic-r1', "Use Sellsword's Whetstone", 'sellswords-whetstone', undefined],
    ]);
    expect(calm[0]!.intent).toEqual({ kind: 'target', label: 'Use Moonstone Talisman', byTarget: { k2: heal } });
    expect(calm[1]!.intent).toEqual({ kind: 'send', action: whet });
    const used = relicMenu([{ kind: 'r1', card: 'sellswords-whetstone', enabled: false, code: 'ALREADY_ACTIVATED', reason: "Sellsword's Whetstone has already been activated this turn." }], 'hero');
    expect(used[0]).toMatchObject({ label: "Use Sellsword's Whetstone", card: 'sellswords-whetstone', disabled: "Sellsword's Whetstone has already been activated this turn.", intent: { kind: 'none' } });
  });
  it("warns that a relic ends the activation in progress, except the talisman taking the activating hero's own", () => {
    const relics: RelicKind[] = [
      { kind: 'r0', card: 'moonstone-talisman', enabled: true, actions: [{ type: 'useRelic', relic: 'r0', target: 'k2' }] },
      { kind: 'r1', card: 'sellswords-whetstone', enabled: true, actions: [{ type: 'useRelic', relic: 'r1' }] },
    ];
    expect(relicMenu(relics, 'hero', { creature: 'k2', name: 'Herrick' }).map((m) => m.warn)).toEqual([expect.stringMatching(/ends Herrick's activation/), expect.stringMatching(/ends Herrick's activation/)]);
    expect(relicMenu(relics, 'hero', { creature: 'hero', name: 'Ottavia' }).map((m) => m.warn)).toEqual([undefined, expect.stringMatching(/ends Ottavia's activation/)]);
  });
});

