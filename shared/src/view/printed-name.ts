import { KEYWORD_TEXT } from '../cards/keyword-text';
import type { KeywordId } from '../cards/keywords';

/** Words for the few ids that are neither keywords nor plain words. */
const WORDS: Record<string, string> = {
  attack: 'attack', defence: 'defence', curePoison: 'curing Poison', defenseAgainstShooting: 'cover against shooting',
  durability: 'worn out', multipleUses: 'used up', replaced: 'replaced', effect: 'by a card',
};

/**
 * How a player reads an id the rules use for a keyword, an ability or a reason: the keyword's
 * printed name ("Master of Magic", not "masterOfMagic"), a word we chose, or the id's own words
 * split at capitals ("steamEngine" → "Steam Engine"). Never the raw id.
 */
export function printedName(id: string): string {
  const kw = KEYWORD_TEXT[id as KeywordId];
  if (kw) return kw.name;
  if (WORDS[id]) return WORDS[id]!;
  const words = id.replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
