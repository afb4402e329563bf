import type { CardInput } from '../schema';

const faction = 'dogs-of-war' as const;

/** Dogs of War: mercenaries any hero may hire, within the half-deck limits (checklist 3.4). */
export const DOGS_OF_WAR_POOL: CardInput[] = [
  // ── characters ───────────────────────────────────────────────────────────────────────
  {
    id: 'gah-ar-rit-the-crusher',
    name: 'Gah-Ar-Rit the Crusher',
    faction,
    type: 'character',
    rarity: 'rare',
    cost: { buildings: ['arena'], prosperity: 2 },
    stats: { strength: 2, health: 4, movement: 'M', base: 50 },
    keywords: [{ kw: 'hammerblow' }, { kw: 'slow' }],
    flavor: 'Paid by the skull, and he counts badly.',
  },
  {
    id: 'ruphus-the-young-squire',
    name: 'Ruphus, the Young Squire',
    faction,
    type: 'character',
    cost: { buildings: ['any'] },
    stats: { strength: 1, health: 2, movement: 'M', base: 32 },
    keywords: [{ kw: 'agile' }],
    abilities: [{ on: 'firstWord', effects: [{ op: 'addArmour', amount: 2, target: { pick: 'chosen', side: 'friendly', cardId: 'herrick' } }] }],
  },
  {
    id: 'herrick',
    name: 'Herrick',
    faction,
    type: 'character',
    rarity: 'rare',
    cost: { buildings: ['arena'], prosperity: 2 },
    stats: { strength: 3, health: 3, movement: 'M', base: 32 },
    keywords: [{ kw: 'veteran' }],
  },
  {
    id: 'brannoc-sellsword',
    name: 'Brannoc Sellsword',
    faction,
    type: 'character',
    cost: { buildings: ['tavern'], prosperity: 1 },
    stats: { strength: 2, health: 3, movement: 'M', base: 32 },
    keywords: [{ kw: 'stamina' }, { kw: 'masterOfAttack', x: 1 }],
  },
  {
    id: 'one-eyed-marta',
    name: 'One-Eyed Marta',
    faction,
    type: 'character',
    cost: { buildings: ['shooting-range'], prosperity: 1 },
    stats: { strength: 1, health: 2, movement: 'M', base: 32 },
    keywords: [{ kw: 'shooting', x: 2 }, { kw: 'masterOfShooting', x: 1 }],
  },
  {
    id: 'oswin-the-hedge-wizard',
    name: 'Oswin, the Hedge Wizard',
    faction,
    type: 'character',
    cost: { buildings: ['school-of-magic'], prosperity: 1 },
    stats: { strength: 1, health: 2, movement: 'S', base: 32 },
    keywords: [{ kw: 'magicalShot', x: 1 }, { kw: 'healer', x: 1 }],
    abilities: [{ on: 'lastWord', effects: [{ op: 'draw', count: 1 }] }],
  },

  // ── supports ─────────────────────────────────────────────────────────────────────────
  {
    id: 'sellswords-whetstone',
    name: "Sellsword's Whetstone",
    faction,
    type: 'relic',
    cost: { buildings: ['smithy'] },
    relic: { slot: 'treasure', multipleUses: 2, grants: { strength: 1, keywords: [] } },
  },
  {
    id: 'dirty-trick',
    name: 'Dirty Trick',
    faction,
    type: 'tactic',
    cost: { buildings: ['any'] },
    tactic: { when: 'enemyDeclaresMelee', effects: [{ op: 'damage', amount: 1, target: { pick: 'triggering' } }] },
  },
  {
    id: 'field-dressing',
    name: 'Field Dressing',
    faction,
    type: 'spell',
    cost: { buildings: ['tavern'] },
    spell: { effects: [{ op: 'heal', amount: 2, target: { pick: 'chosen', side: 'friendly', types: ['character', 'minion'], wounded: true } }] },
  },
  {
    id: 'spoils-of-war',
    name: 'Spoils of War',
    faction,
    type: 'spell',
    cost: { buildings: ['city-hall'] },
    spell: { effects: [{ op: 'gainProsperity', amount: 2 }] },
  },
];
