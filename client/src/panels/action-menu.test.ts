import type { Action } from '@signum/shared';
import { cityMenu, constructionMenu, creatureMenu, playableCards, turnMenu } from './action-menu';

const actions: Action[] = [
  { type: 'pass', creature: 'k1' },
  { type: 'move', creature: 'k1', path: [{ x: 1, y: 2 }], run: false },
  { type: 'move', creature: 'k1', path: [{ x: 1, y: 9 }], run: true },
  { type: 'melee', creature: 'k1', target: 'k7' },
  { type: 'melee', creature: 'k1', target: 'k8' },
  { type: 'ranged', creature: 'k1', target: 'k7', attack: 'shooting' },
  { type: 'ability', creature: 'k1', ability: 'stealth' },
  { type: 'ability', creature: 'k1', ability: 'healer', target: 'k2' },
  { type: 'move', creature: 'k2', path: [{ x: 5, y: 5 }], run: false },
  { type: 'playCard', card: 'c9', at: { x: 3, y: 3 } },
  { type: 'playTerrain', card: 'forest', at: { x: 300, y: 300 }, rotation: 0 },
  { type: 'endActivation' },
  { type: 'endTurn' },
];

describe('action menu', () => {
  it("groups one creature's legal actions into the contract's buttons", () => {
    const menu = creatureMenu(actions, 'k1');
    expect(menu.map((m) => m.testId)).toEqual([
      'action-move', 'action-run', 'action-melee', 'action-ranged-shooting', 'action-ability-stealth', 'action-ability-healer', 'action-pass',
    ]);
    const melee = menu.find((m) => m.testId === 'action-melee')!;
    expect(melee.label).toBe('Melee (2 targets)');
    expect(melee.intent).toEqual({ kind: 'target', label: 'Melee', byTarget: { k7: actions[3], k8: actions[4] } });
    expect(menu.find((m) => m.testId === 'action-ability-stealth')!.intent).toEqual({ kind: 'send', action: actions[6] });
  });
  it("leaves out other creatures' actions", () => {
    expect(creatureMenu(actions, 'k2').map((m) => m.testId)).toEqual(['action-move']);
    expect(creatureMenu(actions, 'k3')).toEqual([]);
  });
  it('offers ending the activation and the turn when legal', () => {
    expect(turnMenu(actions).map((m) => m.testId)).toEqual(['action-end-activation', 'action-end-turn']);
    expect(turnMenu([])).toEqual([]);
  });
  it('lists construction choices by building', () => {
    const menu = constructionMenu([{ type: 'takeProsperity' }, { type: 'build', building: 'farm' }]);
    expect(menu.map((m) => m.testId)).toEqual(['action-take-prosperity', 'action-build-farm']);
    const barracks = constructionMenu([{ type: 'build', building: 'barracks' }])[0]!;
    expect(barracks.label).toMatch(/^Build Barracks \(\d+\)$/);
    expect(barracks.title).toMatch(/Prosperity/);
  });
  it('knows which cards and terrains can be played', () => {
    expect([...playableCards(actions)]).toEqual(['c9', 'forest']);
    expect(cityMenu(actions).map((m) => m.testId)).toEqual(['action-terrain-forest']);
    expect(cityMenu(actions, ['forest', 'marsh']).map((m) => m.testId)).toEqual(['action-terrain-forest', 'action-terrain-marsh']);
  });
});
