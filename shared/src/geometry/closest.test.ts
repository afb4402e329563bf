import { closestPointOnSegment, pointSegmentDistanceSq } from './closest';
import { vec } from './vec';

describe('closestPointOnSegment', () => {
  it('projects onto the interior of the segment', () => {
    expect(closestPointOnSegment(vec(5, 3), vec(0, 0), vec(10, 0))).toEqual({ point: vec(5, 0), t: 0.5 });
  });

  it('clamps to the endpoints', () => {
    expect(closestPointOnSegment(vec(-4, 3), vec(0, 0), vec(10, 0))).toEqual({ point: vec(0, 0), t: 0 });
    expect(closestPointOnSegment(vec(14, -3), vec(0, 0), vec(10, 0))).toEqual({ point: vec(10, 0), t: 1 });
  });

  it('treats a zero-length segment as its point', () => {
    expect(closestPointOnSegment(vec(3, 4), vec(1, 1), vec(1, 1))).toEqual({ point: vec(1, 1), t: 0 });
    expect(pointSegmentDistanceSq(vec(4, 5), vec(1, 1), vec(1, 1))).toBe(25);
  });

  it('gives the squared distance', () => {
    expect(pointSegmentDistanceSq(vec(5, 3), vec(0, 0), vec(10, 0))).toBe(9);
    expect(pointSegmentDistanceSq(vec(13, 4), vec(0, 0), vec(10, 0))).toBe(25);
  });
});
