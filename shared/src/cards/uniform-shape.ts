/**
 * Objects of one kind given the same fields in the same order, a field an object lacks present as
 * undefined. V8 gives objects built with different fields different hidden classes, and code that
 * reads a field of cards of twenty shapes either stays on its slowest path or is compiled again each
 * time a new shape reaches it (shared/bench/README.md). JSON leaves undefined fields
 * out, and the rules test a field by its value, never by `in`, so nothing else sees the difference.
 */

/** Every field of `objects`, in the order they first appear. */
function fieldsOf(objects: readonly object[]): string[] {
  const fields = new Set<string>();
  for (const o of objects) for (const f of Object.keys(o)) fields.add(f);
  return [...fields];
}

/** `o` rebuilt with exactly `fields`, in that order (undefined where `o` has none). */
function withFields<T extends object>(o: T, fields: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = (o as Record<string, unknown>)[f];
  return out as T;
}

/** Each of `objects` rebuilt with the fields of them all (`first`, then the rest as they appear). */
export function uniformShape<T extends object>(objects: readonly T[], first: readonly string[] = []): T[] {
  const fields = [...new Set([...first, ...fieldsOf(objects)])];
  return objects.map((o) => withFields(o, fields));
}
