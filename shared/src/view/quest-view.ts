import type { ActiveQuest, QuestScore, QuestSide } from '../state/quest';
import type { GameState } from '../state/types';
import type { Seat } from '../state/types';

/**
 * Quest mode as a viewer may see it (docs/architecture.md §5, §10): Honour, Rage, the quests on the table
 * and done or failed, the Overlord's played cards, and only counts of the Quest deck, the Overlord's deck
 * and the Dice deck (their order is hidden from everyone). Against an Overlord player, its hand goes to
 * that seat alone; the Hero and spectators see how many cards it holds.
 */
export interface QuestView {
  side: QuestSide;
  hero: string;
  overlord: string;
  honour: number;
  rage: number;
  rageSection: number;
  active: ActiveQuest[];
  completed: string[];
  failed: string[];
  phases: number;
  questDeckCount: number;
  overlordDeckCount: number;
  overlordHandCount: number;
  /** The Overlord player's own hand; absent for everyone else. */
  overlordHand?: string[];
  overlordDiscard: string[];
  /** Overlord cards cancelled by the Hero's tactics, in order (public: each was seen played and sent back, 22.65). */
  overlordCancelled: string[];
  /** Overlord cards played this Overlord turn (public: each was seen played); it may end its turn after one (22.33). */
  overlordPlayed: number;
  diceDeckCount: number;
  terrainBox: Record<string, number>;
  score?: QuestScore;
}

/** The Overlord's hand, to the Overlord player alone (an Overlord played by the rules has no one to show it to). */
export function overlordHandFor(s: GameState, viewer: Seat | 'spectator'): { overlordHand: string[] } | undefined {
  const q = s.quest;
  const cfg = s.config.quest;
  return q && cfg && viewer === cfg.overlord && cfg.side === 'pvp' ? { overlordHand: [...q.overlordHand] } : undefined;
}

export function questView(s: GameState, viewer: Seat | 'spectator'): QuestView | undefined {
  const q = s.quest;
  const cfg = s.config.quest;
  if (!q || !cfg) return undefined;
  return {
    side: cfg.side, hero: cfg.hero, overlord: cfg.overlord, honour: q.honour, rage: q.rage, rageSection: q.rageSection,
    active: q.active.map((a) => ({ ...a, creatures: [...a.creatures], terrain: [...a.terrain] })),
    completed: [...q.completed], failed: [...q.failed], phases: q.phases,
    questDeckCount: q.questDeck.length, overlordDeckCount: q.overlordDeck.length, overlordHandCount: q.overlordHand.length,
    ...(overlordHandFor(s, viewer) ?? {}),
    overlordDiscard: [...q.overlordDiscard], overlordCancelled: [...q.overlordCancelled], overlordPlayed: q.overlordPlayed, diceDeckCount: q.diceDeck.length, terrainBox: { ...q.terrainBox },
    ...(q.score ? { score: { ...q.score } } : {}),
  };
}
