import type { Vec, Polygon, Edge } from '../geometry';
import type { PrngState, Face } from '../random';
import type { Keyword } from '../cards/effects';
import type { Decision } from '../protocol/decisions';
import type { Task } from './tasks';
import type { Ruleset } from './ruleset';
import type { QuestConfig, QuestState } from './quest';
import type { COPIED_FROM } from './copied-from';

export type { Seat, GameResult } from '../protocol/seat';
import type { Seat, GameResult } from '../protocol/seat';

/** Game modes: duel (1v1), free-for-all for three or four, Shoulder to Shoulder (2v2). */
export type Mode = 'duel' | 'ffa3' | 'ffa4' | 'teams';

/** The phases of a turn (rulebook: Turn structure), plus setup and the end of the game. */
export type Phase = 'setup' | 'construction' | 'activation' | 'ended';

/** What a player brings to the table: hero, minion, Battle Deck and building/terrain pools (card ids). */
export interface Loadout {
  hero: string;
  minion: string;
  deck: string[];
  buildings: string[];
  terrains: string[];
  /** Experienced Architect only: the secret Construction Deck, building card ids, top first (rulebook: Variants). */
  constructionDeck?: string[];
}

/** Optional game variants (rulebook "Additional game variants"). */
export interface Variants {
  /** Each player builds only from the top of a secret, fixed-order Construction Deck (rulebook: Variants, docs/rules-decisions.md #81). */
  experiencedArchitect?: boolean;
}

/** Everything fixed when the game is created. */
export interface GameConfig {
  mode: Mode;
  seats: Seat[];
  /** Team number per seat (each seat its own team outside Shoulder to Shoulder). */
  teams: Partial<Record<Seat, number>>;
  ruleset: Ruleset;
  /** Turn cap after which the game ends by the time-limit tiebreak (0 = none). */
  turnLimit: number;
  variants?: Variants;
  /** Quest mode: a Hero against the Overlord (docs/architecture.md §10); absent in every other game. */
  quest?: QuestConfig;
}

/** A card instance: which card, who owns it. Ids are re-drawn whenever a card enters a hidden zone. */
export interface CardInstance {
  card: string;
  owner: Seat;
  /** Scenarios only: extra keywords the creature summoned from this card carries (to prove a keyword on any body). */
  keywords?: Keyword[];
}

/*
 * Players, creatures, terrain pieces, buildings, relics and modifiers are read-only: the state `apply`
 * returns shares every one the action did not change with the state it started from (copy on write,
 * docs/architecture.md §2). A rule changes one through `creatureToChange`, `playerToChange` or
 * `terrainToChange` (primitives/copy-on-write.ts), which hand it a copy of its own; buildings, relics
 * and modifiers are values, replaced whole. The state's record of creatures, its terrain list, random
 * streams and scripted dice are shared the same way (read-only below, changed through
 * `creaturesToChange`, `terrainListToChange`, `rngToChange`, `idRngToChange`, `diceScriptToChange`).
 */

/** One of those objects while the code that built it or copied it owns it: its fields, and its lists, may be changed. */
export type Writable<T> = { -readonly [K in keyof T]: WritableList<T[K]> };
type WritableList<V> = V extends readonly (infer E)[] ? E[] : V;

/** A standing building in a City. */
export interface BuildingInPlay {
  readonly card: string;
  readonly tapped: boolean;
  /** The turn number its own ability was last used in (an ability works once a turn, rulebook: Card types). */
  readonly usedOnTurn?: number;
}

/** A relic equipped on a hero. */
export interface RelicInPlay {
  readonly id: string;
  readonly card: string;
  /** Durability tokens left (0 if the relic has no Durability). */
  readonly armour: number;
  /** Multiple Uses marks so far. */
  readonly marks: number;
  /** The turn its activated ability was last used (once a turn: rulebook: Card types — relics). */
  readonly usedOnTurn?: number;
}

/** A temporary or permanent change to one creature (docs/rules-decisions.md #63: explicit expiry). */
export interface Modifier {
  readonly strength?: number;
  readonly keyword?: Keyword;
  /** The modifier is removed at the end of this turn number; absent = for the rest of the game. */
  readonly untilEndOfTurn?: number;
  /** A tag for effects that do not stack (Rain of Arrows). */
  readonly tag?: string;
}

