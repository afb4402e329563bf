import type { Face, PrngState } from '../random';
import type { Creature, GameState, PlayerState, Seat, TerrainPiece, Writable } from '../state/types';
import { COPIED_FROM } from '../state/copied-from';

/**
 * Copy on write (docs/architecture.md §2). `apply`'s working state is a new object with a new record
 * of players, but it shares each player, creature and terrain piece, the records and lists that hold
 * them and the random streams with the state it was copied from (`cloneState`), so an action pays
 * only for what it changes and the states a match keeps share everything else. A rule about to
 * change one of them asks for it here: the first time in an action it gets a copy, put in the working
 * state in place of the shared one, and afterwards that same copy.
 *
 * A reference read before the copy is the shared object and does not see changes made after it: the
 * rules take the object to change from these functions, not from a read made earlier. The read-only
 * types (state/types.ts) make every write go through here; `engine/clone.test.ts` plays whole games on
 * deep-frozen inputs to prove nothing shared is ever written, and `copy-on-write.test.ts` plays games
 * and every scenario both ways (below) to prove no rule reads an object another rule has replaced.
 */

/**
 * A working state made by `cloneState` holds the state it was copied from (under COPIED_FROM, a
 * symbol: no part of the game's data), and its players, creatures and terrain pieces that are still
 * the same objects as there are shared. Only while the rules change it: whoever hands the working
 * state out (apply, forfeit, the time limit, a bot's determinization) drops the link with
 * `doneChanging`, since a state handed out never changes again (a later copy of it links to it
 * instead), and a chain of links would keep every earlier state of a match alive for as long as its
 * latest one. A field of the state, not a WeakMap beside it: the map's upkeep was 4.5 % of a warm
 * random duel's CPU profile, and the field made warm duels 2 % faster (shared/bench/README.md).
 * Under `copyEverythingUpFront` (tests) the working state gets its own copy of everything at once.
 */
export function startCopyOnWrite(working: GameState): void {
  if (!copyUpFront) return;
  rngToChange(working);
  idRngToChange(working);
  diceScriptToChange(working);
  creaturesToChange(working);
  terrainListToChange(working);
  for (const seat of Object.keys(working.players) as Seat[]) playerToChange(working, seat);
  for (const id in working.creatures) creatureToChange(working, id);
  for (const t of working.terrain) terrainToChange(working, t.id);
}

/** `s`, handed out: it drops its link to the state it was copied from, and must not change any more. */
export function doneChanging(s: GameState): GameState {
  s[COPIED_FROM] = undefined;
  return s;
}

/**
 * Tests only (copy-on-write.test.ts): copy every player, creature and terrain piece when the working state is
 * made, as before copy on write. A rule that read an object before another rule replaced it would
 * see old values under copy on write and current ones here, so a game played both ways must come
 * out the same.
 */
export function copyEverythingUpFront(on: boolean): void {
  copyUpFront = on;
}
let copyUpFront = false;

/** The creature `id`, its own copy in `s` if `s` still shares it: the one to change. */
export function creatureToChange(s: GameState, id: string): Writable<Creature> {
  const c = s.creatures[id]!;
  if (c === s[COPIED_FROM]?.creatures[id]) return (creaturesToChange(s)[id] = copyCreature(c));
  return c as Writable<Creature>;
}

/**
 * The record of creatures of `s`, its own copy if `s` still shares it: for a rule that adds, removes
 * or replaces a creature. Keys are added one by one to a new object, not spread from the shared one:
 * after a death (`delete`) that record is a slow dictionary, and a spread would keep every later
 * state's record one, making each lookup and walk over the creatures dearer.
 */
export function creaturesToChange(s: GameState): Record<string, Creature> {
  if (s.creatures === s[COPIED_FROM]?.creatures) {
    const creatures: Record<string, Creature> = {};
    for (const id in s.creatures) creatures[id] = s.creatures[id]!;
    s.creatures = creatures;
  }
  return s.creatures as Record<string, Creature>;
}

/** The player at `seat`, its own copy in `s` if `s` still shares it: the one to change. */
export function playerToChange(s: GameState, seat: Seat): Writable<PlayerState> {
  const p = s.players[seat]!;
  if (p === s[COPIED_FROM]?.players[seat]) return (s.players[seat] = copyPlayer(p));
  return p as Writable<PlayerState>;
}

/**
 * The card-instance record of `s`, its own copy if `s` still shares it (the one rule that changes it
 * is `reidentify`, primitives/zones.ts): one copy an action, however many cards are re-identified.
 */
export function cardsToChange(s: GameState): GameState['cards'] {
  if (s.cards === s[COPIED_FROM]?.cards) s.cards = { ...s.cards };
  return s.cards;
}

