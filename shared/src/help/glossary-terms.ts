import { GLOSSARY } from '../cards/glossary';
import { KEYWORD_TEXT } from '../cards/keyword-text';
import { KEYWORD_IDS, type KeywordId } from '../cards/keywords';

/** One entry of the page's glossary; `anchor` is its id on the page. */
export interface GlossaryTerm {
  anchor: string;
  name: string;
  text: string;
  keyword?: KeywordId;
}

/**
 * The rulebook glossary entries that are not card keywords (tokens, terrain features, relic
 * abilities, triggers), in our own words. Everything else comes from the cards' own keyword text.
 */
export const TERM_TEXT: Readonly<Record<string, string>> = {
  'Armour token': 'Soaks one point of damage and is removed; never soaks wounds from magical attacks.',
  'Blocks Line of Sight': 'Terrain no line of sight may cross: no shot, and no ranged ability, across it.',
  'Defense against shooting': 'Terrain on the line between shooter and target, or touching the target, lets the target roll its failed defence dice again; against a Magical Shot it gives the target one Shield die.',
  'Difficult (terrain)': 'A creature whose move starts in it, ends in it or crosses it moves at most S that activation; no Run through it.',
  Disease: 'A Disease token: the creature takes a wound each time it declares an attack; at the start of an activation it may skip that whole activation to get rid of it.',
  'Durability X': 'A relic with X Armour tokens that soak damage from non-magical attacks and Backstabs on the hero; destroyed when empty.',
  'First Word': 'Happens once, when the card is played from the hand.',
  Impassable: 'Terrain nothing may move through or stop on (Flight passes over it but may not end on it).',
  'Last Word': 'Happens once, when the card goes to the Graveyard.',
  'Multiple Uses X': 'The relic is discarded after its bonus has been used X times.',
  Poison: 'A Poison token: at the start of each of its activations the creature rolls a die and takes a wound on a Bullseye. Curing Poison removes it.',
  'Stealth token': 'Hides the creature: enemy creatures cannot target it, it blocks no line of sight and cannot be backstabbed, until it attacks, backstabs, uses an activated ability or is detected.',
};

const anchorOf = (name: string) => `term-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** A keyword's glossary anchor on the How-to-play page. */
export const keywordAnchor = (id: KeywordId): string => `kw-${id}`;

/**
 * The whole glossary, sorted by name: every card keyword with the reminder the cards print, and
 * every other rulebook glossary entry (a term a keyword does not already cover).
 */
export function glossaryTerms(): GlossaryTerm[] {
  const out: GlossaryTerm[] = KEYWORD_IDS.map((id) => ({ anchor: keywordAnchor(id), name: KEYWORD_TEXT[id].name, text: KEYWORD_TEXT[id].reminder, keyword: id }));
  const covered = new Set(out.map((t) => t.name.toLowerCase()));
  for (const g of GLOSSARY) {
    const names = [g.entry, g.entry.replace(/ X$/, ''), ...g.names].map((n) => n.toLowerCase());
    if (names.some((n) => covered.has(n))) continue;
    const text = TERM_TEXT[g.entry];
    if (text === undefined) throw new Error(`The glossary entry "${g.entry}" has no text.`);
    out.push({ anchor: anchorOf(g.entry), name: g.entry, text });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
