import { ArraySchema, MapSchema, Schema, type } from '@colyseus/schema';
import { ClockSchema } from './clock-schema';
// Before any state is encoded: strings of exactly 255 bytes (schema-string-length.ts).
import './schema-string-length';

/**
 * The Colyseus state of a match. Every field here is PUBLIC: it is written only from the engine's
 * spectator view (sync-state.ts), so nothing hidden can reach it. Each seat's private part (hand,
 * face-down tactics, its decision's options) goes to its owner alone as a `private` message
 * (private-channel.ts): a @view() field in a StateView was tried first and, with @colyseus/schema
 * 3.0.76, the owner's client sometimes failed to decode it ("field not defined", docs/architecture.md §9.5).
 * Deep engine structures (polygons, modifiers, edges) travel as JSON strings to keep the schema small.
 */

/** One seat at the table before and during the game: who sits there and whether they are present. */
export class SeatSchema extends Schema {
  @type('string') seat = '';
  @type('string') name = '';
  /** Shoulder to Shoulder side ('A' or 'B'); empty in other modes. */
  @type('string') team = '';
  @type('boolean') taken = false;
  @type('boolean') bot = false;
  /** A deck has been chosen and accepted (which one stays private until the game reveals it). */
  @type('boolean') deckChosen = false;
  @type('boolean') ready = false;
  /** The seated player has dropped and may still reconnect. */
  @type('boolean') away = false;
}

/** One player's public side of the game. */
export class PlayerSchema extends Schema {
  @type('string') seat = '';
  @type('number') team = 0;
  @type('string') hero = '';
  @type('string') minion = '';
  @type('string') heroCreature = '';
  @type('number') prosperity = 0;
  @type('number') handCount = 0;
  @type('number') deckCount = 0;
  /** Experienced Architect: how many buildings are left in the Construction Deck (its order is the owner's secret). */
  @type('number') constructionDeckCount = 0;
  @type('number') tacticCount = 0;
  @type('number') deckOuts = 0;
  @type('boolean') eliminated = false;
  @type('number') charactersKilled = 0;
  /** The Graveyard's visible cards, JSON of [{ id, card }]. */
  @type('string') graveyard = '[]';
  /** The City's buildings, JSON of [{ card, tapped }]. */
  @type('string') buildings = '[]';
  @type(['string']) terrainCards = new ArraySchema<string>();
  /** Equipped relics, JSON of [{ id, card, armour, marks }]. */
  @type('string') relics = '[]';
  /** Deployment edge, JSON of { a, b }. */
  @type('string') edge = '';
  /** Unique buildings and terrains already used (they were put on the table). */
  @type(['string']) uniquesUsed = new ArraySchema<string>();
  @type('boolean') builtThisTurn = false;
  @type('boolean') terrainThisTurn = false;
}

/** A creature on the Battlefield. */
export class CreatureSchema extends Schema {
  @type('string') id = '';
  @type('string') card = '';
  @type('string') kind = '';
  @type('string') instance = '';
  @type('string') owner = '';
  @type('string') controller = '';
  /** float64: the 'number' type sends fractions as float32, and a preview must measure what the server measures. */
  @type('float64') x = 0;
  @type('float64') y = 0;
  @type('number') wounds = 0;
  @type('number') armour = 0;
  @type('boolean') stealth = false;
  @type('boolean') poison = false;
  @type('boolean') disease = false;
  @type('boolean') activated = false;
  @type('number') meleesThisTurn = 0;
  @type('number') rangedTargetedOnTurn = 0;
  /** JSON of the creature's modifiers. */
  @type('string') modifiers = '[]';
  /** Concentration tokens (0 = none). */
  @type('number') concentration = 0;
  /** Under Control: the turn at whose end control returns (0 = not controlled). */
  @type('number') controlledUntil = 0;
  /** Executioner's chosen victim ('' = none). */
  @type('string') victim = '';
}

/** A terrain template on the Battlefield. */
export class TerrainSchema extends Schema {
  @type('string') id = '';
  @type('string') card = '';
  @type('string') owner = '';
  @type('float64') x = 0;
  @type('float64') y = 0;
  @type('float64') rotation = 0;
  @type('boolean') searched = false;
  /** JSON of the template's polygon. */
  @type('string') polygon = '[]';
}

/** The whole synchronised match. */
export class MatchState extends Schema {
  @type('string') mode = '';
  /** The rules the match is played by: 'rulebook' or 'classic2017' (a public room option). */
  @type('string') ruleset = 'rulebook';
  /** Whether the match plays the Experienced Architect variant (a public room option: players order a Construction Deck). */
  @type('boolean') experiencedArchitect = false;
  /** 'lobby' while seats fill and decks are chosen, then 'playing', then 'ended'. */
  @type('string') status = 'lobby';
  @type('string') phase = '';
  @type('number') turn = 0;
  @type('string') activeSeat = '';
  /** The seat the game waits for (empty when none). */
  @type('string') waitingFor = '';
  @type('number') pendingId = -1;
  @type('string') pendingKind = '';
  @type(['string']) turnOrder = new ArraySchema<string>();
  /** JSON of the activation in progress, or empty. */
  @type('string') activation = '';
  /** JSON of { winners, reason } once the game has ended, or empty. */
  @type('string') result = '';
  /**
   * Quest mode (quest-room.ts): JSON of the spectator's quest view (Honour, Rage, the active quests, the
   * Overlord's played cards, counts of its hand and decks), empty in every other mode.
   */
  @type('string') quest = '';
  /** A quest room's side from its creation ('pve' solo, 'pvp' against an Overlord player), empty otherwise: the pre-game room shows it. */
  @type('string') questSide = '';
  /** When the current decision's clock runs out (ms since epoch), 0 when no clock runs. */
  @type('number') deadline = 0;
  /** The server's clocks, public (clock.ts). */
  @type(ClockSchema) clock = new ClockSchema();
  @type({ map: SeatSchema }) seats = new MapSchema<SeatSchema>();
  @type({ map: PlayerSchema }) players = new MapSchema<PlayerSchema>();
  @type({ map: CreatureSchema }) creatures = new MapSchema<CreatureSchema>();
  @type({ map: TerrainSchema }) terrain = new MapSchema<TerrainSchema>();
}
