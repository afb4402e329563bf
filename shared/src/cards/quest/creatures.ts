import type { OverlordCreatureInput } from './schema';

/**
 * The Overlord's creatures (checklist 22.12): each has a PvP face in the classic rules and a PvE face
 * with the script an NPC follows in the solo game. Numbers and names are ours.
 */
export const OVERLORD_CREATURES: OverlordCreatureInput[] = [
  {
    id: 'roadside-bandit',
    name: 'Roadside Bandit',
    kind: 'bandit',
    honour: 1,
    pvp: { stats: { strength: 2, health: 2, movement: 'M', base: 32 }, keywords: [] },
    pve: { stats: { strength: 2, health: 2, movement: 'M', base: 32 }, keywords: [], script: { kind: 'hunt', target: 'hero' } },
  },
  {
    id: 'bandit-crossbowman',
    name: 'Bandit Crossbowman',
    kind: 'bandit',
    honour: 1,
    pvp: { stats: { strength: 1, health: 2, movement: 'M', base: 32 }, keywords: [{ kw: 'shooting', x: 2 }] },
    pve: { stats: { strength: 2, health: 2, movement: 'M', base: 32 }, keywords: [], script: { kind: 'hunt', target: 'weakest' } },
  },
  {
    id: 'bandit-captain',
    name: 'Bandit Captain',
    kind: 'bandit',
    unique: true,
    honour: 3,
    pvp: { stats: { strength: 4, health: 4, movement: 'M', base: 50 }, keywords: [{ kw: 'veteran' }] },
    pve: { stats: { strength: 4, health: 4, movement: 'M', base: 50 }, keywords: [], script: { kind: 'hunt', target: 'hero' } },
  },
  {
    id: 'grey-wolf',
    name: 'Grey Wolf',
    kind: 'wolf',
    pvp: { stats: { strength: 2, health: 1, movement: 'L', base: 32 }, keywords: [{ kw: 'beast' }] },
    pve: { stats: { strength: 2, health: 1, movement: 'L', base: 32 }, keywords: [{ kw: 'beast' }], script: { kind: 'hunt', target: 'nearest' } },
  },
  {
    id: 'barrow-skeleton',
    name: 'Barrow Skeleton',
    kind: 'skeleton',
    pvp: { stats: { strength: 2, health: 2, movement: 'S', base: 32 }, keywords: [{ kw: 'armour', x: 1 }] },
    pve: { stats: { strength: 2, health: 2, movement: 'S', base: 32 }, keywords: [{ kw: 'armour', x: 1 }], script: { kind: 'guard', terrain: 'quest-barrow', reach: 'L' } },
  },
  {
    id: 'evil-eye',
    name: 'Evil Eye',
    kind: 'evilEye',
    pvp: { stats: { strength: 1, health: 2, movement: 'S', base: 32 }, keywords: [{ kw: 'magicalShot', x: 2 }, { kw: 'flight' }] },
    pve: { stats: { strength: 2, health: 2, movement: 'S', base: 32 }, keywords: [{ kw: 'flight' }], script: { kind: 'guard', terrain: 'quest-rocks', reach: 'S' } },
  },
  {
    id: 'dragon-whelp',
    name: 'Dragon Whelp',
    kind: 'dragonWhelp',
    honour: 2,
    pvp: { stats: { strength: 3, health: 3, movement: 'L', base: 50 }, keywords: [{ kw: 'flight' }] },
    pve: { stats: { strength: 3, health: 3, movement: 'L', base: 50 }, keywords: [{ kw: 'flight' }], script: { kind: 'hunt', target: 'weakest' } },
  },
  {
    id: 'lost-pilgrim',
    name: 'Lost Pilgrim',
    kind: 'companion',
    honour: 0,
    pvp: { stats: { strength: 1, health: 2, movement: 'M', base: 32 }, keywords: [] },
    pve: { stats: { strength: 1, health: 2, movement: 'M', base: 32 }, keywords: [], script: { kind: 'hunt', target: 'nearest' } },
  },
];
