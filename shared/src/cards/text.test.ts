import { ALL_CARDS, getCard } from './registry';
import { cardText, costText, effectClause, keywordLabel } from './text';
import { CardSchema } from './schema';
import type { Effect, EffectOp, TargetSpec } from './effects';

describe('cardText', () => {
  it('writes a character: cost, stats and keywords with values', () => {
    expect(cardText(getCard('caltael-the-sentinel-archer'))).toBe(
      ['Cost: Shooting Range + 1 Prosperity.', 'Strength 1, Health 2, Movement M, 32 mm base.', 'Shooting 2. Rain of Arrows.'].join('\n'),
    );
    expect(cardText(getCard('caillion-the-captain-of-steel-blades'))).toContain('Cost: Arena + Any.');
  });

  it('writes an aura', () => {
    expect(cardText(getCard('howling-elder'))).toContain('Aura S: your characters get +1 Strength.');
  });

  it('writes a First Word naming its card', () => {
    expect(cardText(getCard('ruphus-the-young-squire'))).toContain('First Word: put 2 Armour tokens on your Herrick.');
  });

  it('writes a spell', () => {
    expect(cardText(getCard('flames-of-fury'))).toBe('Cost: School of Magic + 2 Prosperity.\nDeal 3 damage to a chosen enemy creature.');
  });

  it('writes a relic with Multiple Uses and grants, and one with Durability', () => {
    expect(cardText(getCard('elven-blade'))).toContain('Relic: Melee weapon. Multiple Uses 2.\nYour hero gets Expert of Attack 2 and Initiative.');
    expect(cardText(getCard('mask-of-fury-of-the-cursed'))).toContain('Relic: Helmet. Durability 2.');
  });

  it('writes a tactic with its trigger', () => {
    expect(cardText(getCard('deadly-ambush'))).toContain('When an enemy creature takes damage: deal to that creature as many wounds as the damage it just took.');
    expect(cardText(getCard('thorn-snare'))).toContain('give the attacker -1 Strength until the end of the turn.');
  });

  it('writes terrain, the Ruins table and a building bonus', () => {
    expect(cardText(getCard('forest'))).toBe('Cost: Any.\nTerrain: Difficult, Defense against shooting.\nTemplate: oval 120 × 90 mm.');
    const ruins = cardText(getCard('ruins'));
    expect(ruins).toContain('Bullseye: deal 1 wound to the searcher, ignoring Armour.');
    expect(ruins).toContain('Axe: draw 1 card.');
    expect(ruins).toContain('Shield: gain 2 Prosperity.');
    expect(cardText(getCard('barracks'))).toBe(
      [
        'Build for 3 Prosperity.',
        'Basic building.',
        'Your creatures roll 1 extra die when Shooting.',
        'Activation phase, tap + 1 Prosperity: give a chosen friendly creature Initiative until the end of the turn. Beasts cannot be targeted.',
      ].join('\n'),
    );
    expect(cardText(getCard('house-of-the-moon'))).toContain('Class building (House)');
  });

  it('writes a hero: relic slots and minion, and no cost', () => {
    const text = cardText(getCard('vessira-high-weaver'));
    expect(text).toContain('Relic slots: Melee weapon, Armour, Helmet, Treasure ×2.');
    expect(text).toContain('Minion: Broodling Spider.');
    expect(text).not.toContain('Cost');
  });

  it('writes a hero-named support', () => {
    expect(cardText(getCard('oath-of-the-moon'))).toContain('Only when Aelrin, Warden of the Moon leads your squad.');
  });

  it('produces text for every card without leaking ids or undefined', () => {
    for (const card of ALL_CARDS) {
      const text = cardText(card);
      expect(text).not.toMatch(/undefined|\[object/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});

describe('text pieces', () => {
  it('has one clause for every effect op', () => {
    const t: TargetSpec = { pick: 'chosen', side: 'friendly', types: ['character'] };
    const samples: Record<EffectOp, Effect> = {
      damage: { op: 'damage', amount: 2, target: t },
      wounds: { op: 'wounds', amount: 1, target: t },
      woundsEqualToDamage: { op: 'woundsEqualToDamage', target: { pick: 'triggering' } },
      heal: { op: 'heal', amount: 2, target: t },
      addArmour: { op: 'addArmour', amount: 1, target: { pick: 'ownHero' } },
      modifyStrength: { op: 'modifyStrength', amount: -2, target: t, duration: 'endOfOpponentTurn' },
      grantKeyword: { op: 'grantKeyword', keyword: { kw: 'veteran' }, target: { pick: 'self' }, duration: 'permanent' },
      poison: { op: 'poison', target: t },
      disease: { op: 'disease', target: t },
      spendConcentration: { op: 'spendConcentration', amount: 2 },
      draw: { op: 'draw', count: 2 },
      gainProsperity: { op: 'gainProsperity', amount: 3 },
      returnCard: { op: 'returnCard', to: 'deck', target: t },
      discard: { op: 'discard', count: 1 },
      destroy: { op: 'destroy', what: 'building' },
      place: { op: 'place', within: 'M', target: t },
      move: { op: 'move', upTo: 'S', target: { pick: 'triggering' } },
      backstab: { op: 'backstab', target: { pick: 'chosen', side: 'enemy', types: ['hero', 'character', 'minion'] } },
      onlyIf: { op: 'onlyIf', condition: 'killed' },
      cancelOverlordCard: { op: 'cancelOverlordCard' },
    };
    expect(Object.values(samples).map((e) => effectClause(e))).toEqual([
      'deal 2 damage to a chosen friendly character',
      'deal 1 wound to a chosen friendly character, ignoring Armour',
      'deal to that creature as many wounds as the damage it just took',
      'remove up to 2 wounds from a chosen friendly character',
      'put 1 Armour token on your hero',
      'give a chosen friendly character -2 Strength until the end of the next enemy turn',
      'give this creature Veteran for the rest of the game',
      'give a chosen friendly character a Poison token',
      'give a chosen friendly character a Disease token',
      'spend 2 Concentration tokens of this creature; without them, nothing after this happens',
      'draw 2 cards',
      'gain 3 Prosperity',
      "shuffle a chosen friendly character back into its owner's Battle Deck",
      'an opponent discards 1 card at random, which you pick face down',
      'destroy a chosen building in an enemy City',
      'place a chosen friendly character anywhere within M of where it stands (a place, not a move)',
      'move that creature up to S in a straight line you choose',
      'each enemy creature in contact with a chosen enemy creature Backstabs it',
      'the rest happens only if that killed the creature',
      "cancel that Overlord card: it does nothing and is shuffled back into the Overlord's deck",
    ]);
  });

  it('labels keywords and costs', () => {
    expect(keywordLabel({ kw: 'minusFromAttacks', x: 1 })).toBe('-1 from attacks');
    expect(keywordLabel({ kw: 'expertOfDefense', x: 2 })).toBe('Expert of Defense 2');
    expect(keywordLabel({ kw: 'aura', range: 'M', affects: { side: 'enemy', types: ['hero', 'character', 'minion'] }, grant: { strength: -1, keywords: [{ kw: 'slow' }] } })).toBe(
      'Aura M: enemy creatures get -1 Strength and Slow',
    );
    expect(costText({ buildings: [], prosperity: 0 })).toBe('Cost: free.');
  });

  it('prints the grant of Charge, Executioner and Sting, and a Steam Engine\'s trigger and faces', () => {
    const grant = { strength: 1, keywords: [{ kw: 'initiative' as const }] };
    expect(keywordLabel({ kw: 'charge', grant })).toBe('Charge: +1 Strength and Initiative');
    expect(keywordLabel({ kw: 'executioner', grant: { strength: 0, keywords: [{ kw: 'hammerblow' }] } })).toBe('Executioner: Hammerblow');
    expect(keywordLabel({ kw: 'sting', grant: { strength: 2, keywords: [] } })).toBe('Sting: +2 Strength');
    expect(keywordLabel({ kw: 'steamEngine', trigger: 'shooting', faces: { bullseye: { grant: { strength: 0, keywords: [{ kw: 'sniper' }] } }, shield: { selfWounds: 1 } } })).toBe(
      'Steam Engine (Shooting): Bullseye: gets Sniper until the end of the turn; Axe: nothing; Shield: takes 1 wound',
    );
  });

  it('writes class buildings, class cards, while-built text and building abilities', () => {
    const house = CardSchema.parse({
      id: 'test-house', name: 'Test House', faction: 'alliance', type: 'building', unique: true,
      building: { basic: false, class: 'house', classBonus: { strength: 1, keywords: [{ kw: 'quick' }] }, ability: { tap: false, prosperity: 2, effects: [{ op: 'draw', count: 1 }] } },
    });
    expect(cardText(house)).toContain('Your House cards get +1 Strength and Quick while it stands.');
    expect(cardText(house)).toContain('Activation phase, once a turn + 2 Prosperity: draw 1 card.');
    const knight = CardSchema.parse({
      id: 'test-knight', name: 'Test Knight', faction: 'alliance', type: 'character', affiliation: 'house',
      stats: { strength: 2, health: 2, movement: 'M', base: 32 },
      whileBuilt: [{ building: 'tavern', grant: { strength: 0, keywords: [{ kw: 'veteran' }] } }],
    });
    expect(cardText(knight)).toContain('House card: it gets the bonus of your House while one stands in your City.');
    expect(cardText(knight)).toContain('While your Tavern stands: this creature gets Veteran.');
    const bolt = CardSchema.parse({
      id: 'test-bolt', name: 'Test Bolt', faction: 'alliance', type: 'spell',
      spell: { effects: [{ op: 'draw', count: 1 }] }, whileBuilt: [{ building: 'library', effects: [{ op: 'gainProsperity', amount: 1 }] }],
    });
    expect(cardText(bolt)).toContain('While your Library stands: also gain 1 Prosperity.');
  });

  it('prints Fortitude as "Stalwart" under the 2017 summary, the same keyword with another label', () => {
    const guard = CardSchema.parse({
      id: 'test-guard', name: 'Test Guard', faction: 'alliance', type: 'character', stats: { strength: 2, health: 3, movement: 'M', base: 32 },
      keywords: [{ kw: 'fortitude' }, { kw: 'aura', range: 'S', grant: { strength: 0, keywords: [{ kw: 'fortitude' }] } }],
    });
    expect(cardText(guard)).toContain('Fortitude. Aura S: all creatures get Fortitude.');
    expect(cardText(guard, 'classic2017')).toContain('Stalwart. Aura S: all creatures get Stalwart.');
    expect(cardText(guard, 'classic2017')).not.toContain('Fortitude');
    expect(keywordLabel({ kw: 'fortitude' }, 'classic2017')).toBe('Stalwart');
    expect(effectClause({ op: 'grantKeyword', keyword: { kw: 'fortitude' }, target: { pick: 'self' }, duration: 'endOfTurn' }, { self: 'this creature', triggering: 'that creature', ruleset: 'classic2017' })).toBe(
      'give this creature Stalwart until the end of the turn',
    );
  });
});
