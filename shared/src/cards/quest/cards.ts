import type { CardInput } from '../schema';
import { OVERLORD_CREATURES } from './creatures';
import { QUEST_TERRAINS } from './terrains';
import { QUEST_HERO_TACTICS } from './hero-tactics';

const NPC_KEYWORDS = [{ kw: 'fortitude' as const }, { kw: 'stamina' as const }];

/** The card id of an Overlord creature's PvE face (its PvP face keeps the plain id). */
export const pveCardId = (id: string): string => `${id}-pve`;

/**
 * The quest mode's cards as ordinary card data, so that creatures on the field and terrain templates
 * have stats, keywords and shapes like any other (docs/architecture.md §10). They are not in the card
 * pool: no deck may hold them; the registry finds them by id only.
 */
export const QUEST_CARD_INPUTS: readonly CardInput[] = [
  ...OVERLORD_CREATURES.flatMap((c): CardInput[] => [
    { id: c.id, name: c.name, faction: 'neutral', type: 'character', stats: c.pvp.stats, keywords: c.pvp.keywords ?? [] },
    // Every NPC has Fortitude and Stamina (checklist 22.57).
    { id: pveCardId(c.id), name: c.name, faction: 'neutral', type: 'character', stats: c.pve.stats, keywords: [...(c.pve.keywords ?? []), ...NPC_KEYWORDS] },
  ]),
  ...QUEST_TERRAINS,
  ...QUEST_HERO_TACTICS,
];
