import type { Keyword } from '../cards/effects';
import type { FieldCorner, Vec } from '../geometry';
import type { Loadout, Mode, Modifier, Phase, Seat, Variants } from './types';
import type { Face } from '../random';
import type { Ruleset } from './ruleset';
import type { ActiveQuest, CreatureLimit, QuestSide } from './quest';

/**
 * The `setup` block of a scenario file (docs/architecture.md §6): a mid-game position built directly,
 * without playing the setup. Everything not given takes a plain default.
 */
export interface ScenarioSetup {
  mode?: Mode;
  activeSeat?: Seat;
  /**
   * `setup` plays the game's own setup from the start (rulebook: Setup): the initiative roll takes the
   * first scripted dice, then the steps answer the first-player, hero-placement and mulligan decisions
   * (redraws, or discards for Prosperity). Heroes are not placed, hands start empty and each deck is dealt
   * from `deck` as given (top first), so the opening hands are known. With `quest`, the quest game is dealt
   * from its start instead, as a new quest game is (seed `scenario`): only `quest.side` counts.
   */
  phase?: Exclude<Phase, 'ended'>;
  turn?: number;
  /** The time limit: the game ends by the tiebreak at the end of this turn (rulebook: End of the game and victory; 0 or absent = none). */
  turnLimit?: number;
  ruleset?: 'rulebook' | 'classic2017';
  /** Ruleset flags to override (e.g. `drillOnAnyCharacter`). */
  rules?: Partial<Ruleset>;
  /** Optional variants (e.g. Experienced Architect, with each player's `constructionDeck`). */
  variants?: Variants;
  players: Partial<Record<Seat, ScenarioPlayer>>;
  creatures?: ScenarioCreature[];
  terrain?: ScenarioTerrain[];
  /** A quest game (docs/architecture.md §10): p1 is the Hero, p2 the Overlord (no hero of its own). */
  quest?: ScenarioQuest;
}

/** The quest part of a scenario; decks default to their printed order, the Dice deck too. */
export interface ScenarioQuest {
  side: QuestSide;
  honour?: number;
  rage?: number;
  /** Quest ids, top first (default: none left). */
  questDeck?: string[];
  /** Quests on the table; the pieces they placed are named by creature and terrain ids of the setup. */
  active?: (Partial<ActiveQuest> & { id: string })[];
  completed?: string[];
  failed?: string[];
  phases?: number;
  overlordDeck?: string[];
  overlordHand?: string[];
  overlordPlayed?: number;
  terrainBox?: Record<string, number>;
  /** The Dice deck as Dice card numbers (0–17, printed order), top first; default: the whole deck in printed order. */
  diceDeck?: number[];
  bounties?: Record<string, number>;
  limits?: CreatureLimit[];
}

export interface ScenarioPlayer {
  /** With more than two players: the corner held (default p1 sw, p2 nw, p3 ne, p4 se; rulebook: Variants). */
  corner?: FieldCorner;
  /** Out of the game already (docs/rules-decisions.md #76): no hero on the Battlefield, no turns. */
  eliminated?: boolean;
  hero?: string;
  /** Where the hero stands; omitted = the middle of the player's edge. */
  heroAt?: Vec;
  /** Creature id for the hero (default `<seat>-hero`). */
  heroId?: string;
  heroWounds?: number;
  prosperity?: number;
  /**
   * Card ids; instance ids are `<seat>-hand-<n>` in order, so steps can name them. A `{ card, keywords }`
   * entry gives the creature summoned from it extra keywords (Rush, Drill, Concentration on any body).
   */
  hand?: (string | { card: string; keywords: Keyword[] })[];
  /** Card ids, top first; instance ids `<seat>-deck-<n>`. */
  deck?: string[];
  graveyard?: string[];
  /** Building card ids standing in the City, optionally tapped (`{ card, tapped }`). */
  buildings?: (string | { card: string; tapped: boolean })[];
  /** Relics on the hero: card ids, or `{ card, marks }` for a Multiple Uses relic already used `marks` times. */
  relics?: (string | { card: string; marks: number })[];
  /** Experienced Architect: the Construction Deck, building card ids, top first. */
  constructionDeck?: string[];
  /** Face-down tactics: card ids; instance ids `<seat>-tactic-<n>`. */
  tactics?: string[];
  deckOuts?: number;
  /** Unique buildings and terrains already used this game (rulebook: Card types). */
  uniquesUsed?: string[];
  /** Enemy characters this player has killed so far (the time-limit tiebreak counts them, rulebook: End of the game). */
  charactersKilled?: number;
}

export interface ScenarioCreature {
  id: string;
  card: string;
  owner: Seat;
  at: Vec;
  wounds?: number;
  armour?: number;
  stealth?: boolean;
  poison?: boolean;
  disease?: boolean;
  /** Concentration tokens (default: its Concentration X, as if just summoned). */
  concentration?: number;
  /** Keywords the creature has for the whole scenario on top of its card's (to prove a keyword on any body). */
  keywords?: Keyword[];
  /** Executioner: the victim it has already chosen (a creature id). */
  victim?: string;
  activated?: boolean;
  meleesThisTurn?: number;
  /**
   * Timed or lasting changes already on it (docs/rules-decisions.md #63): e.g.
   * `{ "strength": 1, "untilEndOfTurn": 3 }` or `{ "keyword": { "kw": "flight" } }` (no expiry: for the game).
   */
  modifiers?: Modifier[];
  /** Under Control (glossary): the seat controlling it now, until the end of turn `controlledUntil`. */
  controller?: Seat;
  controlledUntil?: number;
  /** Quest mode: a "Chain control" companion of the Hero (checklist 22.17). */
  chained?: boolean;
}

export interface ScenarioTerrain {
  id: string;
  card: string;
  owner?: Seat;
  at: Vec;
  rotation?: number;
  searched?: boolean;
}

/** A whole scenario file. */
export interface Scenario {
  name: string;
  /** The rules this scenario proves, for its readers (the runner does not read it): rulebook chapters, glossary keywords or rule numbers (docs/rule-numbers.md). */
  covers?: string[];
  setup: ScenarioSetup;
  dice?: Face[];
  steps: ScenarioStep[];
}

export type ScenarioStep =
  | { seat: Seat; action: unknown; rejects?: string; note?: string }
  | { expect: Record<string, unknown>; note?: string }
  | { expectEvents: Record<string, unknown>[]; note?: string }
  /** An absence: none of the last accepted action's events is of these kinds (`e`). */
  | { expectNoEvents: string[]; note?: string }
  /** Deck building (rulebook: Deck building): validate a loadout under the scenario's ruleset; `codes` are every reason, exactly. */
  | { deck: Loadout; expectDeck: { ok: boolean; codes?: string[] }; note?: string };
