import { BASIC_TERRAINS } from '../pool/basic';
import type { CardInput } from '../schema';

/** Quest terrain cards are never bought: placing them is free (22.7). */
const FREE = { buildings: [], prosperity: 0 };

/**
 * The quest-mode terrains (checklist 22.4–22.11). They replace the basic terrain cards in this mode and
 * are placed only by quests. A unique terrain has two sides: `-b` is side B, turned up when its quest is
 * done (22.11).
 */
export const QUEST_TERRAINS: CardInput[] = [
  {
    id: 'quest-foggy-thickets',
    name: 'Foggy Thickets',
    faction: 'neutral',
    type: 'terrain',
    cost: FREE,
    terrain: { shape: { kind: 'ellipse', rx: 55, ry: 40 }, difficult: true, blocksLineOfSight: true },
  },
  {
    // 22.6: in this mode a Forest blocks sight and gives no Defense against shooting.
    id: 'quest-forest',
    name: 'Forest',
    faction: 'neutral',
    type: 'terrain',
    cost: FREE,
    terrain: { shape: { kind: 'ellipse', rx: 60, ry: 45 }, difficult: true, blocksLineOfSight: true },
  },
  {
    id: 'quest-rocks',
    name: 'Rocks',
    faction: 'neutral',
    type: 'terrain',
    cost: FREE,
    terrain: { shape: { kind: 'ellipse', rx: 40, ry: 30 }, impassable: true, blocksLineOfSight: true },
  },
  {
    id: 'quest-ruins',
    name: 'Forgotten Ruins',
    faction: 'neutral',
    type: 'terrain',
    cost: FREE,
    // The same template and search table as the basic Ruins (rulebook: Ruins); only the name is the quest's.
    terrain: BASIC_TERRAINS.find((t) => t.id === 'ruins')!.terrain,
  },
  {
    id: 'quest-barrow',
    name: 'Old Barrow',
    faction: 'neutral',
    type: 'terrain',
    unique: true,
    cost: FREE,
    terrain: { shape: { kind: 'ellipse', rx: 50, ry: 50 }, difficult: true, blocksLineOfSight: true },
  },
  {
    id: 'quest-barrow-b',
    name: 'Old Barrow (cleansed)',
    faction: 'neutral',
    type: 'terrain',
    unique: true,
    cost: FREE,
    terrain: { shape: { kind: 'ellipse', rx: 50, ry: 50 } },
  },
  {
    id: 'quest-standing-stones',
    name: 'Standing Stones',
    faction: 'neutral',
    type: 'terrain',
    unique: true,
    cost: FREE,
    terrain: { shape: { kind: 'ellipse', rx: 45, ry: 45 }, difficult: true },
  },
  {
    id: 'quest-standing-stones-b',
    name: 'Standing Stones (awakened)',
    faction: 'neutral',
    type: 'terrain',
    unique: true,
    cost: FREE,
    terrain: { shape: { kind: 'ellipse', rx: 45, ry: 45 }, defenseAgainstShooting: true },
  },
];

/** How many templates of each quest terrain the box holds; a placement with none left is skipped (22.7, 22.15). */
export const QUEST_TERRAIN_BOX: Readonly<Record<string, number>> = {
  'quest-foggy-thickets': 3,
  'quest-forest': 2,
  'quest-rocks': 2,
  'quest-ruins': 2,
  'quest-barrow': 1,
  'quest-standing-stones': 1,
};

/** Side A → side B of the two-sided unique terrains (22.11). */
export const QUEST_TERRAIN_FLIP: Readonly<Record<string, string>> = {
  'quest-barrow': 'quest-barrow-b',
  'quest-standing-stones': 'quest-standing-stones-b',
};
