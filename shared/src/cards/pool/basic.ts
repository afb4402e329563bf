import type { CardInput } from '../schema';

/** Terrain cards cost one building of any kind to play (checklist 8A.1). */
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

/** The nine basic buildings (checklist 2.8.3); cost.prosperity is the price to build one. */
export const BASIC_BUILDINGS: CardInput[] = [
  basicBuilding('barracks', 'Barracks', 3, {
    building: { basic: true, bonus: { attack: 'shooting', dice: 1 } },
    flavor: 'Drilled archers loose a little straighter.',
  }),
  basicBuilding('tavern', 'Tavern', 2),
  basicBuilding('school-of-magic', 'School of Magic', 4),
  basicBuilding('shooting-range', 'Shooting Range', 3),
  basicBuilding('library', 'Library', 3),
  basicBuilding('smithy', 'Smithy', 3),
  basicBuilding('arena', 'Arena', 3),
  basicBuilding('temple', 'Temple', 4),
  basicBuilding('city-hall', 'City Hall', 5),
];

/** Basic terrains: open to every faction, playable any number of times (checklist 2.9.3). */
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
