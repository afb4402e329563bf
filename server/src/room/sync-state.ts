import { ArraySchema, MapSchema } from '@colyseus/schema';
import { overlordHandFor, ownCards, questView, whoActs, type Creature, type GameState, type PlayerState, type Seat, type TerrainPiece } from '@signum/shared';
import { CreatureSchema, MatchState, PlayerSchema, TerrainSchema } from './schema';
import { FlatListJson } from './flat-list-json';

/**
 * The plain copy of what a string list field was last given: comparing against it costs no trip
 * through ArraySchema's Proxy (whose every index read runs isNaN on the key).
 */
const listShadow = new WeakMap<ArraySchema<string>, readonly string[]>();

/** Replace a string array's contents when they differ. */
function putList(list: ArraySchema<string>, values: readonly string[]): void {
  const last = listShadow.get(list);
  if (last && sameList(last, values)) return;
  list.clear();
  list.push(...values);
  listShadow.set(list, values.slice());
}

/** Whether two string lists hold the same entries in the same order (either may be absent). */
export function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The map's entry for `id`, made with `make` the first time. */
function entry<V>(map: MapSchema<V>, id: string, make: () => V): V {
  let v = map.get(id);
  if (v === undefined) map.set(id, (v = make()));
  return v;
}

/**
 * JSON text of an object the engine shares between states and never changes (cloneState: edges and
 * terrain polygons), made once per object rather than after every action: the polygons' text was
 * most of the time spent turning this state into strings.
 */
const sharedJson = new WeakMap<object, string>();
function jsonOfShared(o: object): string {
  let text = sharedJson.get(o);
  if (text === undefined) sharedJson.set(o, (text = JSON.stringify(o)));
  return text;
}

/**
 * What syncState last wrote into each schema object, field by field, in a plain object: syncState
 * compares every synced field after every action, and a schema field's getter (@colyseus/schema
 * 3.0: one shared accessor whose property load sees every field of every class) costs about forty
 * times a plain object's read (measured: 16.7 ns against 0.4 ns), some 470 reads per action with a
 * four-player Battlefield. Taken from the schema object the first time, so it starts equal to what
 * the schema holds; syncState is the only writer of these fields, so it stays equal.
 */
const written = new WeakMap<object, object>();
function lastWritten<S extends object, K extends keyof S>(schema: S, fields: readonly K[]): Pick<S, K> {
  let last = written.get(schema) as Pick<S, K> | undefined;
  if (!last) {
    last = {} as Pick<S, K>;
    for (const f of fields) last[f] = schema[f];
    written.set(schema, last);
  }
  return last;
}

/**
 * The engine object each schema object was last synced from. A state shares every player, creature
 * and terrain piece an action did not change, and the record and list that hold them, with the state
 * before it (copy on write, shared/src/primitives/copy-on-write.ts) and never changes one once `apply`
 * has returned it, so the same object means the same fields: most actions change a creature or two,
 * and the rest are skipped without reading a field.
 */
const syncedFrom = new WeakMap<object, object>();
function alreadySynced(schema: object, from: object): boolean {
  if (syncedFrom.get(schema) === from) return true;
  syncedFrom.set(schema, from);
  return false;
}

const topFields = ['phase', 'turn', 'activeSeat', 'waitingFor', 'pendingId', 'pendingKind', 'activation', 'result', 'quest'] as const satisfies readonly (keyof MatchState)[];
const playerFields = [
  'seat', 'team', 'hero', 'minion', 'heroCreature', 'prosperity', 'handCount', 'deckCount', 'constructionDeckCount', 'tacticCount',
  'deckOuts', 'eliminated', 'charactersKilled', 'buildings', 'relics', 'edge', 'builtThisTurn', 'terrainThisTurn',
] as const satisfies readonly (keyof PlayerSchema)[];
const creatureFields = [
  'id', 'card', 'kind', 'instance', 'owner', 'controller', 'x', 'y', 'wounds', 'armour', 'stealth', 'poison', 'disease', 'activated',
  'meleesThisTurn', 'rangedTargetedOnTurn', 'modifiers', 'concentration', 'controlledUntil', 'victim',
] as const satisfies readonly (keyof CreatureSchema)[];
const terrainFields = ['id', 'card', 'owner', 'x', 'y', 'rotation', 'searched', 'polygon'] as const satisfies readonly (keyof TerrainSchema)[];

