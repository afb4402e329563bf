import type { Vec } from '../geometry';
import type { Face } from '../random';

/**
 * Quest mode's events (docs/architecture.md §10): everything the Quests Phase, the Overlord's cards and
 * the solo game's NPCs do, in the order it happens. `npc` carries a plain sentence for each NPC step.
 */
export type QuestEvent =
  | { e: 'questsPhase'; phase: number }
  | { e: 'questDrawn'; quest: string }
  | { e: 'questPlaced'; quest: string; card: string; id: string; at: Vec; what: 'terrain' | 'overlord' | 'chained' }
  | { e: 'questPlacementSkipped'; quest: string; card: string; why: 'boxEmpty' | 'creatureLimit' | 'noRoom' }
  | { e: 'questCompleted'; quest: string; honour: number; prosperity: number }
  | { e: 'questFailed'; quest: string; penalty: number }
  | { e: 'terrainFlipped'; terrain: string; card: string }
  | { e: 'honour'; delta: number; total: number; why: string }
  | { e: 'rage'; rage: number; section: number }
  | { e: 'overlordCardPlayed'; card: string; side: 'pvp' | 'pve'; rageSpent: number; times: number }
  /** A Hero's tactic cancelled the card just played (22.65): it did nothing and was shuffled back into the deck. */
  | { e: 'overlordCardCancelled'; card: string; side: 'pvp' | 'pve'; deckLeft: number }
  | { e: 'overlordDrew'; count: number; deckLeft: number }
  | { e: 'diceCard'; faces: Face[]; read: number; why: string }
  | { e: 'npc'; creature: string; text: string }
  | { e: 'questGameOver'; honour: number; prosperityBonus: number; woundPenalty: number; failedPenalty: number; total: number; heroAlive: boolean };
