import { createScenarioState, planMove } from '@signum/shared';
import { allowanceBand, pathLabel, previewMove, withWaypoint } from './move-preview';
import { bandOf, rangeLabel } from './range-label';

// A duel: p1's hero (M movement, 50 mm base) at the south, an enemy in its way to the north.
const state = () =>
  createScenarioState(
    {
      players: { p1: { hero: 'aelrin-warden-of-the-moon', heroAt: { x: 300, y: 500 } }, p2: { hero: 'vargha-stormhowl', heroAt: { x: 300, y: 100 } } },
      creatures: [{ id: 'wall', card: 'chitin-guard', owner: 'p2', at: { x: 300, y: 380 } }],
    },
    [],
  );

describe('move preview', () => {
  it('sends exactly the clicked waypoints; the cursor only shows what the next click would make', () => {
    const s = state();
    const p = previewMove(s, 'p1-hero', [{ x: 360, y: 500 }], { x: 360, y: 460 }, false)!;
    expect(p.error).toBeNull();
    expect(p.waypoints).toEqual([{ x: 360, y: 500 }]);
    expect(p.label).toBe('60 / 100 mm (M)');
    expect(p.plan!.path).toEqual(planMove(s, s.creatures['p1-hero']!, p.waypoints, false).path);
    expect(p.next!.waypoints).toEqual([{ x: 360, y: 500 }, { x: 360, y: 460 }]);
    expect(p.next!.label).toBe('100 / 100 mm (M)');
  });

  it('the label and the refusal give the same allowance, Difficult terrain included', () => {
    const s = createScenarioState(
      {
        players: { p1: { hero: 'aelrin-warden-of-the-moon', heroAt: { x: 300, y: 500 } }, p2: { hero: 'vargha-stormhowl', heroAt: { x: 300, y: 100 } } },
        creatures: [],
        terrain: [{ id: 'web', card: 'spider-web-mushrooms', at: { x: 300, y: 440 } }],
      },
      [],
    );
    const p = previewMove(s, 'p1-hero', [{ x: 300, y: 407 }], null, false)!;
    expect(p.error).toBe('That path is 93 mm long; this creature may move 80 mm (Difficult terrain: S).');
    expect(p.label).toBe('93 / 80 mm (Difficult terrain: S)');
  });

  it('a path past the allowance comes back with the rule sentence', () => {
    const p = previewMove(state(), 'p1-hero', [{ x: 420, y: 500 }], null, false)!;
    expect(p.plan).toBeNull();
    expect(p.error).toMatch(/120 mm long; this creature may move 100 mm/);
    expect(p.label).toBe('120 / 100 mm (M)');
  });

  it('Run raises the allowance to the next band', () => {
    const p = previewMove(state(), 'p1-hero', [{ x: 420, y: 500 }], null, true)!;
    expect(p.error).toBeNull();
    expect(p.label).toBe('120 / 150 mm (Run: L)');
  });

  it('a path into an enemy stops at its base', () => {
    const p = previewMove(state(), 'p1-hero', [], { x: 300, y: 420 }, false)!.next!;
    expect(p.plan!.stoppedBy).toBe('wall');
    expect(p.plan!.path[p.plan!.path.length - 1]!.y).toBeGreaterThan(420);
  });

  it('without a cursor and clicks there is nothing to check', () => {
    const p = previewMove(state(), 'p1-hero', [], null, false)!;
    expect(p.plan).toBeNull();
    expect(p.error).toBeNull();
    expect(previewMove(state(), 'nobody', [], null, false)).toBeNull();
  });

  it('a repeated point is not a new waypoint (double-click)', () => {
    const start = { x: 0, y: 0 };
    expect(withWaypoint(start, [{ x: 10, y: 10 }], { x: 10.2, y: 10 })).toEqual([{ x: 10, y: 10 }]);
    expect(withWaypoint(start, [], { x: 0.1, y: 0 })).toEqual([]);
    expect(withWaypoint(start, [{ x: 10, y: 10 }], { x: 20, y: 10 })).toHaveLength(2);
  });

  it('labels lengths and bands', () => {
    expect(allowanceBand('XL', true)).toBe('XL');
    expect(allowanceBand('S', true)).toBe('M');
    expect(pathLabel(86.6, 'M', false)).toBe('87 / 100 mm (M)');
  });
});

describe('range labels', () => {
  it('names the smallest band that holds the gap', () => {
    expect(bandOf(0)).toBe('S');
    expect(bandOf(80)).toBe('S');
    expect(bandOf(80.5)).toBe('M');
    expect(bandOf(250)).toBe('XL');
    expect(bandOf(251)).toBeNull();
    expect(rangeLabel(120, false)).toBe('120 mm (L)');
    expect(rangeLabel(400, false)).toBe('400 mm (out of range)');
    expect(rangeLabel(1, true)).toBe('in contact');
  });
});
