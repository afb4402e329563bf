import type { Effect } from './effects';
import { RULEBOOK } from '../state/ruleset';
import { codeHashCollisions } from './deck-code';
import { isSupport, validateDeck } from './deck-rules';
import type { Precon } from './decks';
import { KEYWORD_IDS, type Grant, type KeywordId } from './keywords';
import type { Keyword } from './effects';
import { CardSchema, RelicSlotSchema, type Card, type CardInput, type Faction } from './schema';

/**
 * The whole-pool check behind `npm run cards -- --check`: every card valid, every reference pointing
 * at a real card of the right kind, every precon legal, every keyword used, and the card counts
 * issue 3 asks of each faction. Pure: it takes the card inputs and precons and returns problems.
 */

/** What kind of problem, for programs; the message is for people. */
export type PoolProblemCode =
  | 'INVALID_CARD' | 'DUPLICATE_ID' | 'BAD_REFERENCE' | 'BAD_BUILDING_ABILITY' | 'CODE_HASH_COLLISION'
  | 'ILLEGAL_PRECON' | 'UNUSED_KEYWORD' | 'FACTION_SHORTFALL' | 'BASIC_SHORTFALL' | 'BAD_CONCENTRATION';

/** One thing wrong with the pool. */
export interface PoolProblem {
  code: PoolProblemCode;
  /** The card or precon concerned, when there is one. */
  subject?: string;
  message: string;
}

/** The four main factions: each needs heroes, a minion and a full card pool (issue 3). */
export const MAIN_FACTIONS = ['alliance', 'akkari', 'vallor', 'grypharim'] as const;

/** Factions whose class cards need a class building of their own (rulebook: Card types). */
const CLASS_FACTIONS: Partial<Record<Faction, 'house' | 'swarm'>> = { alliance: 'house', akkari: 'swarm' };

/** The nine basic buildings (rulebook: Card types). */
const BASIC_BUILDINGS = ['barracks', 'tavern', 'school-of-magic', 'shooting-range', 'library', 'smithy', 'arena', 'temple', 'city-hall'];

/** The minimum counts of issue 3. */
export const POOL_MINIMUMS = {
  heroes: 2,
  characters: 14,
  supports: 14,
  uniqueBuildings: 3,
  uniqueTerrains: 2,
  dogsOfWarCharacters: 12,
  dogsOfWarSupports: 8,
  basicTerrains: 5,
} as const;

/** Every effect printed anywhere on a card (spell, tactic, abilities, Ruins, building ability, relic ability, while-built text). */
export function cardEffects(card: Card): Effect[] {
  const ruins = card.terrain?.ruins;
  return [
    ...card.abilities.flatMap((a) => a.effects),
    ...(card.spell?.effects ?? []),
    ...(card.tactic?.effects ?? []),
    ...(ruins ? [...ruins.bullseye.effects, ...ruins.axe.effects, ...ruins.shield.effects] : []),
    ...(card.building?.ability?.effects ?? []),
    ...(card.relic?.activated?.effects ?? []),
    ...(card.whileBuilt ?? []).flatMap((w) => w.effects ?? []),
    ...card.keywords.flatMap((k) => k.spend?.effects ?? []),
  ];
}

/** Every keyword id a card shows: printed, inside auras and other grants, relic grants, granted by effects, class and while-built bonuses. */
export function cardKeywordIds(card: Card): Set<KeywordId> {
  const out = new Set<KeywordId>();
  const grant = (g: Grant | undefined) => g?.keywords.forEach((k) => out.add(k.kw));
  const keyword = (k: Keyword) => {
    out.add(k.kw);
    grant(k.grant);
    for (const face of Object.values(k.faces ?? {})) grant(face?.grant);
  };
  card.keywords.forEach(keyword);
  grant(card.relic?.grants);
  grant(card.building?.classBonus);
  for (const w of card.whileBuilt ?? []) grant(w.grant);
  for (const e of cardEffects(card)) if (e.op === 'grantKeyword') keyword(e.keyword);
  return out;
}

