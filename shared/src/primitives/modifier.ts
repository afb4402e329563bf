import type { Modifier } from '../state/types';

/**
 * A creature's modifier, always made here in one shape (every field present, undefined where it has
 * none), so that the code reading Strength and keywords sees one hidden class in V8 instead of one
 * per combination of fields (cards/uniform-shape.ts says why). JSON leaves the undefined fields out.
 */
export function modifier(m: Modifier): Modifier {
  return { strength: m.strength, keyword: m.keyword, untilEndOfTurn: m.untilEndOfTurn, tag: m.tag };
}