/**
 * Drop the map's entries whose ids are not among `synced` (a creature died, a terrain piece went).
 * The map holds an entry for each of the `count` ids just synced (distinct: the state keys creatures
 * and terrain pieces by their ids), so it has no other entry when its size is `count`: the ids are
 * listed, and the map walked, only when something went (a Set and a copy of the keys every action).
 */
function keepOnly<V>(map: MapSchema<V>, count: number, synced: () => Iterable<string>): void {
  if (map.size === count) return;
  const ids = new Set(synced());
  for (const id of [...map.keys()]) if (!ids.has(id)) map.delete(id);
}

/** The graveyard ids (and the card record they were named from) a player's `graveyard` text was last made of. */
const graveyardShadow = new WeakMap<PlayerSchema, { ids: readonly string[]; cards: GameState['cards'] }>();

/** A Graveyard's visible cards as JSON of [{ id, card }], made again only when its cards changed. */
function putGraveyard(ps: PlayerSchema, s: GameState, ids: readonly string[]): void {
  const last = graveyardShadow.get(ps);
  if (last && last.cards === s.cards && sameList(last.ids, ids)) return;
  const text = JSON.stringify(ids.map((id) => ({ id, card: s.cards[id]!.card })));
  if (ps.graveyard !== text) ps.graveyard = text;
  graveyardShadow.set(ps, { ids: ids.slice(), cards: s.cards });
}

/**
 * Write the engine state into the synchronised schema. Every field is one the engine's SPECTATOR
 * view shows (docs/architecture.md §5) and holds what that view holds — the public side of each
 * player (counts, never a hand, deck or face-down tactic), the Battlefield, the turn — so nothing
 * hidden can reach a field every client is sent; sync-state.test.ts compares the schema with
 * `view(state, 'spectator')` after every action of played games in every mode. The fields are read
 * from the state rather than from a copied view, and each is written by name with a compare first:
 * the view's copy of every creature, player and terrain after every action, and a generic
 * `target[key]` over schema objects of every class, were most of this function's cost with
 * hundreds of rooms (the bench's profile). The compare is with a plain copy of what was last
 * written (`lastWritten`), not with the schema's getters. Each seat's private part (`secretOf`) goes
 * to its owner alone (private-channel.ts).
 */
export function syncState(target: MatchState, s: GameState): void {
  const waitingFor = whoActs(s) ?? '';
  const pendingId = s.pending?.id ?? -1;
  const pendingKind = s.pending?.kind ?? '';
  const activation = s.activation ? JSON.stringify(s.activation) : '';
  const result = s.result ? JSON.stringify(s.result) : '';
  const quest = s.quest ? JSON.stringify(questView(s, 'spectator')) : '';
  const last = lastWritten(target, topFields);
  if (last.phase !== s.phase) target.phase = last.phase = s.phase;
  if (last.turn !== s.turn) target.turn = last.turn = s.turn;
  if (last.activeSeat !== s.activeSeat) target.activeSeat = last.activeSeat = s.activeSeat;
  if (last.waitingFor !== waitingFor) target.waitingFor = last.waitingFor = waitingFor;
  if (last.pendingId !== pendingId) target.pendingId = last.pendingId = pendingId;
  if (last.pendingKind !== pendingKind) target.pendingKind = last.pendingKind = pendingKind;
  putList(target.turnOrder, s.turnOrder);
  if (last.activation !== activation) target.activation = last.activation = activation;
  if (last.result !== result) target.result = last.result = result;
  if (last.quest !== quest) target.quest = last.quest = quest;

  for (const seat of s.config.seats) {
    const p = s.players[seat];
    if (p) syncPlayer(entry(target.players, seat, () => new PlayerSchema()), p, s);
  }

  // The record of creatures and the terrain list are shared between states too, until an action
  // adds, removes or changes one of theirs: the same record means every creature in it is the same.
  if (!alreadySynced(target.creatures, s.creatures)) {
    let creatures = 0;
    for (const id in s.creatures) {
      const c = s.creatures[id]!;
      creatures++;
      syncCreature(entry(target.creatures, c.id, () => new CreatureSchema()), c);
    }
    keepOnly(target.creatures, creatures, () => Object.values(s.creatures).map((c) => c.id));
  }
  if (!alreadySynced(target.terrain, s.terrain)) {
    for (const t of s.terrain) syncTerrain(entry(target.terrain, t.id, () => new TerrainSchema()), t);
    keepOnly(target.terrain, s.terrain.length, () => s.terrain.map((t) => t.id));
  }
}

