import type { CardInput } from '../schema';

const faction = 'neutral' as const;

/** Universal support cards: faction-less, open to every deck, and not Dogs of War (checklist Part F 60). */
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
];
