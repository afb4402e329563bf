import type { BuildingInPlay, Creature, GameState, PlayerState, RelicInPlay, TerrainPiece } from '../state/types';

/**
 * The working copy `apply` changes. Only what the rules mutate is copied; the rest is shared with
 * the input: the config, edges, building and terrain pools, terrain polygons, the pending decision, and the card-instance
 * record (copied on write by the one rule that changes it). A JSON round trip cost most of an
 * action's time; `clone.test.ts` plays whole games on deep-frozen inputs to prove nothing shared is
 * ever written.
 */
export function cloneState(s: GameState): GameState {
  const players: GameState['players'] = {};
  for (const seat of Object.keys(s.players) as (keyof GameState['players'])[]) players[seat] = clonePlayer(s.players[seat]!);
  // Keys added one by one to a new object, not a spread of the input: after a death (`delete`) the
  // input's record is a slow dictionary, and a spread would copy that into every later state, making
  // each lookup and walk over the creatures dearer (measured: apply cost more instructions).
  const creatures: Record<string, Creature> = {};
  for (const id in s.creatures) creatures[id] = cloneCreature(s.creatures[id]!);
  // One literal in `emptyState`'s field order (so JSON stays byte for byte the same), not a spread of
  // `s` plus overrides: that cost about twice as much per action. A new optional GameState field must
  // be added here (clone.test.ts compares the JSON of whole games).
  const out: GameState = {
    config: s.config,
    rng: [...s.rng],
    idRng: [...s.idRng],
    diceScript: s.diceScript.slice(),
    strictDice: s.strictDice,
    turn: s.turn,
    activeSeat: s.activeSeat,
    turnOrder: s.turnOrder.slice(),
    phase: s.phase,
    players,
    cards: s.cards, // copied on write by the one rule that changes it (primitives/zones.ts, reidentify)
    creatures,
    terrain: s.terrain.map(cloneTerrain),
    activation: s.activation ? { ...s.activation } : null,
    // Suspended rules are small and nested, and the rules write into them: copied whole.
    tasks: s.tasks.length > 0 ? (jsonCopy(s.tasks) as GameState['tasks']) : [],
    // The pending decision is shared: the rules only ever replace it (primitives/ask.ts) or clear it,
    // never write into it, and copying its options (every spot of a placement) cost a copy per try.
    pending: s.pending,
    decisionCounter: s.decisionCounter,
    creatureCounter: s.creatureCounter,
    result: s.result ? { ...s.result, winners: [...s.result.winners] } : null,
  };
  // Quest mode's state is small and nested: copied whole (docs/architecture.md §10).
  if (s.quest) out.quest = jsonCopy(s.quest) as GameState['quest'];
  return out;
}

// Field by field rather than with spreads: a literal of fixed shape is several times cheaper in V8,
// and the type checker makes sure no field is forgotten.
function clonePlayer(p: PlayerState): PlayerState {
  const out: PlayerState = {
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
    buildings: p.buildings.map(cloneBuilding),
    terrainCards: p.terrainCards.slice(),
    buildingPool: p.buildingPool,
    terrainPool: p.terrainPool,
    uniquesUsed: p.uniquesUsed.slice(),
    relics: p.relics.map(cloneRelic),
    tactics: p.tactics.slice(),
    deckOuts: p.deckOuts,
    eliminated: p.eliminated,
    charactersKilled: p.charactersKilled,
    builtThisTurn: p.builtThisTurn,
    terrainThisTurn: p.terrainThisTurn,
    lastTurn: p.lastTurn,
  };
  // Optional fields are added after the literal, never spread into it: a spread inside a literal
  // builds the object property by property into a slow shape, which made this clone several times
  // dearer and every later read of the copy slower.
  if (p.constructionDeck) out.constructionDeck = p.constructionDeck.slice();
  return out;
}

function cloneCreature(c: Creature): Creature {
  const out: Creature = {
    id: c.id,
    card: c.card,
    kind: c.kind,
    instance: c.instance, // undefined for heroes and minions: JSON leaves it out, as in newCreature
    owner: c.owner,
    controller: c.controller,
    pos: c.pos, // shared: a move replaces the point, no rule writes into one
    wounds: c.wounds,
    armour: c.armour,
    stealth: c.stealth,
    poison: c.poison,
    disease: c.disease,
    activated: c.activated,
    meleesThisTurn: c.meleesThisTurn,
    rangedTargetedOnTurn: c.rangedTargetedOnTurn,
    modifiers: c.modifiers.length === 0 ? [] : c.modifiers.map((m) => ({ ...m })), // a player leaving shortens their turns in place (queries/turn-order.ts)
  };
  if (c.victim !== undefined) out.victim = c.victim; // added, not spread in (see clonePlayer)
  // Optional keyword state (keywords/), added after the fixed fields as the rules add it.
  if (c.concentration !== undefined) out.concentration = c.concentration;
  if (c.controlledUntil !== undefined) out.controlledUntil = c.controlledUntil;
  if (c.chained !== undefined) out.chained = c.chained;
  return out;
}

// Buildings and terrain pieces, field by field like players and creatures (their spreads met
// objects of many shapes and fell back to a slow generic copy).
function cloneBuilding(b: BuildingInPlay): BuildingInPlay {
  return b.usedOnTurn === undefined ? { card: b.card, tapped: b.tapped } : { card: b.card, tapped: b.tapped, usedOnTurn: b.usedOnTurn };
}

// A relic's `usedOnTurn` (its activated ability, rules/relic-abilities.ts) only once it has been used, as for buildings.
function cloneRelic(r: RelicInPlay): RelicInPlay {
  const out: RelicInPlay = { id: r.id, card: r.card, armour: r.armour, marks: r.marks };
  if (r.usedOnTurn !== undefined) out.usedOnTurn = r.usedOnTurn;
  return out;
}

function cloneTerrain(t: TerrainPiece): TerrainPiece {
  return { id: t.id, card: t.card, owner: t.owner, center: t.center, rotation: t.rotation, polygon: t.polygon, searched: t.searched };
}

/**
 * What `JSON.parse(JSON.stringify(v))` gives for plain data, without the text in between (which cost
 * several times more): keys whose value is undefined are left out, undefined in an array and
 * non-finite numbers become null, -0 becomes 0, and keys keep their order. Plain data only (no
 * dates, maps or toJSON), which is all the suspended rules hold.
 */
export function jsonCopy(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? (v === 0 ? 0 : v) : null; // -0 becomes 0, as in JSON
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => (x === undefined || typeof x === 'function' ? null : jsonCopy(x)));
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined && typeof x !== 'function') out[k] = jsonCopy(x);
  }
  return out;
}
