/** Move the item at `index` one place up (towards the top of the deck); out-of-range moves change nothing. */
export function moveUp<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items];
  const out = [...items];
  [out[index - 1], out[index]] = [out[index]!, out[index - 1]!];
  return out;
}

/** Move the item at `index` one place down (towards the bottom of the deck). */
export function moveDown<T>(items: readonly T[], index: number): T[] {
  return index < 0 || index >= items.length - 1 ? [...items] : moveUp(items, index + 1);
}
