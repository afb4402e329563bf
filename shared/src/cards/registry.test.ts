import { ALL_CARDS, BASIC_BUILDING_IDS, findCard, getCard, parsePool, POOL_INPUTS } from './registry';
import type { Card, CardInput } from './schema';
import type { KeywordId } from './keywords';
import type { Effect } from './effects';

/** Keywords issue 3 asks to see on Alliance or Akkari cards (poison-dealing is checked on its own). */
const ELF_KEYWORDS: readonly KeywordId[] = [
  'aura', 'howl', 'healer', 'healing', 'masterOfHealing', 'ritual', 'masterOfRitual', 'regeneration', 'stealth', 'parasite',
  'drill', 'requiem', 'vampirism', 'predator', 'lunge', 'flight', 'jump', 'agile', 'pathfinder', 'quick', 'rush', 'slow',
  'difficultTarget', 'rainOfArrows', 'shooting', 'masterOfShooting', 'sniper', 'magicalShot', 'masterOfMagic', 'battleMage',
  'magicalStrike', 'concentration', 'control', 'executioner', 'exhaustion', 'shieldAgainst', 'beast', 'defender',
];
const RANGED: ReadonlySet<KeywordId> = new Set<KeywordId>(['shooting', 'throwing', 'magicalShot', 'magicalStrike']);
const SUPPORT = new Set(['spell', 'relic', 'tactic']);
const DECK_BUILDINGS = new Set<string>([...BASIC_BUILDING_IDS, 'any']);

const kw = (card: Card, id: KeywordId) => card.keywords.find((k) => k.kw === id);
const of = (faction: Card['faction'], type?: Card['type']) =>
  ALL_CARDS.filter((c) => c.faction === faction && (type === undefined || c.type === type));
const allEffects = (card: Card): Effect[] => [
  ...card.abilities.flatMap((a) => a.effects),
  ...(card.spell?.effects ?? []),
  ...(card.tactic?.effects ?? []),
  ...(card.terrain?.ruins ? [...card.terrain.ruins.bullseye.effects, ...card.terrain.ruins.axe.effects, ...card.terrain.ruins.shield.effects] : []),
];

describe('registry', () => {
  it('parses every pool card and fills defaults', () => {
    expect(ALL_CARDS).toHaveLength(POOL_INPUTS.length);
    expect(getCard('forest').terrain?.impassable).toBe(false);
    expect(getCard('tavern').rarity).toBe('common');
    expect(getCard('moonwolf-cub').cost).toEqual({ buildings: [], prosperity: 0 });
  });

  it('has unique ids', () => {
    expect(new Set(ALL_CARDS.map((c) => c.id)).size).toBe(ALL_CARDS.length);
  });

  it('getCard throws on an unknown id, findCard returns undefined', () => {
    expect(() => getCard('no-such-card')).toThrow(/no-such-card/);
    expect(findCard('no-such-card')).toBeUndefined();
    expect(findCard('herrick')?.name).toBe('Herrick');
  });

  it('parsePool names the invalid card and rejects duplicate ids', () => {
    const broken = { id: 'broken-hero', name: 'Broken', faction: 'alliance', type: 'hero' } as CardInput;
    expect(() => parsePool([broken])).toThrow(/broken-hero/);
    const ok = POOL_INPUTS[0] as CardInput;
    expect(() => parsePool([ok, ok])).toThrow(/used twice/);
  });

  it('lists the nine basic buildings in rulebook order, each costing 2–5 Prosperity', () => {
    expect(BASIC_BUILDING_IDS).toEqual(['barracks', 'tavern', 'school-of-magic', 'shooting-range', 'library', 'smithy', 'arena', 'temple', 'city-hall']);
    for (const id of BASIC_BUILDING_IDS) {
      const card = getCard(id);
      expect(card).toMatchObject({ type: 'building', faction: 'neutral', building: { basic: true } });
      expect(card.cost.prosperity).toBeGreaterThanOrEqual(2);
      expect(card.cost.prosperity).toBeLessThanOrEqual(5);
    }
    expect(getCard('barracks').building?.bonus).toEqual({ attack: 'shooting', dice: 1 });
  });

  it('gives the basic terrains their properties and a one-building cost', () => {
    expect(getCard('forest').terrain).toMatchObject({ difficult: true, defenseAgainstShooting: true, impassable: false, shape: { kind: 'ellipse', rx: 60, ry: 45 } });
    expect(getCard('rocks').terrain).toMatchObject({ impassable: true, blocksLineOfSight: true, difficult: false });
    expect(getCard('hill').terrain).toMatchObject({ blocksLineOfSight: true, difficult: false, impassable: false });
    expect(getCard('marsh').terrain).toMatchObject({ difficult: true, blocksLineOfSight: false });
    expect(getCard('ruins').terrain?.ruins).toBeDefined();
    for (const t of ALL_CARDS.filter((c) => c.type === 'terrain')) expect(t.cost.buildings).toEqual(['any']);
  });
});

