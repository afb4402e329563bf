/** Resolve with `check()`'s first truthy value, polling; throw "timed out waiting for <what>" after `ms`. */
export async function until<T>(check: () => Promise<T> | T, what: string, ms = 20_000, every = 100): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}
