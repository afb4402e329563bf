import { circleInsideField, circleOverlapsPolygon, circlesOverlap } from '../src/geometry';
import { buildBoard } from './board';

describe('buildBoard', () => {
  it('places 16 creatures and 6 terrain pieces without overlaps, the same for the same seed', () => {
    const b = buildBoard('bench');
    expect(b.creatures).toHaveLength(16);
    expect(b.bases).toHaveLength(16);
    expect(b.terrain).toHaveLength(6);
    expect(new Set(b.bases.map((x) => x.r)).size).toBeGreaterThan(1);
    for (const [i, x] of b.bases.entries()) {
      expect(circleInsideField(x)).toBe(true);
      for (const y of b.bases.slice(i + 1)) expect(circlesOverlap(x, y)).toBe(false);
      for (const t of b.terrain) expect(circleOverlapsPolygon(x, t)).toBe(false);
    }
    expect(JSON.stringify(buildBoard('bench').state)).toBe(JSON.stringify(b.state));
  });
});
