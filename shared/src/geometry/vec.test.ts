import { EPSILON, add, cross, distance, distanceSq, dot, hypot, length, lerp, normalize, perp, scale, sub, vec } from './vec';

describe('vec', () => {
  it('builds plain data', () => {
    expect(vec(3, -4)).toEqual({ x: 3, y: -4 });
  });

  it('adds, subtracts and scales', () => {
    expect(add(vec(1, 2), vec(3, 4))).toEqual({ x: 4, y: 6 });
    expect(sub(vec(1, 2), vec(3, 5))).toEqual({ x: -2, y: -3 });
    expect(scale(vec(1, -2), 3)).toEqual({ x: 3, y: -6 });
  });

  it('dot and cross follow the usual signs (cross is the z of the 3D cross)', () => {
    expect(dot(vec(1, 2), vec(3, 4))).toBe(11);
    expect(cross(vec(1, 0), vec(0, 1))).toBe(1);
    expect(cross(vec(0, 1), vec(1, 0))).toBe(-1);
    expect(cross(vec(2, 2), vec(1, 1))).toBe(0);
  });

  it('measures length and distance', () => {
    expect(length(vec(3, 4))).toBe(5);
    expect(distance(vec(1, 1), vec(4, 5))).toBe(5);
    expect(distanceSq(vec(1, 1), vec(4, 5))).toBe(25);
    expect(distance(vec(7, 7), vec(7, 7))).toBe(0);
  });

  it('normalizes, keeping the zero vector zero', () => {
    const n = normalize(vec(0, -10));
    expect(n).toEqual({ x: 0, y: -1 });
    expect(normalize(vec(0, 0))).toEqual({ x: 0, y: 0 });
    expect(length(normalize(vec(3e-9, 4e-9)))).toBeCloseTo(1, 12);
  });

  it('lerps without clamping', () => {
    expect(lerp(vec(0, 0), vec(10, 20), 0.25)).toEqual({ x: 2.5, y: 5 });
    expect(lerp(vec(0, 0), vec(10, 20), 0)).toEqual({ x: 0, y: 0 });
    expect(lerp(vec(0, 0), vec(10, 20), 1)).toEqual({ x: 10, y: 20 });
    expect(lerp(vec(0, 0), vec(10, 0), 2)).toEqual({ x: 20, y: 0 });
  });

  it('perp rotates by +90° (mathematical sense)', () => {
    expect(perp(vec(1, 0))).toEqual({ x: -0, y: 1 });
    expect(dot(perp(vec(3, 7)), vec(3, 7))).toBe(0);
  });

  it('EPSILON is one millionth of a millimetre', () => {
    expect(EPSILON).toBe(1e-6);
  });

  it('hypot gives Math.hypot bit for bit, special values and millions of random pairs included', () => {
    const specials = [0, -0, 1, -1, 3, 4, 0.1, 1e-7, 600, 599.9999, 5e-324, 1e-300, 1e300, Infinity, -Infinity, NaN];
    for (const a of specials) for (const b of specials) expect([a, b, hypot(a, b)]).toEqual([a, b, Math.hypot(a, b)]);
    let seed = 7;
    const rnd = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let mismatches = 0;
    for (let i = 0; i < 2_000_000; i++) {
      const scale = [1, 1000, 1e-3, 1e6, 600][i % 5]!;
      const a = (rnd() - 0.5) * scale * (i % 7 === 0 ? rnd() * 1e-6 : 1);
      const b = (rnd() - 0.5) * scale;
      if (!Object.is(hypot(a, b), Math.hypot(a, b))) mismatches++;
    }
    expect(mismatches).toBe(0);
  });
});