/** Parse every input with the card schema; report invalid cards and repeated ids, return the valid ones. */
function parseAll(inputs: readonly CardInput[], add: (p: PoolProblem) => void): Card[] {
  const seen = new Set<string>();
  const cards: Card[] = [];
  for (const input of inputs) {
    const id = typeof input.id === 'string' ? input.id : '(no id)';
    if (seen.has(id)) add({ code: 'DUPLICATE_ID', subject: id, message: `card id "${id}" is used twice` });
    seen.add(id);
    const r = CardSchema.safeParse(input);
    if (!r.success) {
      const detail = r.error.issues.map((i) => `${i.path.join('.') || '(card)'}: ${i.message}`).join('; ');
      add({ code: 'INVALID_CARD', subject: id, message: `card "${id}" is invalid: ${detail}` });
    } else cards.push(r.data);
  }
  return cards;
}

/** References from one card to others: minion, named hero, cost buildings, while-built buildings, class, targets. */
function checkReferences(card: Card, byId: ReadonlyMap<string, Card>, add: (p: PoolProblem) => void): void {
  const bad = (message: string) => add({ code: 'BAD_REFERENCE', subject: card.id, message: `${card.id}: ${message}` });
  const ref = (id: string) => byId.get(id);
  if (card.type === 'hero' && card.minion === undefined) bad('a hero needs its minion');
  if (card.minion !== undefined) {
    const m = ref(card.minion);
    if (!m || m.type !== 'minion') bad(`minion "${card.minion}" is not a minion card`);
    else if (m.faction !== card.faction) bad(`minion ${m.id} is of faction ${m.faction}, not ${card.faction} (docs/rules-decisions.md #61)`);
  }
  if (card.namesHero !== undefined) {
    const h = ref(card.namesHero);
    if (!h || h.type !== 'hero') bad(`names hero "${card.namesHero}", which is not a hero card`);
    else if (h.faction !== card.faction) bad(`names hero ${h.id} of another faction (${h.faction})`);
  }
  for (const b of card.cost.buildings) {
    if (b === 'any') continue;
    const c = ref(b);
    if (!c || c.type !== 'building') bad(`its cost names "${b}", which is not a building card`);
    else if (c.faction !== 'neutral' && c.faction !== card.faction) bad(`its cost names ${b}, a building of another faction (${c.faction})`);
  }
  for (const w of card.whileBuilt ?? []) {
    const c = ref(w.building);
    if (!c || c.type !== 'building') bad(`its while-built text names "${w.building}", which is not a building card`);
    else if (!c.unique || c.building?.basic) bad(`its while-built text names ${w.building}, which is not a unique building (rulebook: Card types)`);
    if (!w.grant && !(w.effects && w.effects.length > 0)) bad(`its while-built text for ${w.building} gives nothing`);
    if (w.grant && !['hero', 'minion', 'character'].includes(card.type)) bad('only creatures can get a while-built grant');
    if (w.effects && !card.spell && !card.tactic && !card.abilities.some((a) => a.on === 'firstWord')) {
      bad('while-built effects need a spell, a tactic or a First Word to resolve with');
    }
  }
  if (card.affiliation) {
    const has = [...byId.values()].some((c) => c.faction === card.faction && c.building?.class === card.affiliation);
    if (!has) bad(`it is a ${card.affiliation} card but its faction has no ${card.affiliation} building`);
  }
  const b = card.building;
  if (b?.class) {
    if (!card.unique || b.basic) bad('a class building must be unique (rulebook: Card types)');
    if (!b.classBonus) bad('a class building needs a classBonus for its class cards (rulebook: Card types)');
  }
  if (b?.classBonus && !b.class) bad('a classBonus needs the building to be a class building');
  if (b?.ability) {
    const chosen = b.ability.effects.some((e) => 'target' in e && e.target.pick === 'chosen');
    const aims = b.ability.target === 'creature';
    if (chosen !== aims) {
      add({ code: 'BAD_BUILDING_ABILITY', subject: card.id, message: `${card.id}: an ability with target "creature" must have a chosen-target effect, and only then` });
    }
    if (b.ability.effects.some((e) => 'target' in e && (e.target.pick === 'self' || e.target.pick === 'triggering'))) {
      add({ code: 'BAD_BUILDING_ABILITY', subject: card.id, message: `${card.id}: a building has no "self" or "triggering" creature to target` });
    }
  }
  // glossary: Concentration X — the card defines how its tokens are spent; only Concentration has a spend.
  for (const k of card.keywords) {
    const badSpend = (message: string) => add({ code: 'BAD_CONCENTRATION', subject: card.id, message: `${card.id}: ${message}` });
    if (k.kw === 'concentration' && !k.spend) badSpend('its Concentration does not say how its tokens are spent');
    if (k.spend && k.kw !== 'concentration') badSpend(`only Concentration spends tokens, not ${k.kw}`);
    if (k.kw === 'concentration' && k.spend && k.spend.tokens > (k.x ?? 0)) badSpend(`spending ${k.spend.tokens} tokens is more than Concentration ${k.x ?? 0} can hold`);
    if (k.spend?.effects.some((e) => 'target' in e && e.target.pick === 'triggering')) badSpend('a Concentration spend has no triggering creature to target');
  }
  for (const e of cardEffects(card)) {
    if ('target' in e && e.target.pick === 'chosen' && e.target.cardId !== undefined && !ref(e.target.cardId)) bad(`an effect targets unknown card "${e.target.cardId}"`);
  }
}

