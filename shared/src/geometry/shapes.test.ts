import {
  ellipsePolygon,
  isDegeneratePolygon,
  polygonArea,
  polygonBounds,
  polygonCentroid,
  rectanglePolygon,
  regularPolygon,
  rotatePolygon,
  translatePolygon,
  type Polygon,
} from './shapes';
import { distance, vec } from './vec';

const expectClose = (p: { x: number; y: number }, x: number, y: number): void => {
  expect(p.x).toBeCloseTo(x, 9);
  expect(p.y).toBeCloseTo(y, 9);
};

describe('regularPolygon', () => {
  it('puts `sides` vertices on the circle, the first at the rotation angle', () => {
    const p = regularPolygon(vec(100, 100), 10, 6);
    expect(p).toHaveLength(6);
    for (const v of p) expect(distance(v, vec(100, 100))).toBeCloseTo(10, 9);
    expectClose(p[0]!, 110, 100);
    const q = regularPolygon(vec(0, 0), 10, 4, Math.PI / 2);
    expectClose(q[0]!, 0, 10);
  });

  it('has the area of a square for 4 sides', () => {
    expect(Math.abs(polygonArea(regularPolygon(vec(0, 0), 1, 4)))).toBeCloseTo(2, 12);
  });
});

describe('ellipsePolygon', () => {
  it('defaults to 16 vertices lying on the ellipse', () => {
    const p = ellipsePolygon(vec(50, 50), 20, 10);
    expect(p).toHaveLength(16);
    for (const v of p) expect(((v.x - 50) / 20) ** 2 + ((v.y - 50) / 10) ** 2).toBeCloseTo(1, 9);
  });

  it('rotates about the centre', () => {
    const p = ellipsePolygon(vec(0, 0), 20, 10, 4, Math.PI / 2);
    expectClose(p[0]!, 0, 20);
    expectClose(p[1]!, -10, 0);
  });
});

describe('rectanglePolygon', () => {
  it('gives the four corners', () => {
    expect(rectanglePolygon(vec(10, 20), 4, 2)).toEqual([vec(8, 19), vec(12, 19), vec(12, 21), vec(8, 21)]);
  });

  it('rotates about its centre', () => {
    const p = rectanglePolygon(vec(0, 0), 4, 2, Math.PI / 2);
    expectClose(p[0]!, 1, -2);
    expectClose(p[2]!, -1, 2);
  });
});

describe('translatePolygon / rotatePolygon', () => {
  it('translates every vertex and returns a new array', () => {
    const p: Polygon = [vec(0, 0), vec(1, 0), vec(0, 1)];
    const q = translatePolygon(p, vec(5, -5));
    expect(q).toEqual([vec(5, -5), vec(6, -5), vec(5, -4)]);
    expect(p[0]).toEqual(vec(0, 0));
  });

  it('rotates about an arbitrary centre', () => {
    const q = rotatePolygon([vec(2, 1)], vec(1, 1), Math.PI);
    expectClose(q[0]!, 0, 1);
  });
});

describe('polygonArea / isDegeneratePolygon', () => {
  it('is signed by winding', () => {
    const cw: Polygon = [vec(0, 0), vec(2, 0), vec(2, 2), vec(0, 2)];
    expect(polygonArea(cw)).toBe(4);
    expect(polygonArea([...cw].reverse())).toBe(-4);
  });

  it('flags polygons without area', () => {
    expect(isDegeneratePolygon([])).toBe(true);
    expect(isDegeneratePolygon([vec(0, 0), vec(1, 1)])).toBe(true);
    expect(isDegeneratePolygon([vec(0, 0), vec(1, 1), vec(2, 2)])).toBe(true);
    expect(isDegeneratePolygon([vec(0, 0), vec(1, 0), vec(0, 1)])).toBe(false);
  });
});

describe('polygonCentroid', () => {
  it('is the area centroid, independent of winding', () => {
    const r = rectanglePolygon(vec(30, 40), 10, 6, 0.3);
    expectClose(polygonCentroid(r), 30, 40);
    expectClose(polygonCentroid([...r].reverse()), 30, 40);
    expectClose(polygonCentroid([vec(0, 0), vec(3, 0), vec(0, 3)]), 1, 1);
  });

  it('weights by area, not by vertex count', () => {
    // A square with an extra collinear vertex on one side keeps its centre.
    expectClose(polygonCentroid([vec(0, 0), vec(1, 0), vec(2, 0), vec(2, 2), vec(0, 2)]), 1, 1);
  });

  it('falls back to the vertex mean for degenerate polygons, origin for empty', () => {
    expectClose(polygonCentroid([vec(0, 0), vec(2, 2), vec(4, 4)]), 2, 2);
    expectClose(polygonCentroid([vec(5, 7)]), 5, 7);
    expect(polygonCentroid([])).toEqual({ x: 0, y: 0 });
  });
});

describe('polygonBounds', () => {
  it('boxes the vertices', () => {
    expect(polygonBounds([vec(3, -1), vec(-2, 4), vec(0, 0)])).toEqual({ minX: -2, minY: -1, maxX: 3, maxY: 4 });
    expect(polygonBounds([vec(1, 1)])).toEqual({ minX: 1, minY: 1, maxX: 1, maxY: 1 });
  });

  it('gives the empty box for an empty polygon', () => {
    expect(polygonBounds([])).toEqual({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
  });
});