/** A creature on the Battlefield. */
export interface Creature {
  readonly id: string;
  readonly card: string;
  readonly kind: 'hero' | 'minion' | 'character';
  /** The card instance for characters (its card goes to the Graveyard on death). */
  readonly instance?: string;
  readonly owner: Seat;
  readonly controller: Seat;
  readonly pos: Vec;
  readonly wounds: number;
  readonly armour: number;
  readonly stealth: boolean;
  readonly poison: boolean;
  readonly disease: boolean;
  /** Concentration tokens (glossary: Concentration X); absent = none. */
  readonly concentration?: number;
  /** Under Control X (glossary): the turn number at whose end control returns to the owner. */
  readonly controlledUntil?: number;
  /** Already activated this turn (summoned creatures count as activated, rulebook: Playing cards and summoning). */
  readonly activated: boolean;
  /** Melee combats and Magical Strikes it has been in this turn (rulebook: Melee combat). */
  readonly meleesThisTurn: number;
  /** The last turn number in which it was the target of a ranged attack (Stealth, rulebook: Stealth). */
  readonly rangedTargetedOnTurn: number;
  readonly modifiers: readonly Modifier[];
  /** Executioner: the character it has chosen as its victim (glossary). */
  readonly victim?: string;
  /** Quest mode, "Chain control of …": outside the creature cap and not "your creature" for effects (checklist 22.17). */
  readonly chained?: boolean;
}

/** A terrain template on the Battlefield. */
export interface TerrainPiece {
  readonly id: string;
  readonly card: string;
  readonly owner: Seat;
  readonly center: Vec;
  readonly rotation: number;
  readonly polygon: Polygon;
  readonly searched: boolean;
}

/** One player's side of the game. */
export interface PlayerState {
  readonly seat: Seat;
  readonly team: number;
  readonly hero: string;
  readonly minion: string;
  /** The hero's creature id on the Battlefield. */
  readonly heroCreature: string;
  readonly edge: Edge;
  readonly prosperity: number;
  readonly deck: readonly string[];
  readonly hand: readonly string[];
  readonly graveyard: readonly string[];
  readonly buildings: readonly BuildingInPlay[];
  /** Terrain cards played, in the City zone. */
  readonly terrainCards: readonly string[];
  readonly buildingPool: readonly string[];
  readonly terrainPool: readonly string[];
  /** Experienced Architect: the Construction Deck, top first; hidden from everyone but its owner (rulebook: Variants). */
  readonly constructionDeck?: readonly string[];
  /** Unique buildings and terrains already used this game (rulebook: Card types). */
  readonly uniquesUsed: readonly string[];
  readonly relics: readonly RelicInPlay[];
  /** Face-down tactics, by card instance id. */
  readonly tactics: readonly string[];
  /** How many times this player has had to draw from an empty deck (rulebook: Beginning phase). */
  readonly deckOuts: number;
  readonly eliminated: boolean;
  readonly charactersKilled: number;
  readonly builtThisTurn: boolean;
  readonly terrainThisTurn: boolean;
  /** Turn number of this player's latest turn (0 before the first). */
  readonly lastTurn: number;
}

/** The creature whose activation is in progress (rulebook: Playing cards and summoning). */
export interface Activation {
  creature: string;
  moved: boolean;
  ran: boolean;
  /** Melee combats fought in this activation. */
  melees: number;
  /** It has done its one thing (ranged attack, ability, search) and can do nothing more. */
  finished: boolean;
  /** Persecution X (glossary): extra melees taken this activation; one is open after a kill, with an optional S move before it. */
  persecutionsUsed?: number;
  persecutionOpen?: boolean;
  persecutionMoved?: boolean;
}

/** The whole game: plain, JSON-serialisable data. Same config + seed + action log → same state. */
export interface GameState {
  config: GameConfig;
  /** Dice and shuffles. */
  rng: Readonly<PrngState>;
  /** A separate stream for card instance ids, so ids say nothing about when a card was drawn. */
  idRng: Readonly<PrngState>;
  /** Scripted dice for tests and scenarios: consumed first; when `strictDice` is set they must not run out. */
  diceScript: readonly Face[];
  strictDice: boolean;
  turn: number;
  activeSeat: Seat;
  /** Seats in turn order, the first player first (fixed for the game, rulebook: Setup). */
  turnOrder: readonly Seat[];
  phase: Phase;
  players: Partial<Record<Seat, PlayerState>>;
  cards: Record<string, CardInstance>;
  creatures: Readonly<Record<string, Creature>>;
  terrain: readonly TerrainPiece[];
  activation: Activation | null;
  /** The procedure stack: suspended rules waiting for decisions or for the tasks above them. */
  tasks: Task[];
  pending: Decision | null;
  decisionCounter: number;
  creatureCounter: number;
  /** Set when the game has ended. */
  result: GameResult | null;
  /** Quest mode's Honour, Rage, quests, Overlord cards and Dice deck (docs/architecture.md §10). */
  quest?: QuestState;
  /** While the rules change this working copy: the state it was copied from (primitives/copy-on-write.ts). */
  [COPIED_FROM]?: GameState | undefined;
}