/** Each synced player's buildings and relics as JSON, made again only when they changed (flat-list-json.ts). */
const playerJson = new WeakMap<PlayerSchema, { buildings: FlatListJson; relics: FlatListJson }>();

/** One player's public side (what `view` shows every viewer): counts of hand, deck, tactics and Construction Deck, never their cards. */
function syncPlayer(ps: PlayerSchema, p: PlayerState, s: GameState): void {
  // The Graveyard's card names come from `s.cards` too, but a card's record never changes while its id lasts.
  if (alreadySynced(ps, p)) return;
  const last = lastWritten(ps, playerFields);
  const constructionDeckCount = p.constructionDeck?.length ?? 0;
  let json = playerJson.get(ps);
  if (!json) playerJson.set(ps, (json = { buildings: new FlatListJson(), relics: new FlatListJson() }));
  const buildings = json.buildings.of(p.buildings);
  const relics = json.relics.of(p.relics);
  const edge = jsonOfShared(p.edge);
  if (last.seat !== p.seat) ps.seat = last.seat = p.seat;
  if (last.team !== p.team) ps.team = last.team = p.team;
  if (last.hero !== p.hero) ps.hero = last.hero = p.hero;
  if (last.minion !== p.minion) ps.minion = last.minion = p.minion;
  if (last.heroCreature !== p.heroCreature) ps.heroCreature = last.heroCreature = p.heroCreature;
  if (last.prosperity !== p.prosperity) ps.prosperity = last.prosperity = p.prosperity;
  if (last.handCount !== p.hand.length) ps.handCount = last.handCount = p.hand.length;
  if (last.deckCount !== p.deck.length) ps.deckCount = last.deckCount = p.deck.length;
  if (last.constructionDeckCount !== constructionDeckCount) ps.constructionDeckCount = last.constructionDeckCount = constructionDeckCount;
  if (last.tacticCount !== p.tactics.length) ps.tacticCount = last.tacticCount = p.tactics.length;
  if (last.deckOuts !== p.deckOuts) ps.deckOuts = last.deckOuts = p.deckOuts;
  if (last.eliminated !== p.eliminated) ps.eliminated = last.eliminated = p.eliminated;
  if (last.charactersKilled !== p.charactersKilled) ps.charactersKilled = last.charactersKilled = p.charactersKilled;
  putGraveyard(ps, s, p.graveyard);
  if (last.buildings !== buildings) ps.buildings = last.buildings = buildings;
  putList(ps.terrainCards, p.terrainCards);
  if (last.relics !== relics) ps.relics = last.relics = relics;
  if (last.edge !== edge) ps.edge = last.edge = edge;
  putList(ps.uniquesUsed, p.uniquesUsed);
  if (last.builtThisTurn !== p.builtThisTurn) ps.builtThisTurn = last.builtThisTurn = p.builtThisTurn;
  if (last.terrainThisTurn !== p.terrainThisTurn) ps.terrainThisTurn = last.terrainThisTurn = p.terrainThisTurn;
}

