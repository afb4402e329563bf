import { DISTANCE } from '../geometry';
import { ALL_CARDS, getCard, QUEST_CARDS } from '../cards/registry';
import type { KeywordId } from '../cards/keywords';
import type { Keyword } from '../cards/effects';
import type { Creature, GameState } from '../state/types';
import { allCreatures, areEnemies, gapBetween } from './creatures';
import { attackGrants } from './attack-grants';
import { cityGrants } from './city-grants';

/**
 * What a creature is right now: printed keywords and Strength, plus relic grants (heroes), City
 * grants (class buildings, while-built text, rulebook: Card types), auras of other creatures
 * (worked example T10: the source is excluded) and timed modifiers. Same-name keywords do not add up: the highest value counts (rulebook: Special abilities, T12).
 */

/**
 * Visit every keyword that reaches a creature: printed, timed modifiers, relics (heroes), other creatures' auras.
 * `keyword` below makes the same visit with shortcuts: a new source of keywords goes into both.
 */
function forEachKeyword(s: GameState, c: Creature, visit: (k: Keyword) => void): void {
  for (const k of getCard(c.card).keywords) visit(k);
  for (const m of c.modifiers) if (m.keyword) visit(m.keyword);
  // The sources' own first tests, made here so that most creatures skip them without a call and an
  // empty list each (bots ask this for every creature they consider).
  if (c.kind === 'hero') for (const g of relicGrants(s, c)) for (const k of g.keywords) visit(k);
  for (const g of auraGrants(s, c)) for (const k of g.keywords) visit(k);
  if (s.tasks.length > 0) for (const g of attackGrants(s, c)) for (const k of g.keywords) visit(k);
  if (CITY_CARDS.has(c.card)) for (const g of cityGrants(s, c)) for (const k of g.keywords) visit(k);
}

/** Every keyword a creature has now, one per id (the highest X wins). Auras do not pass on. */
export function keywordsOf(s: GameState, c: Creature): Keyword[] {
  const byId = new Map<KeywordId, Keyword>();
  forEachKeyword(s, c, (k) => {
    const had = byId.get(k.kw);
    if (k.kw !== 'aura' && (!had || (k.x ?? 0) > (had.x ?? 0))) byId.set(k.kw, k);
  });
  return [...byId.values()];
}

/** The ids of every keyword a creature has now, as `keywordsOf` lists them (for asking about many ids at once). */
export function keywordIdsOf(s: GameState, c: Creature): Set<KeywordId> {
  const ids = new Set<KeywordId>();
  forEachKeyword(s, c, (k) => {
    if (k.kw !== 'aura') ids.add(k.kw);
  });
  return ids;
}

/**
 * The keyword with this id (its highest value), if the creature has it now. The same visit as
 * `forEachKeyword`, in the same order with the same tie rule (the first of the highest X is kept),
 * but it looks up the printed keyword in a per-card table and skips a source of grants when no card
 * in the pool can grant this id through it: the rules ask this many times per action, and walking
 * every creature for auras on each call was most of its cost.
 */
export function keyword(s: GameState, c: Creature, id: KeywordId): Keyword | undefined {
  if (id === 'aura') return undefined;
  let best = printedKeywords(c.card).get(id);
  for (const m of c.modifiers) if (m.keyword) best = higher(best, m.keyword, id);
  // Each source only when it can matter: relics reach heroes only; City grants only class cards and
  // cards with while-built text (cityGrants' own first test); attack grants only while tasks wait.
  const via = GRANTED_VIA[id] ?? 0;
  if (via & VIA_RELIC && c.kind === 'hero') for (const g of relicGrants(s, c)) for (const k of g.keywords) best = higher(best, k, id);
  if (via & VIA_AURA) for (const g of auraGrants(s, c)) for (const k of g.keywords) best = higher(best, k, id);
  if (s.tasks.length > 0) for (const g of attackGrants(s, c)) for (const k of g.keywords) best = higher(best, k, id); // grants stored on attacks on the stack: any id
  if (via & VIA_CITY && CITY_CARDS.has(c.card)) for (const g of cityGrants(s, c)) for (const k of g.keywords) best = higher(best, k, id);
  return best;
}

/** `k` if it is keyword `id` with a higher X than `best` (or there is no `best`); otherwise `best`. */
function higher(best: Keyword | undefined, k: Keyword, id: KeywordId): Keyword | undefined {
  return k.kw === id && (!best || (k.x ?? 0) > (best.x ?? 0)) ? k : best;
}

/** Whether the creature has this keyword now. */
export function has(s: GameState, c: Creature, id: KeywordId): boolean {
  return keyword(s, c, id) !== undefined;
}

