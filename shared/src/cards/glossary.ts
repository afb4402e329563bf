/**
 * The rulebook's glossary: its 77 entries (creature keywords, tokens, terrain and relic abilities,
 * triggered texts), each with the names a scenario may use to say it proves the entry. Used to check
 * that every entry is exercised by at least one scenario (`glossary-coverage.test.ts`).
 */
export interface GlossaryEntry {
  /** The entry as the glossary lists it. */
  entry: string;
  /** Phrases that name it in a scenario's name (whole words, case-insensitive). */
  names: readonly string[];
}

const e = (entry: string, ...names: string[]): GlossaryEntry => ({ entry, names: names.length > 0 ? names : [entry] });

export const GLOSSARY: readonly GlossaryEntry[] = [
  e('-X from attacks', 'from attacks'),
  e('Agile'),
  e('Armour X', 'Armour X'),
  e('Armour token'),
  e('Aura X', 'Aura'),
  e('Battle Mage'),
  e('Beast'),
  e('Berserk X', 'Berserk'),
  e('Blocks Line of Sight'),
  e('Buckshot'),
  e('Cautious X', 'Cautious'),
  e('Charge'),
  e('Concentration X', 'Concentration'),
  e('Contract'),
  e('Control X', 'Control'),
  e('Defender'),
  e('Defense against shooting'),
  e('Difficult target'),
  e('Difficult (terrain)', 'Difficult terrain', 'Difficult (terrain)'),
  e('Disease'),
  e('Drill'),
  e('Durability X', 'Durability'),
  e('Executioner'),
  e('Exhaustion X', 'Exhaustion'),
  e('Expert of Attack X', 'Expert of Attack'),
  e('Expert of Defense X', 'Expert of Defense'),
  e('First Word'),
  e('Flaw'),
  e('Flight (Flying)', 'Flight', 'Flying'),
  e('Forged'),
  e('Fortitude'),
  e('Hammerblow'),
  e('Healer X', 'Healer'),
  e('Healing (Heal) X', 'Healing', 'Heal X'),
  e('Howl X', 'Howl'),
  e('Impassable'),
  e('Initiative'),
  e('Jump'),
  e('Last Word'),
  e('Lunge'),
  e('Magical Shot X', 'Magical Shot'),
  e('Magical Strike X', 'Magical Strike'),
  e('Master of Attack X', 'Master of Attack'),
  e('Master of Defense X', 'Master of Defense'),
  e('Master of Healing X', 'Master of Healing'),
  e('Master of Magic X', 'Master of Magic'),
  e('Master of Ritual X', 'Master of Ritual'),
  e('Master of Shooting X', 'Master of Shooting'),
  e('Monster'),
  e('Multiple Uses X', 'Multiple Uses'),
  e('Parasite X', 'Parasite'),
  e('Pathfinder'),
  e('Persecution X', 'Persecution'),
  e('Poison'),
  e('Predator'),
  e('Quick Shooter'),
  e('Quick'),
  e('Rain of Arrows'),
  e('Reckless X', 'Reckless'),
  e('Recruitment'),
  e('Regeneration X', 'Regeneration'),
  e('Requiem'),
  e('Resurgent'),
  e('Ritual X', 'Ritual'),
  e('Rush'),
  e('Shield against'),
  e('Shot (Shooting) X', 'Shooting', 'Shot'),
  e('Slow'),
  e('Sniper'),
  e('Stamina'),
  e('Stealth'),
  e('Stealth token'),
  e('Steam Engine'),
  e('Sting'),
  e('Throwing X', 'Throwing'),
  e('Vampirism'),
  e('Veteran'),
];

/**
 * The glossary entries a scenario's name names. A phrase inside a longer matching phrase of another
 * entry does not count for the shorter one ("Quick" in "Quick Shooter", "Ritual" in "Master of Ritual").
 */
export function glossaryEntriesNamedBy(title: string): string[] {
  const text = title.toLowerCase();
  const hits: { entry: string; start: number; end: number }[] = [];
  for (const g of GLOSSARY) {
    for (const name of g.names) {
      const re = new RegExp(`(?<![\\w-])${escape(name.toLowerCase())}(?![\\w])`, 'g');
      for (const m of text.matchAll(re)) hits.push({ entry: g.entry, start: m.index, end: m.index + m[0].length });
    }
  }
  const inside = (a: (typeof hits)[number], b: (typeof hits)[number]) => b !== a && b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  return [...new Set(hits.filter((h) => !hits.some((o) => inside(h, o))).map((h) => h.entry))];
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