/** The counts issue 3 asks of one main faction. */
function checkFaction(faction: Faction, cards: readonly Card[], add: (p: PoolProblem) => void): void {
  const short = (message: string) => add({ code: 'FACTION_SHORTFALL', subject: faction, message: `${faction}: ${message}` });
  const mine = cards.filter((c) => c.faction === faction);
  const heroes = mine.filter((c) => c.type === 'hero');
  const withSlots = heroes.filter((h) => Object.values(h.stats?.relicSlots ?? {}).some((n) => (n ?? 0) > 0));
  if (withSlots.length < POOL_MINIMUMS.heroes) short(`${withSlots.length} heroes with relic slots, needs ≥${POOL_MINIMUMS.heroes}`);
  const minions = mine.filter((c) => c.type === 'minion');
  if (minions.length === 0) short('no minion card');
  for (const h of heroes) if (h.minion && !minions.some((m) => m.id === h.minion)) short(`hero ${h.id} brings ${h.minion}, not one of its faction's minions`);
  const characters = mine.filter((c) => c.type === 'character').length;
  if (characters < POOL_MINIMUMS.characters) short(`${characters} characters, needs ≥${POOL_MINIMUMS.characters}`);
  const supports = mine.filter(isSupport);
  if (supports.length < POOL_MINIMUMS.supports) short(`${supports.length} support cards, needs ≥${POOL_MINIMUMS.supports}`);
  if (!supports.some((c) => c.type === 'spell')) short('no spell among its supports');
  if (!supports.some((c) => c.type === 'tactic')) short('no tactic among its supports');
  const slots = new Set(supports.flatMap((c) => (c.relic ? [c.relic.slot] : [])));
  const missing = RelicSlotSchema.options.filter((s) => !slots.has(s));
  if (missing.length > 0) short(`no relic for slot(s) ${missing.join(', ')}`);
  if (!supports.some((c) => c.namesHero !== undefined)) short('no hero-named support card');
  const buildings = mine.filter((c) => c.type === 'building' && c.unique);
  if (buildings.length < POOL_MINIMUMS.uniqueBuildings) short(`${buildings.length} unique buildings, needs ≥${POOL_MINIMUMS.uniqueBuildings}`);
  const cls = CLASS_FACTIONS[faction];
  if (cls && !buildings.some((c) => c.building?.class === cls)) short(`no class building (${cls})`);
  const terrains = mine.filter((c) => c.type === 'terrain' && c.unique).length;
  if (terrains < POOL_MINIMUMS.uniqueTerrains) short(`${terrains} unique terrains, needs ≥${POOL_MINIMUMS.uniqueTerrains}`);
}

