import { STARTER_PRECON_ID, starterHeroLoadout, type QuestSide, type Seat } from '@signum/shared';
import type { ChosenDeck } from './deck-choice';
import type { MatchOptions } from './match-options';

/** A quest room's side (solo unless the options say `pvp`), or null for any other room. */
export function questSideOf(o: Pick<MatchOptions, 'mode' | 'quest'>): QuestSide | null {
  return o.mode === 'quest' ? (o.quest?.side ?? 'pve') : null;
}

/**
 * The deck a quest seat plays without choosing one: the Hero (p1) the 20-card starter deck (checklist
 * 22.26); the Overlord brings no deck of its own, its cards are the Overlord deck the engine deals (22.33).
 */
export function questDeckOf(seat: Seat): ChosenDeck | undefined {
  return seat === 'p1' ? { loadout: starterHeroLoadout(), source: STARTER_PRECON_ID } : undefined;
}

/** The refusal of a `deck` message in a quest room. */
export const QUEST_DECK_FIXED = {
  code: 'QUEST_DECK_FIXED',
  message: 'In a quest the Hero plays the starter deck and the Overlord its own cards: there is no deck to choose.',
} as const;
