import { ALL_CARDS, getCard } from '../registry';
import type { KeywordId } from '../keywords';
import type { Card, RelicSlot } from '../schema';

const SUPPORT = new Set(['spell', 'relic', 'tactic']);
const SLOTS: RelicSlot[] = ['meleeWeapon', 'rangedWeapon', 'armour', 'shield', 'helmet', 'treasure'];
const of = (faction: Card['faction']) => ALL_CARDS.filter((c) => c.faction === faction);
const ids = (cards: readonly Card[]) => cards.map((c) => c.id).sort();

describe.each([
  ['vallor', 'mint'],
  ['grypharim', 'monastery'],
] as const)('%s pool', (faction, signature) => {
  const cards = of(faction);
  const heroes = cards.filter((c) => c.type === 'hero');
  const minions = cards.filter((c) => c.type === 'minion');
  const supports = cards.filter((c) => SUPPORT.has(c.type));
  const uniqueBuildings = cards.filter((c) => c.type === 'building' && c.unique && c.building?.basic === false);

  it('has two heroes with relic slots, each bringing the faction minion', () => {
    expect(heroes).toHaveLength(2);
    expect(minions).toHaveLength(1);
    for (const h of heroes) {
      expect([h.id, h.minion]).toEqual([h.id, minions[0]?.id]);
      expect(Object.values(h.stats?.relicSlots ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
    }
  });

  it('has at least 14 characters and 14 supports, with spells, tactics and relics of all six slots', () => {
    expect(cards.filter((c) => c.type === 'character').length).toBeGreaterThanOrEqual(14);
    expect(supports.length).toBeGreaterThanOrEqual(14);
    expect(supports.filter((c) => c.type === 'spell').length).toBeGreaterThanOrEqual(3);
    expect(supports.filter((c) => c.type === 'tactic').length).toBeGreaterThanOrEqual(2);
    expect([...new Set(supports.flatMap((c) => (c.relic ? [c.relic.slot] : [])))].sort()).toEqual([...SLOTS].sort());
  });

  it('has a support card naming each hero', () => {
    const named = new Set(supports.flatMap((c) => (c.namesHero ? [c.namesHero] : [])));
    expect([...named].sort()).toEqual(ids(heroes));
  });

  it(`has three unique buildings with abilities, the ${signature} among them, each named by some card's while-built text`, () => {
    expect(uniqueBuildings.length).toBeGreaterThanOrEqual(3);
    expect(ids(uniqueBuildings)).toContain(signature);
    expect(getCard(signature)).toMatchObject({ faction, type: 'building', unique: true });
    const named = new Set(cards.flatMap((c) => (c.whileBuilt ?? []).map((w) => w.building)));
    for (const b of uniqueBuildings) {
      expect([b.id, b.building?.ability !== undefined, named.has(b.id)]).toEqual([b.id, true, true]);
      expect(b.cost.prosperity).toBeGreaterThanOrEqual(2);
      expect(b.cost.prosperity).toBeLessThanOrEqual(5);
    }
    // While-built text only names a unique building of the same faction (rulebook: Card types).
    for (const w of cards.flatMap((c) => c.whileBuilt ?? [])) expect(ids(uniqueBuildings)).toContain(w.building);
  });

  it('has at least two unique terrains', () => {
    const terrains = cards.filter((c) => c.type === 'terrain' && c.unique);
    expect(terrains.length).toBeGreaterThanOrEqual(2);
    for (const t of terrains) expect(t.cost.buildings).toEqual(['any']);
  });
});

describe('keywords on the Vallor, Grypharim and Dogs of War cards', () => {
  const mine = [...of('vallor'), ...of('grypharim'), ...of('dogs-of-war')];
  const printed = (cards: readonly Card[]) => new Set(cards.flatMap((c) => c.keywords.map((k) => k.kw)));

  it('print every keyword of the brief', () => {
    const wanted: KeywordId[] = [
      'steamEngine', 'buckshot', 'contract', 'charge', 'persecution', 'berserk', 'executioner', 'sting', 'defender', 'fortitude',
      'hammerblow', 'initiative', 'veteran', 'flaw', 'minusFromAttacks', 'expertOfAttack', 'expertOfDefense', 'masterOfAttack',
      'masterOfDefense', 'cautious', 'reckless', 'stamina', 'throwing', 'quickShooter', 'recruitment', 'drill', 'control', 'howl',
      'monster', 'forged', 'resurgent', 'flight', 'shieldAgainst', 'concentration', 'exhaustion', 'armour',
    ];
    const have = printed(mine);
    expect(wanted.filter((k) => !have.has(k))).toEqual([]);
    expect(printed(of('vallor')).has('steamEngine')).toBe(true);
    expect(printed(of('grypharim')).has('flight')).toBe(true);
    expect(printed(of('dogs-of-war')).has('contract')).toBe(true);
  });

  it('give every parameterised keyword its parameters', () => {
    const withGrant: KeywordId[] = ['charge', 'executioner', 'sting', 'exhaustion', 'contract'];
    const withX: KeywordId[] = ['berserk', 'persecution', 'concentration', 'control', 'minusFromAttacks', 'masterOfMagic', 'masterOfHealing', 'masterOfRitual'];
    for (const card of mine) {
      for (const k of card.keywords) {
        if (withGrant.includes(k.kw)) expect([card.id, k.kw, k.grant !== undefined]).toEqual([card.id, k.kw, true]);
        if (withX.includes(k.kw)) expect([card.id, k.kw, (k.x ?? 0) > 0]).toEqual([card.id, k.kw, true]);
        if (k.kw === 'howl') expect([card.id, k.range !== undefined && k.affects !== undefined && k.grant !== undefined]).toEqual([card.id, true]);
        if (k.kw === 'shieldAgainst') expect([card.id, (k.against ?? []).length > 0]).toEqual([card.id, true]);
        if (k.kw === 'steamEngine') {
          expect([card.id, k.trigger !== undefined, k.faces?.shield?.selfWounds]).toEqual([card.id, true, 1]);
          expect(k.faces?.bullseye?.grant).toBeDefined();
        }
      }
    }
  });
});

describe('Dogs of War used by the scenarios keep their stats', () => {
  it('Herrick, Ruphus, Brannoc and Marta are unchanged', () => {
    expect(getCard('herrick')).toMatchObject({ stats: { strength: 3, health: 3, movement: 'M' }, keywords: [{ kw: 'veteran' }] });
    expect(getCard('brannoc-sellsword')).toMatchObject({ stats: { strength: 2, health: 3 }, keywords: [{ kw: 'stamina' }, { kw: 'masterOfAttack', x: 1 }] });
    expect(getCard('one-eyed-marta').keywords).toEqual([{ kw: 'shooting', x: 2 }, { kw: 'masterOfShooting', x: 1 }]);
    expect(getCard('gah-ar-rit-the-crusher').keywords).toEqual([{ kw: 'hammerblow' }, { kw: 'slow' }]);
  });
});
