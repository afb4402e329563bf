import { z } from 'zod';
import { DiceCardSchema, OverlordCardSchema, OverlordCreatureSchema, QuestSchema, type DiceCard, type OverlordCard, type OverlordCreature, type Quest } from './schema';
import { OVERLORD_CREATURES } from './creatures';
import { QUESTS } from './quests';
import { OVERLORD_PVE_CARDS, OVERLORD_PVP_CARDS } from './overlord-cards';
import { DICE_DECK } from './dice-deck';

export * from './schema';
export { pveCardId } from './cards';
export { RAGE_TRACK } from './rage-track';
export { QUEST_TERRAIN_BOX, QUEST_TERRAIN_FLIP } from './terrains';
export { starterHeroLoadout, STARTER_PRECON_ID } from './starter-deck';

/** Parse a list with its schema, naming the bad entry: quest content fails loudly at load, like the card pool. */
function parseAll<T>(what: string, schema: z.ZodType<T>, inputs: readonly unknown[]): T[] {
  return inputs.map((input, i) => {
    const r = schema.safeParse(input);
    if (!r.success) {
      const id = (input as { id?: string }).id ?? `#${i}`;
      throw new Error(`${what} "${id}" is invalid: ${r.error.issues.map((x) => `${x.path.join('.') || '(entry)'}: ${x.message}`).join('; ')}`);
    }
    return r.data;
  });
}

export const QUEST_LIST: readonly Quest[] = Object.freeze(parseAll('quest', QuestSchema, QUESTS));
export const OVERLORD_CREATURE_LIST: readonly OverlordCreature[] = Object.freeze(parseAll('Overlord creature', OverlordCreatureSchema, OVERLORD_CREATURES));
export const OVERLORD_PVP_DECK: readonly OverlordCard[] = Object.freeze(parseAll('Overlord card', OverlordCardSchema, OVERLORD_PVP_CARDS));
export const OVERLORD_PVE_DECK: readonly OverlordCard[] = Object.freeze(parseAll('Overlord card', OverlordCardSchema, OVERLORD_PVE_CARDS));
export const DICE_CARDS: readonly DiceCard[] = Object.freeze(parseAll('Dice card', DiceCardSchema, DICE_DECK));

const QUEST_BY_ID = new Map(QUEST_LIST.map((q) => [q.id, q]));
const OVERLORD_CARD_BY_ID = new Map([...OVERLORD_PVP_DECK, ...OVERLORD_PVE_DECK].map((c) => [`${c.side}:${c.id}`, c]));

export function getQuest(id: string): Quest {
  const q = QUEST_BY_ID.get(id);
  if (!q) throw new Error(`unknown quest "${id}"`);
  return q;
}

export function getOverlordCard(side: 'pvp' | 'pve', id: string): OverlordCard {
  const c = OVERLORD_CARD_BY_ID.get(`${side}:${id}`);
  if (!c) throw new Error(`unknown ${side} Overlord card "${id}"`);
  return c;
}

/** The Overlord creature behind a card id, either face (`grey-wolf` or `grey-wolf-pve`). */
export function overlordCreatureOf(cardId: string): OverlordCreature | undefined {
  return OVERLORD_CREATURE_LIST.find((c) => c.id === cardId || `${c.id}-pve` === cardId);
}