describe('pool shape', () => {
  it.each(['alliance', 'akkari'] as const)('%s has ≥2 heroes, 1 minion, ≥14 characters, ≥14 supports', (faction) => {
    const heroes = of(faction, 'hero');
    expect(heroes.length).toBeGreaterThanOrEqual(2);
    expect(of(faction, 'minion')).toHaveLength(1);
    expect(of(faction, 'character').length).toBeGreaterThanOrEqual(14);
    expect(of(faction).filter((c) => SUPPORT.has(c.type)).length).toBeGreaterThanOrEqual(14);
    const minion = of(faction, 'minion')[0];
    for (const h of heroes) {
      expect(h.minion).toBe(minion?.id);
      expect(h.stats?.relicSlots).toBeDefined();
    }
    expect(minion?.stats?.base).toBe(32);
  });

  it('has at least 12 Dogs of War characters and 8 supports', () => {
    const dow = of('dogs-of-war');
    const chars = dow.filter((c) => c.type === 'character').length;
    const sups = dow.filter((c) => SUPPORT.has(c.type)).length;
    expect(chars).toBeGreaterThanOrEqual(12);
    expect(sups).toBeGreaterThanOrEqual(8);
    expect(dow.every((c) => c.type === 'character' || SUPPORT.has(c.type))).toBe(true);
  });

  it('keeps faction buildings and terrains unique, with class buildings marked', () => {
    expect(getCard('fairy-garden')).toMatchObject({ faction: 'alliance', unique: true, building: { basic: false } });
    expect(getCard('house-of-the-moon').building?.class).toBe('house');
    expect(getCard('queens-temple')).toMatchObject({ faction: 'akkari', unique: true });
    expect(getCard('devastator-swarm').building?.class).toBe('swarm');
    expect(getCard('spinner-swarm').building?.class).toBe('swarm');
    for (const id of ['mountain-spring', 'circle-of-equals']) expect(getCard(id)).toMatchObject({ faction: 'alliance', type: 'terrain', unique: true });
    expect(getCard('spider-web-mushrooms')).toMatchObject({ faction: 'akkari', type: 'terrain', unique: true });
    for (const c of ALL_CARDS.filter((c) => c.type === 'building')) {
      expect(c.cost.prosperity).toBeGreaterThanOrEqual(2);
      expect(c.cost.prosperity).toBeLessThanOrEqual(5);
    }
  });

  it('prints every issue-3 keyword on an Alliance or Akkari creature, and deals Poison there', () => {
    const elves = ALL_CARDS.filter((c) => c.faction === 'alliance' || c.faction === 'akkari');
    const printed = new Set(elves.flatMap((c) => c.keywords.map((k) => k.kw)));
    expect(ELF_KEYWORDS.filter((id) => !printed.has(id))).toEqual([]);
    const poisons = elves.filter((c) => c.keywords.some((k) => k.kw === 'sting') || allEffects(c).some((e) => e.op === 'poison'));
    expect(poisons.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every aura a range and a grant, and every X keyword a value', () => {
    const withX: KeywordId[] = ['armour', 'expertOfAttack', 'expertOfDefense', 'masterOfAttack', 'masterOfDefense', 'cautious', 'reckless', 'shooting', 'throwing', 'magicalShot', 'magicalStrike', 'masterOfShooting', 'healer', 'ritual'];
    for (const card of ALL_CARDS) {
      for (const k of card.keywords) {
        if (k.kw === 'aura') expect([card.id, k.range !== undefined && k.grant !== undefined]).toEqual([card.id, true]);
        if (withX.includes(k.kw)) expect([card.id, k.kw, (k.x ?? 0) > 0]).toEqual([card.id, k.kw, true]);
      }
    }
  });

  it('gives every shooter, thrower and caster a Strength of at least 1', () => {
    for (const card of ALL_CARDS.filter((c) => c.keywords.some((k) => RANGED.has(k.kw)))) {
      expect([card.id, (card.stats?.strength ?? 0) >= 1]).toEqual([card.id, true]);
    }
  });

  it('has a mix of movements', () => {
    const moves = new Set(ALL_CARDS.flatMap((c) => (c.stats ? [c.stats.movement] : [])));
    expect([...moves].sort()).toEqual(['L', 'M', 'S', 'XL']);
  });

  it('pays deck-card costs with basic buildings or Any, at most 2 buildings and 3 Prosperity', () => {
    for (const card of ALL_CARDS.filter((c) => c.type === 'character' || SUPPORT.has(c.type))) {
      for (const b of card.cost.buildings) expect(`${card.id}:${b}:${DECK_BUILDINGS.has(b)}`).toBe(`${card.id}:${b}:true`);
      expect(card.cost.buildings.length).toBeLessThanOrEqual(2);
      expect(card.cost.prosperity).toBeLessThanOrEqual(3);
    }
  });

  it('points every reference at a real card of the right type', () => {
    for (const card of ALL_CARDS) {
      if (card.minion !== undefined) expect(getCard(card.minion)).toMatchObject({ type: 'minion', faction: card.faction });
      if (card.namesHero !== undefined) expect(getCard(card.namesHero)).toMatchObject({ type: 'hero', faction: card.faction });
      for (const e of allEffects(card)) {
        if ('target' in e && e.target.pick === 'chosen' && e.target.cardId !== undefined) expect(findCard(e.target.cardId)).toBeDefined();
      }
    }
  });
});

describe('named cards keep the rulebook facts (rulebook: named cards)', () => {
  it('creatures', () => {
    expect(getCard('infected-wolfen-reaper')).toMatchObject({ faction: 'alliance', type: 'character', stats: { strength: 3, health: 3 } });
    const caillion = getCard('caillion-the-captain-of-steel-blades');
    expect(caillion).toMatchObject({ faction: 'alliance', type: 'character', stats: { strength: 2, health: 2 } });
    expect(caillion.cost).toEqual({ buildings: ['arena', 'any'], prosperity: 0 });
    expect(kw(caillion, 'armour')).toBeUndefined();
    const caltael = getCard('caltael-the-sentinel-archer');
    expect(caltael.faction).toBe('alliance');
    expect(kw(caltael, 'shooting')?.x).toBe(2);
    expect(kw(caltael, 'rainOfArrows')).toBeDefined();
    const gah = getCard('gah-ar-rit-the-crusher');
    expect(gah).toMatchObject({ faction: 'dogs-of-war', type: 'character', stats: { strength: 2, health: 4 } });
    expect(kw(gah, 'armour')).toBeUndefined();
    expect(getCard('ruphus-the-young-squire').abilities).toEqual([
      { on: 'firstWord', effects: [{ op: 'addArmour', amount: 2, target: { pick: 'chosen', side: 'friendly', types: ['hero', 'character', 'minion'], cardId: 'herrick' } }] },
    ]);
    expect(getCard('herrick').keywords.some((k) => k.kw === 'armour')).toBe(false);
    expect(getCard('herrick').faction).toBe(getCard('ruphus-the-young-squire').faction);
  });

  it('relics, tactic and spells', () => {
    expect(getCard('cloak-of-spirit-medium').relic?.slot).toBe('shield');
    expect(getCard('thornvine-shield').relic?.slot).toBe('shield');
    expect(getCard('elven-blade').relic).toEqual({
      slot: 'meleeWeapon',
      multipleUses: 2,
      grants: { strength: 0, keywords: [{ kw: 'expertOfAttack', x: 2 }, { kw: 'initiative' }] },
    });
    expect(getCard('mask-of-fury-of-the-cursed').relic).toMatchObject({ slot: 'helmet', durability: 2 });
    expect(getCard('deadly-ambush').tactic).toEqual({ when: 'enemyCreatureDamaged', effects: [{ op: 'woundsEqualToDamage', target: { pick: 'triggering' } }] });
    expect(getCard('flames-of-fury').type).toBe('spell');
    expect(getCard('second-rebirth').type).toBe('spell');
  });
});