/** The value X of a keyword (0 if absent). */
export function valueOf(s: GameState, c: Creature, id: KeywordId): number {
  return keyword(s, c, id)?.x ?? 0;
}

/** Current Strength after every modifier; never below 0 (Dragon rule 2). */
export function strengthOf(s: GameState, c: Creature): number {
  let v = getCard(c.card).stats?.strength ?? 0;
  for (const m of c.modifiers) v += m.strength ?? 0;
  for (const g of relicGrants(s, c)) v += g.strength;
  for (const g of auraGrants(s, c)) v += g.strength;
  for (const g of attackGrants(s, c)) v += g.strength;
  // glossary: Berserk X — +X Strength while it carries any Wound token.
  if (c.wounds > 0) v += valueOf(s, c, 'berserk');
  for (const g of cityGrants(s, c)) v += g.strength;
  return Math.max(0, v);
}

/** Printed Health. */
export function healthOf(c: Creature): number {
  return getCard(c.card).stats?.health ?? 1;
}

/** Whether the creature carries any Wound token. */
export function isWounded(c: Creature): boolean {
  return c.wounds > 0;
}

function relicGrants(s: GameState, c: Creature) {
  if (c.kind !== 'hero') return [];
  const p = s.players[c.owner];
  if (!p || p.heroCreature !== c.id) return [];
  return p.relics.map((r) => getCard(r.card).relic?.grants ?? { strength: 0, keywords: [] });
}

/** Cards that carry an aura, found once: most creatures have none, and auras are asked about constantly. */
const AURA_CARDS = new Set(ALL_CARDS.filter((c) => c.keywords.some((k) => k.kw === 'aura')).map((c) => c.id));

// Which keyword ids each kind of grant can carry at all, from the whole (fixed) pool: `keyword` skips
// a source whose grants can never hold the id it asks about.
const VIA_RELIC = 1;
const VIA_AURA = 2;
const VIA_CITY = 4;
const GRANTED_VIA: Partial<Record<KeywordId, number>> = {};
const grantable = (via: number, keywords: readonly Keyword[]): void => {
  for (const k of keywords) GRANTED_VIA[k.kw] = (GRANTED_VIA[k.kw] ?? 0) | via;
};
for (const card of ALL_CARDS) {
  for (const k of card.keywords) if (k.kw === 'aura') grantable(VIA_AURA, k.grant?.keywords ?? []);
  grantable(VIA_RELIC, card.relic?.grants.keywords ?? []);
  grantable(VIA_CITY, card.building?.classBonus?.keywords ?? []);
  for (const w of card.whileBuilt ?? []) grantable(VIA_CITY, w.grant?.keywords ?? []);
}
/** Cards that can get City grants: class cards and cards with while-built text (see cityGrants). */
const CITY_CARDS = new Set([...ALL_CARDS, ...QUEST_CARDS].filter((c) => c.affiliation || c.whileBuilt).map((c) => c.id));

/** Per card, its printed keywords by id: the first of the highest X, as a visit in printed order keeps. */
const PRINTED = new Map(
  [...ALL_CARDS, ...QUEST_CARDS].map((card) => { // quest mode's creatures too (docs/architecture.md §10)
    const byId = new Map<KeywordId, Keyword>();
    for (const k of card.keywords) {
      const had = byId.get(k.kw);
      if (!had || (k.x ?? 0) > (had.x ?? 0)) byId.set(k.kw, k);
    }
    return [card.id, byId] as const;
  }),
);

/** A card's printed keywords by id (throws on an unknown card, as `getCard` does). */
function printedKeywords(card: string): ReadonlyMap<KeywordId, Keyword> {
  return PRINTED.get(card) ?? PRINTED.get(getCard(card).id)!;
}

/** Aura X: creatures within X of the source, filtered by side and type, get the grant (rulebook: glossary). */
function auraGrants(s: GameState, target: Creature) {
  const grants = [];
  for (const src of allCreatures(s)) {
    if (src.id === target.id || !AURA_CARDS.has(src.card)) continue;
    for (const k of getCard(src.card).keywords) {
      if (k.kw !== 'aura' || !k.grant || !k.range) continue;
      const affects = k.affects ?? { side: 'any', types: ['hero', 'character', 'minion'] };
      const enemy = areEnemies(s, src.controller, target.controller);
      if (affects.side === 'friendly' && (enemy || src.controller !== target.controller)) continue;
      if (affects.side === 'enemy' && !enemy) continue;
      if (!affects.types.includes(target.kind)) continue;
      if (gapBetween(src, target) > DISTANCE[k.range]) continue;
      grants.push(k.grant);
    }
  }
  return grants;
}
