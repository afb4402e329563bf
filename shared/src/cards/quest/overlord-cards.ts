import type { OverlordCardInput } from './schema';

/**
 * The Overlord's cards (checklist 22.21–22.24). `main.rage` is Multiple Rage X: the Main effects run
 * once for every X Rage spent. `extra` is free. Our own names and numbers.
 */
const pvp = (id: string, name: string, main: OverlordCardInput['main'], extra: OverlordCardInput['extra'] = []): OverlordCardInput => ({ id, name, side: 'pvp', main, extra });
const pve = (id: string, name: string, main: OverlordCardInput['main'], extra: OverlordCardInput['extra'] = []): OverlordCardInput => ({ id, name, side: 'pve', main, extra });

/** The 22-card deck of an Overlord player (22.21). */
export const OVERLORD_PVP_CARDS: OverlordCardInput[] = [
  pvp('call-the-gang', 'Call the Gang', { rage: 1, effects: [{ op: 'summon', creature: 'roadside-bandit', where: 'overlordEdge' }] }),
  pvp('call-the-gang-2', 'Call the Gang', { rage: 1, effects: [{ op: 'summon', creature: 'roadside-bandit', where: 'overlordEdge' }] }),
  pvp('highway-robbery', 'Highway Robbery', { rage: 2, effects: [{ op: 'summon', creature: 'roadside-bandit', where: 'contactHero' }] }),
  pvp('highway-robbery-2', 'Highway Robbery', { rage: 2, effects: [{ op: 'summon', creature: 'roadside-bandit', where: 'contactHero' }] }),
  pvp('crossbows-in-the-hedge', 'Crossbows in the Hedge', { rage: 2, effects: [{ op: 'summon', creature: 'bandit-crossbowman', where: 'overlordEdge' }] }),
  pvp('the-pack-gathers', 'The Pack Gathers', { rage: 1, effects: [{ op: 'summon', creature: 'grey-wolf', where: 'overlordEdge' }] }),
  pvp('the-pack-gathers-2', 'The Pack Gathers', { rage: 1, effects: [{ op: 'summon', creature: 'grey-wolf', where: 'overlordEdge' }] }),
  pvp('howl-at-dusk', 'Howl at Dusk', { rage: 2, effects: [{ op: 'empower', strength: 1 }] }, [{ op: 'summon', creature: 'grey-wolf', where: 'overlordEdge' }]),
  pvp('grave-dirt', 'Grave Dirt', { rage: 1, effects: [{ op: 'summon', creature: 'barrow-skeleton', where: 'overlordEdge' }] }),
  pvp('grave-dirt-2', 'Grave Dirt', { rage: 1, effects: [{ op: 'summon', creature: 'barrow-skeleton', where: 'overlordEdge' }] }),
  pvp('bone-armour', 'Bone Armour', { rage: 1, effects: [{ op: 'armourOverlord', amount: 1 }] }),
  pvp('the-watching-eye', 'The Watching Eye', { rage: 2, effects: [{ op: 'summon', creature: 'evil-eye', where: 'overlordEdge' }] }),
  pvp('the-watching-eye-2', 'The Watching Eye', { rage: 2, effects: [{ op: 'summon', creature: 'evil-eye', where: 'overlordEdge' }] }),
  pvp('curse-of-weariness', 'Curse of Weariness', { rage: 3, effects: [{ op: 'woundHero', amount: 1 }] }),
  pvp('dark-mending', 'Dark Mending', { rage: 1, effects: [{ op: 'healOverlord', amount: 1 }] }),
  pvp('dark-mending-2', 'Dark Mending', { rage: 1, effects: [{ op: 'healOverlord', amount: 1 }] }),
  pvp('blood-frenzy', 'Blood Frenzy', { rage: 2, effects: [{ op: 'empower', strength: 1 }] }),
  pvp('schemes-in-the-dark', 'Schemes in the Dark', { rage: 2, effects: [{ op: 'overlordDraws', count: 1 }] }),
  pvp('ambush', 'Ambush', { rage: 3, effects: [{ op: 'summon', creature: 'roadside-bandit', where: 'contactHero' }] }, [{ op: 'empower', strength: 1 }]),
  pvp('the-captain-rides', 'The Captain Rides', { effects: [{ op: 'summon', creature: 'bandit-captain', where: 'overlordEdge' }] }),
  pvp('iron-will', 'Iron Will', { rage: 2, effects: [{ op: 'armourOverlord', amount: 1 }] }, [{ op: 'healOverlord', amount: 1 }]),
  pvp('malice', 'Malice', { rage: 4, effects: [{ op: 'woundHero', amount: 1 }] }, [{ op: 'overlordDraws', count: 1 }]),
];

/** The 10-card deck the solo game draws from in the Quests Phase and at a new Rage section (22.24, 22.47). */
export const OVERLORD_PVE_CARDS: OverlordCardInput[] = [
  pve('raiders', 'Raiders', { rage: 1, effects: [{ op: 'summon', creature: 'roadside-bandit-pve', where: 'overlordEdge' }] }),
  pve('raiders-2', 'Raiders', { rage: 1, effects: [{ op: 'summon', creature: 'roadside-bandit-pve', where: 'overlordEdge' }] }),
  pve('hungry-wolves', 'Hungry Wolves', { rage: 1, effects: [{ op: 'summon', creature: 'grey-wolf-pve', where: 'overlordEdge' }] }),
  pve('restless-dead', 'Restless Dead', { rage: 1, effects: [{ op: 'summon', creature: 'barrow-skeleton-pve', where: 'overlordEdge' }] }),
  pve('wings-over-the-hills', 'Wings over the Hills', { rage: 2, effects: [{ op: 'summon', creature: 'dragon-whelp-pve', where: 'overlordEdge' }] }),
  pve('dark-mending', 'Dark Mending', { rage: 1, effects: [{ op: 'healOverlord', amount: 1 }] }, [{ op: 'empower', strength: 1 }]),
  pve('bone-armour', 'Bone Armour', { rage: 1, effects: [{ op: 'armourOverlord', amount: 1 }] }),
  pve('curse-of-weariness', 'Curse of Weariness', { rage: 2, effects: [{ op: 'woundHero', amount: 1 }] }),
  pve('waylaid', 'Waylaid', { rage: 2, effects: [{ op: 'summon', creature: 'roadside-bandit-pve', where: 'contactHero' }] }),
  pve('blood-frenzy', 'Blood Frenzy', { rage: 2, effects: [{ op: 'empower', strength: 1 }] }, [{ op: 'healOverlord', amount: 1 }]),
];
