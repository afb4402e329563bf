import type { CardInput } from '../schema';

const faction = 'neutral' as const;

/** Universal support cards: faction-less, open to every deck, and not Dogs of War (docs/rules-decisions.md #60). */
export const UNIVERSAL_POOL: CardInput[] = [
  {
    id: 'withering-curse',
    name: 'Withering Curse',
    faction,
    type: 'spell',
    rarity: 'rare',
    cost: { buildings: ['school-of-magic', 'temple'], prosperity: 2 },
    spell: { effects: [{ op: 'wounds', amount: 3, target: { pick: 'chosen', side: 'enemy', types: ['character', 'minion'] } }] },
    flavor: 'No shield turns aside what grows from within.',
  },
  {
    id: 'battle-trance',
    name: 'Battle Trance',
    faction,
    type: 'spell',
    cost: { buildings: ['arena'], prosperity: 1 },
    spell: {
      effects: [
        { op: 'grantKeyword', keyword: { kw: 'masterOfAttack', x: 2 }, target: { pick: 'chosen', side: 'friendly' }, duration: 'endOfTurn' },
      ],
    },
    flavor: 'The noise of the crowd falls away; only the next blow remains.',
  },
  {
    id: 'second-rebirth',
    name: 'Second Rebirth',
    faction,
    type: 'spell',
    rarity: 'rare',
    cost: { buildings: ['temple'], prosperity: 2 },
    spell: {
      effects: [
        { op: 'heal', amount: 3, target: { pick: 'chosen', side: 'friendly', wounded: true } },
        { op: 'addArmour', amount: 1, target: { pick: 'ownHero' } },
      ],
    },
  },
  {
    id: 'mask-of-fury-of-the-cursed',
    name: 'Mask of Fury of the Cursed',
    faction,
    type: 'relic',
    rarity: 'rare',
    cost: { buildings: ['smithy'], prosperity: 1 },
    relic: { slot: 'helmet', durability: 2, grants: { strength: 1, keywords: [{ kw: 'reckless', x: 1 }] } },
  },
  {
    id: 'healing-draught',
    name: 'Healing Draught',
    faction,
    type: 'spell',
    cost: { buildings: ['any'] },
    spell: { effects: [{ op: 'heal', amount: 1, target: { pick: 'chosen', side: 'friendly', wounded: true } }] },
  },
  {
    id: 'runestone-of-warding',
    name: 'Runestone of Warding',
    faction,
    type: 'relic',
    cost: { buildings: ['library'] },
    relic: { slot: 'treasure', grants: { strength: 0, keywords: [{ kw: 'masterOfDefense', x: 1 }] } },
  },
  {
    id: 'sudden-gust',
    name: 'Sudden Gust',
    faction,
    type: 'tactic',
    cost: { buildings: ['any'] },
    tactic: {
      when: 'enemyDeclaresRanged',
      effects: [{ op: 'addArmour', amount: 1, target: { pick: 'chosen', side: 'friendly' } }],
    },
  },
  {
    id: 'ironbark-plate',
    name: 'Ironbark Plate',
    faction,
    type: 'relic',
    rarity: 'rare',
    cost: { buildings: ['smithy'], prosperity: 2 },
    relic: { slot: 'armour', grants: { strength: 0, keywords: [{ kw: 'minusFromAttacks', x: 1 }] } },
    flavor: 'Grown, not forged; it bends where steel would split.',
  },
  {
    id: 'tower-shield',
    name: 'Tower Shield',
    faction,
    type: 'relic',
    cost: { buildings: ['smithy'], prosperity: 1 },
    relic: { slot: 'shield', durability: 2, grants: { strength: 0, keywords: [{ kw: 'defender' }] } },
  },
  {
    id: 'hunters-shortbow',
    name: "Hunter's Shortbow",
    faction,
    type: 'relic',
    cost: { buildings: ['shooting-range'] },
    relic: { slot: 'rangedWeapon', grants: { strength: 0, keywords: [{ kw: 'shooting', x: 1 }, { kw: 'quickShooter' }] } },
  },
  {
    id: 'wayfinders-compass',
    name: "Wayfinder's Compass",
    faction,
    type: 'relic',
    cost: { buildings: ['library'], prosperity: 1 },
    relic: { slot: 'treasure', grants: { strength: 0, keywords: [{ kw: 'pathfinder' }] } },
  },
  {
    id: 'blood-frenzy',
    name: 'Blood Frenzy',
    faction,
    type: 'spell',
    cost: { buildings: ['arena'] },
    spell: {
      effects: [{ op: 'grantKeyword', keyword: { kw: 'berserk', x: 2 }, target: { pick: 'chosen', side: 'friendly', types: ['character'] }, duration: 'endOfTurn' }],
    },
  },
  {
    id: 'sanctuary-ward',
    name: 'Sanctuary Ward',
    faction,
    type: 'spell',
    cost: { buildings: ['temple'], prosperity: 1 },
    spell: {
      effects: [
        {
          op: 'grantKeyword',
          keyword: { kw: 'shieldAgainst', against: ['shooting', 'throwing'] },
          target: { pick: 'chosen', side: 'friendly', types: ['character'] },
          duration: 'endOfOpponentTurn',
        },
      ],
    },
  },
  {
    id: 'press-the-advantage',
    name: 'Press the Advantage',
    faction,
    type: 'tactic',
    cost: { buildings: ['any'], prosperity: 1 },
    tactic: { when: 'enemyCreatureDamaged', effects: [{ op: 'damage', amount: 1, target: { pick: 'triggering' } }] },
  },
];
