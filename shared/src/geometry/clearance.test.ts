import { circleApartFromPolygon, polygonApartFromSegment, polygonsApart, polygonsSurelyCloser } from './clearance';
import { circlePolygonGap, polygonPolygonDistance, segmentPolygonDistance } from './distance';
import { ellipsePolygon, rectanglePolygon, regularPolygon } from './shapes';

describe('clearance tests agree with the exact distances', () => {
  const square = rectanglePolygon({ x: 100, y: 100 }, 40, 40);
  it('polygonsApart', () => {
    for (const x of [130, 150, 200, 219, 220, 221, 400]) {
      const other = regularPolygon({ x, y: 110 }, 20, 7, 0.3);
      const exact = polygonPolygonDistance(square, other);
      for (const d of [0, 10, 60, 80, 100]) expect(polygonsApart(square, other, d)).toBe(exact >= d);
    }
  });
  it('polygonsApart on random pairs, containment and touching included', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let k = 0; k < 400; k++) {
      const p = regularPolygon({ x: 300, y: 300 }, 20 + rnd() * 60, 3 + Math.floor(rnd() * 14), rnd() * 6);
      const q = regularPolygon({ x: 200 + rnd() * 250, y: 200 + rnd() * 250 }, 5 + rnd() * 60, 3 + Math.floor(rnd() * 14), rnd() * 6);
      const exact = polygonPolygonDistance(p, q);
      for (const d of [0, 3, 80, 100]) expect(polygonsApart(p, q, d)).toBe(exact >= d);
    }
  });

  it('polygonApartFromSegment', () => {
    for (const y of [0, 50, 80, 81, 200]) {
      const exact = segmentPolygonDistance({ x: 0, y }, { x: 600, y }, square);
      for (const d of [0, 5, 30, 80]) expect(polygonApartFromSegment(square, { x: 0, y }, { x: 600, y }, d)).toBe(exact >= d);
    }
  });
  it('circleApartFromPolygon', () => {
    for (const x of [100, 130, 150, 200, 300]) {
      const c = { c: { x, y: 100 }, r: 25 };
      const exact = circlePolygonGap(c, square);
      for (const d of [0, 3, 20, 100]) expect(circleApartFromPolygon(c, square, d)).toBe(exact >= d);
    }
  });

  it('polygonsSurelyCloser is a sure sign of polygonsApart being false, and often gives it', () => {
    let sure = 0;
    let closer = 0;
    for (let k = 0; k < 400; k++) {
      const p = ellipsePolygon({ x: 300, y: 300 }, 40 + (k % 7) * 5, 30, 16, k * 0.1);
      const q = k % 2 === 0
        ? ellipsePolygon({ x: 300 + (k % 23) * 9, y: 300 + (k % 11) * 7 }, 35, 25 + (k % 5) * 4, 16, k * 0.37)
        : rectanglePolygon({ x: 300 + (k % 19) * 11, y: 300 - (k % 13) * 6 }, 60, 30 + (k % 3) * 10, k * 0.21);
      const apart = polygonsApart(p, q, 80);
      if (!apart) closer++;
      if (polygonsSurelyCloser(p, q, 80)) {
        sure++;
        expect(apart).toBe(false);
      }
    }
    expect(sure).toBeGreaterThan(closer / 2);
    expect(polygonsSurelyCloser(square, rectanglePolygon({ x: 100, y: 100 }, 10, 10), 0)).toBe(false); // only for d > 0
  });
});