/** Everything wrong with a card pool and its precons; empty when all is well. */
export function checkCardPool(inputs: readonly CardInput[], precons: readonly Precon[]): PoolProblem[] {
  const problems: PoolProblem[] = [];
  const add = (p: PoolProblem) => problems.push(p);
  const cards = parseAll(inputs, add);
  const byId = new Map(cards.map((c) => [c.id, c]));
  for (const card of cards) checkReferences(card, byId, add);
  for (const [a, b] of codeHashCollisions(cards.map((c) => c.id))) {
    add({ code: 'CODE_HASH_COLLISION', subject: b, message: `${a} and ${b} share a deck-code number: rename one` });
  }

  // Every keyword of the catalogue is on at least one card.
  const used = new Set(cards.flatMap((c) => [...cardKeywordIds(c)]));
  for (const id of KEYWORD_IDS) if (!used.has(id)) add({ code: 'UNUSED_KEYWORD', subject: id, message: `keyword ${id} is on no card` });

  // Faction minimums (issue 3).
  for (const f of MAIN_FACTIONS) checkFaction(f, cards, add);
  const dow = cards.filter((c) => c.faction === 'dogs-of-war');
  const dowChars = dow.filter((c) => c.type === 'character').length;
  const dowSupports = dow.filter(isSupport).length;
  const dowShort = (message: string) => add({ code: 'FACTION_SHORTFALL', subject: 'dogs-of-war', message: `dogs-of-war: ${message}` });
  if (dowChars < POOL_MINIMUMS.dogsOfWarCharacters) dowShort(`${dowChars} characters, needs ≥${POOL_MINIMUMS.dogsOfWarCharacters}`);
  if (dowSupports < POOL_MINIMUMS.dogsOfWarSupports) dowShort(`${dowSupports} support cards, needs ≥${POOL_MINIMUMS.dogsOfWarSupports}`);

  // The nine basic buildings, each with an ability; enough basic terrains.
  const basicShort = (subject: string, message: string) => add({ code: 'BASIC_SHORTFALL', subject, message });
  for (const id of BASIC_BUILDINGS) {
    const c = byId.get(id);
    if (!c || c.type !== 'building' || c.faction !== 'neutral' || !c.building?.basic) basicShort(id, `basic building ${id} is missing or not a neutral basic building`);
    else if (!c.building.ability) basicShort(id, `basic building ${id} has no ability`);
  }
  const basicTerrains = cards.filter((c) => c.type === 'terrain' && c.faction === 'neutral' && !c.unique);
  if (basicTerrains.length < POOL_MINIMUMS.basicTerrains) basicShort('terrain', `${basicTerrains.length} basic terrains, needs ≥${POOL_MINIMUMS.basicTerrains}`);
  if (!basicTerrains.some((c) => c.terrain?.ruins)) basicShort('ruins', 'no basic Ruins terrain with a search table');

  // Every precon is legal and of its hero's faction.
  for (const p of precons) {
    for (const r of validateDeck(p.loadout, RULEBOOK).reasons) add({ code: 'ILLEGAL_PRECON', subject: p.id, message: `precon ${p.id}: ${r.code}: ${r.message}` });
    const hero = byId.get(p.loadout.hero);
    if (hero && hero.faction !== p.faction) add({ code: 'ILLEGAL_PRECON', subject: p.id, message: `precon ${p.id} is listed as ${p.faction} but its hero is ${hero.faction}` });
  }
  for (const f of MAIN_FACTIONS) {
    if (!precons.some((p) => p.faction === f)) add({ code: 'FACTION_SHORTFALL', subject: f, message: `${f}: no precon deck` });
  }
  return problems;
}

/** A list of cards as the `--json` listing shows them: the card data plus its generated text. */
export interface CardListing {
  id: string;
  name: string;
  faction: Faction;
  type: Card['type'];
  cost: Card['cost'];
  stats?: Card['stats'];
  keywords: Card['keywords'];
  text: string;
}

/** One card for the `--json` listing. */
export function cardListing(card: Card, text: (c: Card) => string): CardListing {
  return {
    id: card.id,
    name: card.name,
    faction: card.faction,
    type: card.type,
    cost: card.cost,
    ...(card.stats ? { stats: card.stats } : {}),
    keywords: card.keywords,
    text: text(card),
  };
}
