import { circleTouchesEdge } from '@signum/shared';
import { snapToEdge } from './edge-snap';

describe('snapping a placement to the edge', () => {
  const south = { a: { x: 600, y: 600 }, b: { x: 0, y: 600 } };
  it('keeps the place along the edge and sets the base against it', () => {
    const at = snapToEdge(south, { x: 200, y: 571.3 }, 25);
    expect(at.x).toBeCloseTo(200);
    expect(at.y).toBeCloseTo(575);
    expect(circleTouchesEdge({ c: at, r: 25 }, south)).toBe(true);
  });
  it('keeps the base within the stretch', () => {
    const corner = { a: { x: 0, y: 0 }, b: { x: 250, y: 0 } };
    const at = snapToEdge(corner, { x: 400, y: 40 }, 30);
    expect(at).toEqual({ x: 220, y: 30 });
    expect(circleTouchesEdge({ c: at, r: 30 }, corner)).toBe(true);
  });
});