/** The terrain piece `id`, its own copy in `s` if `s` still shares it: the one to change. */
export function terrainToChange(s: GameState, id: string): Writable<TerrainPiece> {
  const i = s.terrain.findIndex((t) => t.id === id);
  const t = s.terrain[i]!;
  if (s[COPIED_FROM]?.terrain.includes(t)) return (terrainListToChange(s)[i] = copyTerrain(t));
  return t as Writable<TerrainPiece>;
}

/** The list of terrain pieces of `s`, its own copy if `s` still shares it: for a rule that adds or replaces a piece. */
export function terrainListToChange(s: GameState): TerrainPiece[] {
  if (s.terrain === s[COPIED_FROM]?.terrain) s.terrain = s.terrain.slice();
  return s.terrain as TerrainPiece[];
}

/*
 * The random streams and the scripted dice are small lists the rules advance in place, yet most
 * actions roll no die and make no card: each is shared with the state it was copied from and copied
 * the first time an action draws from it.
 */

/** The dice and shuffle stream of `s`, its own copy if `s` still shares it: the one to draw from. */
export function rngToChange(s: GameState): PrngState {
  if (s.rng === s[COPIED_FROM]?.rng) s.rng = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
  return s.rng as PrngState;
}

/** The card-instance id stream of `s`, its own copy if `s` still shares it (primitives/zones.ts). */
export function idRngToChange(s: GameState): PrngState {
  if (s.idRng === s[COPIED_FROM]?.idRng) s.idRng = [s.idRng[0], s.idRng[1], s.idRng[2], s.idRng[3]];
  return s.idRng as PrngState;
}

/** The scripted dice of `s` (tests and scenarios), its own copy if `s` still shares it: the one to take from. */
export function diceScriptToChange(s: GameState): Face[] {
  if (s.diceScript === s[COPIED_FROM]?.diceScript) s.diceScript = s.diceScript.slice();
  return s.diceScript as Face[];
}

// Field by field rather than with spreads: a literal of fixed shape is several times cheaper in V8,
// and the type checker makes sure no field is forgotten. Lists are copied (the rules push and splice
// them); their buildings and relics are values the rules replace, so they are shared.
function copyPlayer(p: PlayerState): Writable<PlayerState> {
  const out: Writable<PlayerState> = {
    seat: p.seat,
    team: p.team,
    hero: p.hero,
    minion: p.minion,
    heroCreature: p.heroCreature,
    edge: p.edge,
    prosperity: p.prosperity,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    graveyard: p.graveyard.slice(),
    buildings: p.buildings.slice(),
    terrainCards: p.terrainCards.slice(),
    buildingPool: p.buildingPool as string[], // never changed in place after setup: shared
    terrainPool: p.terrainPool as string[],
    uniquesUsed: p.uniquesUsed.slice(),
    relics: p.relics.slice(),
    tactics: p.tactics.slice(),
    deckOuts: p.deckOuts,
    eliminated: p.eliminated,
    charactersKilled: p.charactersKilled,
    builtThisTurn: p.builtThisTurn,
    terrainThisTurn: p.terrainThisTurn,
    lastTurn: p.lastTurn,
  };
  // Optional fields are added after the literal, never spread into it: a spread inside a literal
  // builds the object property by property into a slow shape, which made the copy several times
  // dearer and every later read of it slower.
  if (p.constructionDeck) out.constructionDeck = p.constructionDeck.slice();
  return out;
}

function copyTerrain(t: TerrainPiece): Writable<TerrainPiece> {
  return { id: t.id, card: t.card, owner: t.owner, center: t.center, rotation: t.rotation, polygon: t.polygon, searched: t.searched };
}

function copyCreature(c: Creature): Writable<Creature> {
  const out: Writable<Creature> = {
    id: c.id,
    card: c.card,
    kind: c.kind,
    instance: c.instance, // undefined for heroes and minions: JSON leaves it out, as in newCreature
    owner: c.owner,
    controller: c.controller,
    pos: c.pos, // a move replaces the point, no rule writes into one
    wounds: c.wounds,
    armour: c.armour,
    stealth: c.stealth,
    poison: c.poison,
    disease: c.disease,
    activated: c.activated,
    meleesThisTurn: c.meleesThisTurn,
    rangedTargetedOnTurn: c.rangedTargetedOnTurn,
    modifiers: c.modifiers.slice(), // modifiers are values: replaced, never written into
    // The optional fields too, undefined or not: one shape for every creature (primitives/new-creature.ts).
    victim: c.victim,
    concentration: c.concentration,
    controlledUntil: c.controlledUntil,
    chained: c.chained,
  };
  return out;
}
