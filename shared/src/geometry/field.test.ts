import {
  BASE_DIAMETERS,
  DISTANCE,
  FIELD_SIDES,
  FIELD_SIZE,
  circleInsideField,
  circleTouchesEdge,
  claimedStretch,
  placeOnEdge,
  polygonInsideField,
  type RangeBand,
} from './field';
import { rectanglePolygon } from './shapes';
import { vec } from './vec';

describe('constants', () => {
  it('match the rules', () => {
    expect(FIELD_SIZE).toBe(600);
    expect(DISTANCE).toEqual({ S: 80, M: 100, L: 150, XL: 250 });
    const band: RangeBand = 'XL';
    expect(DISTANCE[band]).toBe(250);
    expect(BASE_DIAMETERS).toEqual([32, 50, 60, 80]);
  });

  it('FIELD_SIDES run clockwise around the field, each ending where the next starts', () => {
    expect(FIELD_SIDES.north).toEqual({ a: vec(0, 0), b: vec(600, 0) });
    expect(FIELD_SIDES.east).toEqual({ a: vec(600, 0), b: vec(600, 600) });
    expect(FIELD_SIDES.south).toEqual({ a: vec(600, 600), b: vec(0, 600) });
    expect(FIELD_SIDES.west).toEqual({ a: vec(0, 600), b: vec(0, 0) });
    expect(Object.isFrozen(FIELD_SIDES)).toBe(true);
  });
});

describe('claimedStretch', () => {
  it('starts at the corner and runs clockwise', () => {
    expect(claimedStretch('nw')).toEqual({ a: vec(0, 0), b: vec(250, 0) });
    expect(claimedStretch('ne')).toEqual({ a: vec(600, 0), b: vec(600, 250) });
    expect(claimedStretch('se')).toEqual({ a: vec(600, 600), b: vec(350, 600) });
    expect(claimedStretch('sw')).toEqual({ a: vec(0, 600), b: vec(0, 350) });
  });

  it('takes a length, clamped to one side', () => {
    expect(claimedStretch('nw', 100)).toEqual({ a: vec(0, 0), b: vec(100, 0) });
    expect(claimedStretch('se', 900)).toEqual({ a: vec(600, 600), b: vec(0, 600) });
    expect(claimedStretch('ne', -5)).toEqual({ a: vec(600, 0), b: vec(600, 0) });
  });
});

describe('circleInsideField / polygonInsideField', () => {
  it('allows touching the boundary, not crossing it', () => {
    expect(circleInsideField({ c: vec(300, 300), r: 40 })).toBe(true);
    expect(circleInsideField({ c: vec(16, 584), r: 16 })).toBe(true);
    expect(circleInsideField({ c: vec(15.9, 300), r: 16 })).toBe(false);
    expect(circleInsideField({ c: vec(300, 584.1), r: 16 })).toBe(false);
  });

  it('checks every polygon vertex', () => {
    expect(polygonInsideField(rectanglePolygon(vec(300, 300), 600, 600))).toBe(true);
    expect(polygonInsideField(rectanglePolygon(vec(300, 300), 600.01, 10))).toBe(false);
    expect(polygonInsideField([vec(0, 0), vec(10, -0.1), vec(5, 5)])).toBe(false);
    expect(polygonInsideField([])).toBe(true);
  });
});

describe('circleTouchesEdge', () => {
  const nw = claimedStretch('nw');
  it('is true for a base touching the stretch from inside the field', () => {
    expect(circleTouchesEdge({ c: vec(100, 25), r: 25 }, nw)).toBe(true);
    expect(circleTouchesEdge({ c: vec(100, 25.4), r: 25 }, nw)).toBe(true);
    expect(circleTouchesEdge({ c: vec(100, 24.6), r: 25 }, nw)).toBe(true);
  });

  it('respects the tolerance', () => {
    expect(circleTouchesEdge({ c: vec(100, 26), r: 25 }, nw)).toBe(false);
    expect(circleTouchesEdge({ c: vec(100, 26), r: 25 }, nw, 1)).toBe(true);
  });

  it('is false when the foot of the perpendicular is beyond the stretch', () => {
    expect(circleTouchesEdge({ c: vec(250, 25), r: 25 }, nw)).toBe(true);
    expect(circleTouchesEdge({ c: vec(251, 25), r: 25 }, nw)).toBe(false);
  });

  it('is false for a base outside the field', () => {
    expect(circleTouchesEdge({ c: vec(100, -25), r: 25 }, nw)).toBe(false);
  });

  it('works on vertical and reversed stretches', () => {
    expect(circleTouchesEdge({ c: vec(570, 100), r: 30 }, claimedStretch('ne'))).toBe(true);
    expect(circleTouchesEdge({ c: vec(570, 300), r: 30 }, claimedStretch('ne'))).toBe(false);
    expect(circleTouchesEdge({ c: vec(500, 575), r: 25 }, claimedStretch('se'))).toBe(true);
    expect(circleTouchesEdge({ c: vec(16, 500), r: 16 }, claimedStretch('sw'))).toBe(true);
  });
});

describe('placeOnEdge', () => {
  it('offsets the centre r into the field at `along` from the start', () => {
    expect(placeOnEdge(claimedStretch('nw'), 100, 25)).toEqual(vec(100, 25));
    expect(placeOnEdge(claimedStretch('ne'), 100, 25)).toEqual(vec(575, 100));
    expect(placeOnEdge(claimedStretch('se'), 100, 25)).toEqual(vec(500, 575));
    expect(placeOnEdge(claimedStretch('sw'), 100, 25)).toEqual(vec(25, 500));
  });

  it('keeps the whole base within the stretch', () => {
    expect(placeOnEdge(claimedStretch('nw'), 0, 25)).toEqual(vec(25, 25));
    expect(placeOnEdge(claimedStretch('nw'), 249, 25)).toEqual(vec(225, 25));
    expect(placeOnEdge(claimedStretch('nw', 40), 10, 25)).toEqual(vec(25, 25));
    expect(placeOnEdge(claimedStretch('se'), 1000, 40)).toEqual(vec(390, 560));
  });

  it('places bases that touch the edge and lie inside the field', () => {
    for (const corner of ['nw', 'ne', 'se', 'sw'] as const) {
      for (const d of BASE_DIAMETERS) {
        const e = claimedStretch(corner);
        const c = { c: placeOnEdge(e, 60, d / 2), r: d / 2 };
        expect(circleInsideField(c)).toBe(true);
        expect(circleTouchesEdge(c, e, 1e-9)).toBe(true);
      }
    }
  });

  it('points inward for an edge given against the clockwise direction', () => {
    expect(placeOnEdge({ a: vec(600, 0), b: vec(0, 0) }, 100, 25)).toEqual(vec(500, 25));
  });
});
