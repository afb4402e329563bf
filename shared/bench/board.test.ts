import { circleOverlapsPolygon, circlesOverlap } from '../src/geometry/distance';
import { buildBoard } from './board';

describe('buildBoard', () => {
  it('places 16 bases and 6 terrain pieces without overlaps, the same for the same seed', () => {
    const b = buildBoard('bench');
    expect(b.bases).toHaveLength(16);
    expect(b.terrain).toHaveLength(6);
    for (const [i, x] of b.bases.entries()) {
      for (const y of b.bases.slice(i + 1)) expect(circlesOverlap(x, y)).toBe(false);
      for (const t of b.terrain) expect(circleOverlapsPolygon(x, t)).toBe(false);
      expect(x.c.x - x.r).toBeGreaterThanOrEqual(0);
      expect(x.c.y + x.r).toBeLessThanOrEqual(600);
    }
    expect(buildBoard('bench')).toEqual(b);
  });
});