/** A creature on the Battlefield: the spectator view shows every creature whole. */
function syncCreature(cs: CreatureSchema, c: Creature): void {
  if (alreadySynced(cs, c)) return;
  const last = lastWritten(cs, creatureFields);
  const instance = c.instance ?? '';
  const modifiers = c.modifiers.length === 0 ? '[]' : JSON.stringify(c.modifiers);
  const concentration = c.concentration ?? 0;
  const controlledUntil = c.controlledUntil ?? 0;
  const victim = c.victim ?? '';
  if (last.id !== c.id) cs.id = last.id = c.id;
  if (last.card !== c.card) cs.card = last.card = c.card;
  if (last.kind !== c.kind) cs.kind = last.kind = c.kind;
  if (last.instance !== instance) cs.instance = last.instance = instance;
  if (last.owner !== c.owner) cs.owner = last.owner = c.owner;
  if (last.controller !== c.controller) cs.controller = last.controller = c.controller;
  if (last.x !== c.pos.x) cs.x = last.x = c.pos.x;
  if (last.y !== c.pos.y) cs.y = last.y = c.pos.y;
  if (last.wounds !== c.wounds) cs.wounds = last.wounds = c.wounds;
  if (last.armour !== c.armour) cs.armour = last.armour = c.armour;
  if (last.stealth !== c.stealth) cs.stealth = last.stealth = c.stealth;
  if (last.poison !== c.poison) cs.poison = last.poison = c.poison;
  if (last.disease !== c.disease) cs.disease = last.disease = c.disease;
  if (last.activated !== c.activated) cs.activated = last.activated = c.activated;
  if (last.meleesThisTurn !== c.meleesThisTurn) cs.meleesThisTurn = last.meleesThisTurn = c.meleesThisTurn;
  if (last.rangedTargetedOnTurn !== c.rangedTargetedOnTurn) cs.rangedTargetedOnTurn = last.rangedTargetedOnTurn = c.rangedTargetedOnTurn;
  if (last.modifiers !== modifiers) cs.modifiers = last.modifiers = modifiers;
  if (last.concentration !== concentration) cs.concentration = last.concentration = concentration;
  if (last.controlledUntil !== controlledUntil) cs.controlledUntil = last.controlledUntil = controlledUntil;
  if (last.victim !== victim) cs.victim = last.victim = victim;
}

/** A terrain template on the Battlefield (public whole). */
function syncTerrain(ts: TerrainSchema, t: TerrainPiece): void {
  if (alreadySynced(ts, t)) return;
  const last = lastWritten(ts, terrainFields);
  const polygon = jsonOfShared(t.polygon);
  if (last.id !== t.id) ts.id = last.id = t.id;
  if (last.card !== t.card) ts.card = last.card = t.card;
  if (last.owner !== t.owner) ts.owner = last.owner = t.owner;
  if (last.x !== t.center.x) ts.x = last.x = t.center.x;
  if (last.y !== t.center.y) ts.y = last.y = t.center.y;
  if (last.rotation !== t.rotation) ts.rotation = last.rotation = t.rotation;
  if (last.searched !== t.searched) ts.searched = last.searched = t.searched;
  if (last.polygon !== polygon) ts.polygon = last.polygon = polygon;
}

/** A seat's private part of its own view: its hand, its face-down tactics, and its pending decision's options. */
export interface Secret {
  hand: { id: string; card: string }[];
  tactics: { id: string; card: string }[];
  pending: { id: number; kind: string; options: unknown; defaultAnswer: unknown } | null;
  /** Experienced Architect: the owner's Construction Deck in order (rulebook: Variants: hidden from everyone else). */
  constructionDeck?: string[];
  /** The buildings and terrains the owner may still put on the table (their pools). */
  buildingPool: string[];
  terrainPool: string[];
  /** Quest mode against an Overlord player: the Overlord's hand, to that seat alone. */
  overlordHand?: string[];
}

/**
 * The private part of `seat`'s own view: its hand, tactics and pools (`ownCards`, the very function
 * the engine's `view` shows them with), its own decision, Construction Deck and, for the Overlord
 * player, the Overlord's hand (`overlordHandFor`, likewise). Read from the state rather than cut
 * out of a whole view: the view copied the seat's graveyard, buildings and relics and the quest for
 * every changed part, some 4 % of what the server allocated under load (server/bench/README.md).
 * sync-state.test.ts compares the two over played games of every mode.
 */
export function secretOf(s: GameState, seat: Seat): Secret {
  const p = s.players[seat];
  const d = s.pending;
  const pending = d && d.seat === seat ? { id: d.id, kind: d.kind as string, options: d.options as unknown, defaultAnswer: d.defaultAnswer as unknown } : null;
  return {
    ...(p ? ownCards(s, p) : { hand: [], tactics: [], buildingPool: [], terrainPool: [] }),
    pending,
    ...(p?.constructionDeck ? { constructionDeck: [...p.constructionDeck] } : {}),
    ...overlordHandFor(s, seat),
  };
}
