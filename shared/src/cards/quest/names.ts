import { OVERLORD_PVE_CARDS, OVERLORD_PVP_CARDS } from './overlord-cards';
import { QUESTS } from './quests';

/** A quest's name by id, for text; undefined for an unknown id (a log from other content). */
export function findQuest(id: string): { name: string } | undefined {
  return QUESTS.find((q) => q.id === id);
}

/** An Overlord card's printed name, or its id when unknown. */
export function findOverlordCardName(side: 'pvp' | 'pve', id: string): string {
  return (side === 'pvp' ? OVERLORD_PVP_CARDS : OVERLORD_PVE_CARDS).find((c) => c.id === id)?.name ?? id;
}
