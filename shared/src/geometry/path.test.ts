import { cutPath, pathLength, pointAlongPath, truncatePath } from './path';
import { vec } from './vec';

const L = [vec(0, 0), vec(30, 0), vec(30, 40)];

describe('pathLength', () => {
  it('sums segment lengths; 0 for 0 or 1 points', () => {
    expect(pathLength(L)).toBe(70);
    expect(pathLength([vec(3, 4)])).toBe(0);
    expect(pathLength([])).toBe(0);
    expect(pathLength([vec(0, 0), vec(0, 0), vec(3, 4)])).toBe(5);
  });
});

describe('pointAlongPath', () => {
  it('finds the point and its segment', () => {
    expect(pointAlongPath(L, 10)).toEqual({ point: vec(10, 0), segmentIndex: 0, t: 10 / 30 });
    expect(pointAlongPath(L, 50)).toEqual({ point: vec(30, 20), segmentIndex: 1, t: 0.5 });
  });

  it('reports a shared vertex on the earlier segment', () => {
    expect(pointAlongPath(L, 30)).toEqual({ point: vec(30, 0), segmentIndex: 0, t: 1 });
  });

  it('clamps below 0 and beyond the end', () => {
    expect(pointAlongPath(L, -5)).toEqual({ point: vec(0, 0), segmentIndex: 0, t: 0 });
    expect(pointAlongPath(L, 500)).toEqual({ point: vec(30, 40), segmentIndex: 1, t: 1 });
  });

  it('handles one-point paths, zero-length segments and empty paths', () => {
    expect(pointAlongPath([vec(7, 8)], 10)).toEqual({ point: vec(7, 8), segmentIndex: 0, t: 0 });
    expect(pointAlongPath([vec(0, 0), vec(0, 0), vec(10, 0)], 4)).toEqual({ point: vec(4, 0), segmentIndex: 1, t: 0.4 });
    expect(() => pointAlongPath([], 1)).toThrow(RangeError);
  });
});

describe('truncatePath', () => {
  it('cuts inside a segment', () => {
    expect(truncatePath(L, 50)).toEqual([vec(0, 0), vec(30, 0), vec(30, 20)]);
    expect(truncatePath(L, 15)).toEqual([vec(0, 0), vec(15, 0)]);
  });

  it('cuts exactly at a vertex without a duplicate point', () => {
    expect(truncatePath(L, 30)).toEqual([vec(0, 0), vec(30, 0)]);
  });

  it('returns a copy when the path is short enough, a single point for length 0', () => {
    const out = truncatePath(L, 100);
    expect(out).toEqual(L);
    expect(out).not.toBe(L);
    expect(out[0]).not.toBe(L[0]);
    expect(truncatePath(L, 0)).toEqual([vec(0, 0)]);
    expect(truncatePath([], 10)).toEqual([]);
  });

  it('has the requested length', () => {
    expect(pathLength(truncatePath(L, 42.5))).toBeCloseTo(42.5, 12);
  });
});

describe('cutPath', () => {
  it('keeps the path up to a point on a segment', () => {
    expect(cutPath(L, 1, 0.25)).toEqual([vec(0, 0), vec(30, 0), vec(30, 10)]);
    expect(cutPath(L, 0, 0.5)).toEqual([vec(0, 0), vec(15, 0)]);
  });

  it('does not duplicate a vertex at t = 0 or t = 1', () => {
    expect(cutPath(L, 1, 0)).toEqual([vec(0, 0), vec(30, 0)]);
    expect(cutPath(L, 0, 1)).toEqual([vec(0, 0), vec(30, 0)]);
    expect(cutPath(L, 0, 0)).toEqual([vec(0, 0)]);
  });

  it('clamps the segment index and t', () => {
    expect(cutPath(L, 9, 2)).toEqual(L);
    expect(cutPath(L, -3, 0.5)).toEqual([vec(0, 0), vec(15, 0)]);
    expect(cutPath([vec(1, 1)], 0, 0.5)).toEqual([vec(1, 1)]);
    expect(cutPath([], 0, 0.5)).toEqual([]);
  });
});
