/**
 * JSON text of a list of flat records (plain objects whose values are strings, numbers, booleans or
 * null), made again only when the list differs from the one it was last made of. syncState writes a
 * player's buildings and relics as JSON whenever the player changed; the engine copies those lists
 * whenever it changes the player (copy on write), so they are new objects after every change to the
 * player, yet they rarely change themselves, and stringifying the buildings was the hottest line of
 * syncState (the bench's games replayed under --cpu-prof).
 *
 * Exact: the JSON of a plain object is fixed by its own keys in order and their values, so a list
 * whose records have the same keys in the same order with the same (===) primitive values has the
 * same text. A list with anything else in it (a nested object, an array, a class instance) is
 * stringified every time and never taken from the cache.
 */
export class FlatListJson {
  /** The keys and values of the records last stringified, in order, one after the other; null when not flat. */
  private flat: unknown[] | null = null;
  /** How many keys each of those records had. */
  private sizes: number[] = [];
  private text = '';

  /** JSON.stringify(list), from the last text when the list is as it was. */
  of(list: readonly object[]): string {
    if (this.flat && this.same(list)) return this.text;
    this.text = JSON.stringify(list);
    this.remember(list);
    return this.text;
  }

  private same(list: readonly object[]): boolean {
    const flat = this.flat!;
    const sizes = this.sizes;
    if (list.length !== sizes.length) return false;
    let at = 0;
    for (let i = 0; i < list.length; i++) {
      const record = list[i] as Record<string, unknown>;
      if (!isPlainRecord(record)) return false;
      let n = 0;
      for (const key in record) {
        if (flat[at] !== key || flat[at + 1] !== record[key]) return false;
        at += 2;
        n++;
      }
      if (n !== sizes[i]) return false;
    }
    return true;
  }

  private remember(list: readonly object[]): void {
    const flat: unknown[] = [];
    const sizes: number[] = [];
    for (const item of list) {
      const record = item as Record<string, unknown>;
      if (!isPlainRecord(record)) return void (this.flat = null);
      let n = 0;
      for (const key in record) {
        const value = record[key];
        // NaN is never === itself: such a record just misses the cache. Objects are not compared at all.
        if (value !== null && typeof value === 'object') return void (this.flat = null);
        flat.push(key, value);
        n++;
      }
      sizes.push(n);
    }
    this.flat = flat;
    this.sizes = sizes;
  }
}

/** A plain object (for…in then walks exactly the own keys JSON.stringify writes, in the same order). */
function isPlainRecord(r: unknown): boolean {
  return r !== null && typeof r === 'object' && Object.getPrototypeOf(r) === Object.prototype;
}
