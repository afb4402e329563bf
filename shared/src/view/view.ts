import type { Decision } from '../protocol/decisions';
import { questView, type QuestView } from './quest-view';
import type { Creature, GameResult, GameState, Phase, PlayerState, Seat, TerrainPiece, BuildingInPlay, RelicInPlay, Activation } from '../state/types';

/** Who is looking: a seat, or a spectator. */
export type Viewer = Seat | 'spectator';

/** A card the viewer may see. */
export interface VisibleCard {
  id: string;
  card: string;
}

/** One player's side as the viewer may see it. */
export interface PlayerView {
  seat: Seat;
  team: number;
  hero: string;
  minion: string;
  heroCreature: string;
  prosperity: number;
  /** The viewer's own hand; absent for everyone else's. */
  hand?: VisibleCard[];
  handCount: number;
  deckCount: number;
  graveyard: VisibleCard[];
  buildings: BuildingInPlay[];
  terrainCards: string[];
  relics: RelicInPlay[];
  /** Experienced Architect: the owner's own Construction Deck in order; others see only its size (rulebook: Variants). */
  constructionDeck?: string[];
  constructionDeckCount?: number;
  /** Own face-down tactics with their cards; others see only how many there are. */
  tactics?: VisibleCard[];
  tacticCount: number;
  deckOuts: number;
  eliminated: boolean;
  charactersKilled: number;
  edge: { a: { x: number; y: number }; b: { x: number; y: number } };
  /** Unique buildings and terrains already used (public: they were put on the table). */
  uniquesUsed: string[];
  builtThisTurn: boolean;
  terrainThisTurn: boolean;
  /** The owner's own building and terrain pools (what they may still build or lay); absent for others. */
  buildingPool?: string[];
  terrainPool?: string[];
}

/** What a player alone sees of its own side: its hand and face-down tactics with their cards, and its pools. */
export type OwnCards = Required<Pick<PlayerView, 'hand' | 'tactics' | 'buildingPool' | 'terrainPool'>>;

/** `p`'s own cards as its owner's view shows them (and the server's private channel sends them). */
export function ownCards(s: GameState, p: PlayerState): OwnCards {
  return { hand: visibleCards(s, p.hand), tactics: visibleCards(s, p.tactics), buildingPool: [...p.buildingPool], terrainPool: [...p.terrainPool] };
}

function visibleCards(s: GameState, ids: readonly string[]): VisibleCard[] {
  return ids.map((id) => ({ id, card: s.cards[id]!.card }));
}

/** The pending decision as the viewer may see it: its options only to the seat deciding. */
export type PendingView = Pick<Decision, 'id' | 'seat' | 'kind'> & { options?: Decision['options']; defaultAnswer?: Decision['defaultAnswer'] };

/** Everything one viewer may know (docs/architecture.md §5). */
export interface GameView {
  viewer: Viewer;
  mode: GameState['config']['mode'];
  turn: number;
  activeSeat: Seat;
  turnOrder: Seat[];
  phase: Phase;
  players: Partial<Record<Seat, PlayerView>>;
  creatures: Creature[];
  terrain: TerrainPiece[];
  activation: Activation | null;
  pending: PendingView | null;
  result: GameResult | null;
  /** Quest mode only (view/quest-view.ts). */
  quest?: QuestView;
}

/**
 * What `viewer` may see (docs/architecture.md §5): hands only to their owner (others get counts), no deck order
 * or ids, face-down tactics only to their owner, no PRNG state, no suspended-rule internals. A
 * Shoulder to Shoulder partner sees no more than an opponent. A pure function: the server sends
 * each client only what this returns.
 */
export function view(s: GameState, viewer: Viewer): GameView {
  const players: Partial<Record<Seat, PlayerView>> = {};
  for (const seat of s.config.seats) {
    const p = s.players[seat];
    if (!p) continue;
    const own = viewer === seat;
    players[seat] = {
      seat, team: p.team, hero: p.hero, minion: p.minion, heroCreature: p.heroCreature, prosperity: p.prosperity,
      ...(own ? ownCards(s, p) : {}),
      handCount: p.hand.length, deckCount: p.deck.length, graveyard: visibleCards(s, p.graveyard),
      buildings: p.buildings.map((b) => ({ ...b })), terrainCards: [...p.terrainCards], relics: p.relics.map((r) => ({ ...r })),
      tacticCount: p.tactics.length, deckOuts: p.deckOuts, eliminated: p.eliminated, charactersKilled: p.charactersKilled,
      edge: p.edge, uniquesUsed: [...p.uniquesUsed], builtThisTurn: p.builtThisTurn, terrainThisTurn: p.terrainThisTurn,
      ...(p.constructionDeck ? { constructionDeckCount: p.constructionDeck.length, ...(own ? { constructionDeck: [...p.constructionDeck] } : {}) } : {}),
    };
  }
  const d = s.pending;
  const pending: PendingView | null = d
    ? { id: d.id, seat: d.seat, kind: d.kind, ...(viewer === d.seat ? { options: d.options, defaultAnswer: d.defaultAnswer } : {}) }
    : null;
  return {
    viewer, mode: s.config.mode, turn: s.turn, activeSeat: s.activeSeat, turnOrder: [...s.turnOrder], phase: s.phase, players,
    creatures: Object.values(s.creatures).map((c) => ({ ...c, pos: { ...c.pos }, modifiers: c.modifiers.map((m) => ({ ...m })) })),
    terrain: s.terrain.map((t) => ({ ...t })), activation: s.activation ? { ...s.activation } : null, pending, result: s.result,
    ...(s.quest ? { quest: questView(s, viewer) } : {}),
  };
}
