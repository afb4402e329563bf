/**
 * `items.map(f)`, as a packed array whichever tier of V8 runs it. The optimising compiler inlines
 * `Array.prototype.map` and builds its result holey, where the interpreter builds it packed: a list
 * made by `map` then reaches the functions that read it with one hidden class or the other,
 * depending on how warm its maker happens to be, and each one a reader has not met yet deoptimises
 * it, to be compiled again. Polygons, paths and the lists of bases and terrain are read by every
 * geometry check (and polygons and paths are kept in the state), so they are made with a loop that
 * pushes: empty or not, such a list has one of two hidden classes, always the same two.
 * shared/bench/README.md has the counts.
 */
export function packedMap<T, U>(items: readonly T[], f: (item: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) out.push(f(items[i]!, i));
  return out;
}
