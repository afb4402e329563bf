import { ALL_CARDS, getCard } from '../registry';
import { RelicSlotSchema, type Card } from '../schema';
import { cardText } from '../text';

/**
 * Issue 3's shape of the two elf factions' pools (Alliance of the Unicorn, Akkari) and the universal
 * supports: every relic slot, spells and tactics, a hero-named card, class cards and their class
 * buildings (rulebook: Card types), unique buildings and terrains named by the rulebook (rulebook: named cards).
 */

const SUPPORT = new Set(['spell', 'relic', 'tactic']);
const of = (faction: Card['faction']) => ALL_CARDS.filter((c) => c.faction === faction);

const FACTIONS = [
  { faction: 'alliance', klass: 'house', buildings: ['fairy-garden'], terrains: ['mountain-spring', 'circle-of-equals'] },
  { faction: 'akkari', klass: 'swarm', buildings: ['queens-temple', 'devastator-swarm', 'spinner-swarm'], terrains: ['spider-web-mushrooms'] },
] as const;

describe.each(FACTIONS)('$faction pool', ({ faction, klass, buildings, terrains }) => {
  const cards = of(faction);
  const heroes = cards.filter((c) => c.type === 'hero');
  const supports = cards.filter((c) => SUPPORT.has(c.type));

  it('has relics of all six slot types, each one carried by at least one of its heroes', () => {
    const relics = supports.filter((c) => c.type === 'relic');
    const slots = new Set(relics.map((r) => r.relic!.slot));
    expect([...slots].sort()).toEqual([...RelicSlotSchema.options].sort());
    for (const slot of slots) {
      const carriers = heroes.filter((h) => (h.stats?.relicSlots?.[slot] ?? 0) > 0).map((h) => h.id);
      expect([slot, carriers.length > 0]).toEqual([slot, true]);
    }
  });

  it('has at least three spells, three tactics and a card naming one of its heroes', () => {
    expect(supports.filter((c) => c.type === 'spell').length).toBeGreaterThanOrEqual(3);
    expect(supports.filter((c) => c.type === 'tactic').length).toBeGreaterThanOrEqual(3);
    const named = supports.filter((c) => c.namesHero !== undefined);
    expect(named.length).toBeGreaterThanOrEqual(1);
    for (const c of named) expect(heroes.map((h) => h.id)).toContain(c.namesHero);
  });

  it(`has ≥3 unique buildings, class buildings of class ${klass} with a bonus, and several ${klass} cards`, () => {
    const unique = cards.filter((c) => c.type === 'building' && c.unique);
    expect(unique.length).toBeGreaterThanOrEqual(3);
    for (const id of buildings) expect(unique.map((c) => c.id)).toContain(id);
    const classBuildings = unique.filter((c) => c.building?.class !== undefined);
    expect(classBuildings.length).toBeGreaterThanOrEqual(2);
    for (const b of classBuildings) {
      expect(b.building?.class).toBe(klass);
      const bonus = b.building?.classBonus;
      expect([b.id, bonus !== undefined && (bonus.strength !== 0 || bonus.keywords.length > 0)]).toEqual([b.id, true]);
    }
    const classCards = cards.filter((c) => c.affiliation !== undefined);
    expect(classCards.length).toBeGreaterThanOrEqual(4);
    for (const c of classCards) expect([c.id, c.type, c.affiliation]).toEqual([c.id, 'character', klass]);
  });

  it('gives its non-class unique buildings an ability of their own', () => {
    for (const b of cards.filter((c) => c.type === 'building' && c.unique && !c.building?.class)) {
      expect([b.id, b.building?.ability !== undefined]).toEqual([b.id, true]);
    }
  });

  it('has ≥2 unique terrains, the named ones included, each with a real effect', () => {
    const unique = cards.filter((c) => c.type === 'terrain' && c.unique);
    expect(unique.length).toBeGreaterThanOrEqual(2);
    for (const id of terrains) expect(unique.map((c) => c.id)).toContain(id);
    for (const t of unique) {
      const x = t.terrain!;
      expect([t.id, x.difficult || x.impassable || x.blocksLineOfSight || x.defenseAgainstShooting || x.ruins !== undefined]).toEqual([t.id, true]);
    }
  });

  it('ties every "while built" text to a unique building of its own faction', () => {
    const withText = cards.filter((c) => c.whileBuilt !== undefined);
    expect(withText.length).toBeGreaterThanOrEqual(2);
    for (const c of withText) {
      for (const w of c.whileBuilt!) {
        expect(getCard(w.building)).toMatchObject({ type: 'building', unique: true, faction });
        expect([c.id, w.grant !== undefined || (w.effects?.length ?? 0) > 0]).toEqual([c.id, true]);
      }
    }
  });
});

describe('rulebook names (rulebook: named cards)', () => {
  it('keeps the Infected Mushroom: on elimination a chosen enemy creature gets Poison', () => {
    expect(getCard('infected-mushroom')).toMatchObject({
      type: 'character',
      abilities: [{ on: 'lastWord', effects: [{ op: 'poison', target: { pick: 'chosen', side: 'enemy' } }] }],
    });
  });
});

describe('universal supports', () => {
  it('are a dozen or more faction-less support cards of every support type', () => {
    const universal = of('neutral').filter((c) => SUPPORT.has(c.type));
    expect(universal.length).toBeGreaterThanOrEqual(12);
    expect(new Set(universal.map((c) => c.type))).toEqual(new Set(['spell', 'relic', 'tactic']));
    expect(of('neutral').filter((c) => c.type === 'character' || c.type === 'hero')).toEqual([]);
  });
});

describe('card text', () => {
  it('prints every elf and universal card without gaps', () => {
    for (const c of ALL_CARDS.filter((x) => x.faction === 'alliance' || x.faction === 'akkari' || x.faction === 'neutral')) {
      const text = cardText(c);
      expect([c.id, /undefined|NaN|\[object/.test(text)]).toEqual([c.id, false]);
    }
    expect(cardText(getCard('house-of-the-moon'))).toContain('Regeneration 1');
    expect(cardText(getCard('glimmerwing-sprite'))).toContain('Fairy Garden');
  });

  it('prints the text of Howl, Shield against and the keywords that carry a bonus', () => {
    expect(cardText(getCard('wolfen-howler'))).toContain('Howl M: your characters and minions get +1 Strength until the end of the turn.');
    expect(cardText(getCard('ellaria-voice-of-the-council'))).toContain('Shield against spells.');
    expect(cardText(getCard('caedric-huntmaster-of-the-thorn'))).toContain('Executioner: +1 Strength and Master of Attack 1.');
    expect(cardText(getCard('wolfen-bloodfang'))).toContain('Exhaustion: +1 Strength.');
    expect(cardText(getCard('ithrae-eye-of-the-queen'))).toContain('Sting: Master of Shooting 1.');
    expect(cardText(getCard('sanctuary-ward'))).toContain('Shield against Shooting and Throwing until the end of the next enemy turn');
    expect(cardText(getCard('paralysing-venom'))).toContain('Give the same creature -1 Strength until the end of the next enemy turn.');
  });
});
