import type { CardInput } from '../schema';

/** Terrain cards cost one building of any kind to play (rulebook: Terrain). */
const TERRAIN_COST = { buildings: ['any'] };

const basicBuilding = (id: string, name: string, prosperity: number, extra: Partial<CardInput> = {}): CardInput => ({
  id,
  name,
  faction: 'neutral',
  type: 'building',
  cost: { prosperity },
  building: { basic: true },
  ...extra,
});

/** A friendly creature chosen when the building is used. */
const FRIEND = { pick: 'chosen', side: 'friendly' } as const;

/**
 * The nine basic buildings (rulebook: Card types); cost.prosperity is the price to build one. Each has
 * its own ability, used in the Creature Activation phase by tapping it (rulebook: Card types, docs/rules-decisions.md #65).
 */
export const BASIC_BUILDINGS: CardInput[] = [
  basicBuilding('barracks', 'Barracks', 3, {
    building: {
      basic: true,
      bonus: { attack: 'shooting', dice: 1 },
      ability: { tap: true, prosperity: 1, target: 'creature', effects: [{ op: 'grantKeyword', keyword: { kw: 'initiative' }, target: FRIEND, duration: 'endOfTurn' }] },
    },
    flavor: 'Drilled archers loose a little straighter, and drilled spearmen strike first.',
  }),
  basicBuilding('tavern', 'Tavern', 2, {
    building: {
      basic: true,
      ability: { tap: true, prosperity: 1, target: 'creature', effects: [{ op: 'grantKeyword', keyword: { kw: 'quick' }, target: { ...FRIEND, types: ['character'] }, duration: 'endOfTurn' }] },
    },
    flavor: 'One round on the house, and they run all the way to the fight.',
  }),
  basicBuilding('school-of-magic', 'School of Magic', 4, {
    building: {
      basic: true,
      ability: { tap: true, target: 'creature', effects: [{ op: 'grantKeyword', keyword: { kw: 'masterOfMagic', x: 1 }, target: FRIEND, duration: 'endOfTurn' }] },
    },
    flavor: 'Apprentices chant; somewhere far off a spell finds its mark.',
  }),
  basicBuilding('shooting-range', 'Shooting Range', 3, {
    building: {
      basic: true,
      ability: { tap: true, target: 'creature', effects: [{ op: 'grantKeyword', keyword: { kw: 'masterOfShooting', x: 1 }, target: FRIEND, duration: 'endOfTurn' }] },
    },
    flavor: 'Practice on straw, prove it on the field.',
  }),
  basicBuilding('library', 'Library', 3, {
    building: { basic: true, ability: { tap: true, prosperity: 1, effects: [{ op: 'draw', count: 1 }] } },
    flavor: 'Old maps and older plans.',
  }),
  basicBuilding('smithy', 'Smithy', 3, {
    building: { basic: true, ability: { tap: true, prosperity: 1, target: 'creature', effects: [{ op: 'grantKeyword', keyword: { kw: 'hammerblow' }, target: FRIEND, duration: 'endOfTurn' }] } },
    flavor: 'A rivet here, a plate there.',
  }),
  basicBuilding('arena', 'Arena', 3, {
    building: {
      basic: true,
      ability: { tap: true, target: 'creature', effects: [{ op: 'modifyStrength', amount: 1, target: FRIEND, duration: 'endOfTurn' }] },
    },
    flavor: 'The crowd roars, and the champion rises to it.',
  }),
  basicBuilding('temple', 'Temple', 4, {
    building: {
      basic: true,
      ability: { tap: true, prosperity: 1, target: 'creature', effects: [{ op: 'heal', amount: 1, target: { ...FRIEND, wounded: true } }] },
    },
    flavor: 'Prayers mend what bandages cannot.',
  }),
  basicBuilding('city-hall', 'City Hall', 5, {
    building: { basic: true, ability: { tap: true, effects: [{ op: 'gainProsperity', amount: 1 }] } },
    flavor: 'Taxes, tolls and tariffs.',
  }),
];

/** Basic terrains: open to every faction, playable any number of times (rulebook: Card types). */
export const BASIC_TERRAINS: CardInput[] = [
  {
    id: 'forest',
    name: 'Forest',
    faction: 'neutral',
    type: 'terrain',
    cost: TERRAIN_COST,
    terrain: { shape: { kind: 'ellipse', rx: 60, ry: 45 }, difficult: true, defenseAgainstShooting: true },
  },
  {
    id: 'rocks',
    name: 'Rocks',
    faction: 'neutral',
    type: 'terrain',
    cost: TERRAIN_COST,
    terrain: { shape: { kind: 'ellipse', rx: 40, ry: 30 }, impassable: true, blocksLineOfSight: true },
  },
  {
    id: 'ruins',
    name: 'Ruins',
    faction: 'neutral',
    type: 'terrain',
    cost: TERRAIN_COST,
    terrain: {
      shape: { kind: 'rectangle', w: 70, h: 50 },
      ruins: {
        bullseye: { effects: [{ op: 'wounds', amount: 1, target: { pick: 'self' } }] },
        axe: { effects: [{ op: 'draw', count: 1 }] },
        shield: { effects: [{ op: 'gainProsperity', amount: 2 }] },
      },
    },
    flavor: 'Old stones keep old secrets, and old traps.',
  },
  {
    id: 'hill',
    name: 'Hill',
    faction: 'neutral',
    type: 'terrain',
    cost: TERRAIN_COST,
    terrain: { shape: { kind: 'ellipse', rx: 70, ry: 50 }, blocksLineOfSight: true },
  },
  {
    id: 'marsh',
    name: 'Marsh',
    faction: 'neutral',
    type: 'terrain',
    cost: TERRAIN_COST,
    terrain: { shape: { kind: 'ellipse', rx: 55, ry: 40 }, difficult: true },
  },
];

/** Every neutral building and terrain card. */
export const BASIC_POOL: CardInput[] = [...BASIC_BUILDINGS, ...BASIC_TERRAINS];
