import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { packedMap } from './packed-map';

setFlagsFromString('--allow-natives-syntax');
/** V8's own answer: whether an array's elements are holey (a runtime function of V8's, for tests). */
const holey = runInNewContext('(a) => %HasHoleyElements(a)') as (a: unknown[]) => boolean;
/** `make(...args)` once interpreted, then once compiled by the optimising compiler: both results. */
const bothTiers = runInNewContext(`(make, ...args) => {
  %PrepareFunctionForOptimization(make);
  const interpreted = make(...args);
  make(...args);
  %OptimizeFunctionOnNextCall(make);
  return [interpreted, make(...args)];
}`) as <A extends unknown[]>(make: (...args: A) => unknown[], ...args: A) => [unknown[], unknown[]];

const points = [{ x: 1, y: 2 }, { x: 3.5, y: 4 }];

describe('packedMap', () => {
  it('gives what map gives', () => {
    expect(packedMap(points, (p, i) => ({ x: p.x + i, y: p.y }))).toEqual(points.map((p, i) => ({ x: p.x + i, y: p.y })));
    expect(packedMap([], (p) => p)).toEqual([]);
  });

  it('makes a packed array whether its caller is interpreted or optimised, where map makes a holey one once optimised', () => {
    const swap = (p: (typeof points)[number]) => ({ x: p.y, y: p.x });
    const [interpreted, optimised] = bothTiers(packedMap, points, swap);
    expect([holey(interpreted), holey(optimised)]).toEqual([false, false]);
    // Why packedMap exists (geometry/packed-map.ts). If V8 stops doing this, packedMap can go.
    const [mapInterpreted, mapOptimised] = bothTiers((ps: typeof points) => ps.map(swap), points);
    expect([holey(mapInterpreted), holey(mapOptimised)]).toEqual([false, true]);
  });
});
