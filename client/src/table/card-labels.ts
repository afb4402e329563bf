/**
 * The short name a base has room for: a named character's own name ("Aelrin, Warden of the Moon" →
 * "Aelrin", "Caillion the Captain…" → "Caillion"); otherwise the card name, or its last word when
 * that is too long for a small base ("Wolfen Packrunner" → "Packrunner").
 */
export function shortName(name: string, maxChars = 12): string {
  const own = name.split(/,| the | of /i)[0]!.trim();
  if (own.length <= maxChars) return own;
  const words = own.split(/\s+/);
  const last = words[words.length - 1]!;
  return last.length <= maxChars ? last : `${last.slice(0, maxChars - 1)}…`;
}
