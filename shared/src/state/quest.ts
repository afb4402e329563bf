import type { Seat } from '../protocol/seat';
import type { OverlordKind } from '../cards/quest/schema';

/** Solo (the engine plays the Overlord) or against an Overlord player (checklist 22.1). */
export type QuestSide = 'pvp' | 'pve';

/** A creature-limit group: at most `max` Overlord creatures of these kinds on the field at once (22.28, 22.40). */
export interface CreatureLimit {
  kinds: OverlordKind[];
  max: number;
}

/** The fixed facts of a quest game, in `GameConfig.quest` (docs/architecture.md §10). */
export interface QuestConfig {
  side: QuestSide;
  hero: Seat;
  overlord: Seat;
  /** The recommended limits by default; "you can freely increase or decrease that limit" (22.28). */
  limits: CreatureLimit[];
}

/** The rulebook's recommended creature limits; a kind in no group has none (docs/rules-decisions.md #136). */
export const QUEST_LIMITS: Readonly<Record<QuestSide, CreatureLimit[]>> = {
  pvp: [{ kinds: ['bandit', 'wolf'], max: 6 }, { kinds: ['skeleton', 'evilEye'], max: 6 }],
  pve: [{ kinds: ['bandit', 'wolf'], max: 8 }, { kinds: ['skeleton', 'dragonWhelp'], max: 8 }],
};

/** A quest on the table, with what it placed (for its goal, failure and the end of its abilities). */
export interface ActiveQuest {
  id: string;
  /** The Quests Phase number it was drawn in. */
  drawnAt: number;
  /** Overlord creatures it placed (slay goals, its abilities). */
  creatures: string[];
  /** Terrain pieces it placed. */
  terrain: string[];
  /** The creature it gave the Hero in chains (escort goals, 22.17). */
  chained?: string;
  /** Hold goals: Quests Phases in a row the terrain has been held. */
  held: number;
}

/** The score at the end (checklist 22.35–22.36, docs/rules-decisions.md #75d: rounded down). */
export interface QuestScore {
  honour: number;
  prosperityBonus: number;
  woundPenalty: number;
  failedPenalty: number;
  total: number;
  heroAlive: boolean;
}

/**
 * Everything quest mode adds to a game, in `GameState.quest`. Hidden from the Hero (and spectators):
 * the order of the Quest deck, of the Overlord's deck and of the Dice deck, and, against an Overlord
 * player, the Overlord's hand (`view/quest-view.ts`).
 */
export interface QuestState {
  honour: number;
  /** This turn's Rage Points; they never carry over (22.3). */
  rage: number;
  /** The Rage track section reached so far (PvE: a new section plays an Overlord card, 22.47). */
  rageSection: number;
  /** Quest ids, top first. */
  questDeck: string[];
  active: ActiveQuest[];
  completed: string[];
  failed: string[];
  /** Quests Phases held so far. */
  phases: number;
  /** Overlord card ids, top first; the hand is used only against an Overlord player. */
  overlordDeck: string[];
  overlordHand: string[];
  overlordDiscard: string[];
  /** Overlord cards a Hero's tactic cancelled, in order; each went back into the deck (public: all saw it, 22.65). */
  overlordCancelled: string[];
  /** Cards of this Overlord turn played so far (PvP: at least one a turn, 22.33). */
  overlordPlayed: number;
  /** Dice cards by index into the Dice deck, top first, and the used ones (reshuffled when empty). */
  diceDeck: number[];
  diceUsed: number[];
  /** Quest terrain templates left in the box (22.7). */
  terrainBox: Record<string, number>;
  /** Overlord creatures on the field worth Honour when they die, by creature id (22.35). */
  bounties: Record<string, number>;
  /** Set when the game is over. */
  score?: QuestScore;
}
