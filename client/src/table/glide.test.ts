import { Glide, glideMs } from './glide';

describe('a base gliding along its path', () => {
  it('starts at the first point, follows the path around its corner, and ends exactly at the last', () => {
    const g = new Glide([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }]);
    expect(g.duration).toBe(glideMs(200));
    const first = g.step(0);
    expect(first).toEqual({ at: { x: 0, y: 0 }, done: false });
    // Half-way in time is past half-way along (easing out), on the second leg: x stays 100.
    const mid = g.step(g.duration / 2);
    expect(mid.done).toBe(false);
    expect(mid.at.x).toBeCloseTo(100);
    expect(mid.at.y).toBeGreaterThan(0);
    const end = g.step(g.duration);
    expect(end).toEqual({ at: { x: 100, y: 100 }, done: true });
  });

  it('takes longer for longer moves, within bounds', () => {
    expect(glideMs(10)).toBeLessThan(glideMs(150));
    expect(glideMs(600)).toBe(900);
  });
});
