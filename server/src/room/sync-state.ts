import { ArraySchema, MapSchema } from '@colyseus/schema';
import { questView, view, whoActs, type Creature, type GameState, type PlayerState, type Seat, type TerrainPiece } from '@signum/shared';
import { CreatureSchema, MatchState, PlayerSchema, TerrainSchema } from './schema';

/**
 * The plain copy of what a string list field was last given: comparing against it costs no trip
 * through ArraySchema's Proxy (whose every index read runs isNaN on the key).
 */
const listShadow = new WeakMap<ArraySchema<string>, readonly string[]>();

/** Replace a string array's contents when they differ. */
function putList(list: ArraySchema<string>, values: readonly string[]): void {
  const last = listShadow.get(list);
  if (last && last.length === values.length && values.every((v, i) => last[i] === v)) return;
  list.clear();
  list.push(...values);
  listShadow.set(list, values.slice());
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

/** Drop the map's entries whose ids are no longer in `ids` (a creature died, a terrain piece went). */
function keepOnly<V>(map: MapSchema<V>, ids: ReadonlySet<string>): void {
  for (const id of [...map.keys()]) if (!ids.has(id)) map.delete(id);
}

/** The graveyard ids (and the card record they were named from) a player's `graveyard` text was last made of. */
const graveyardShadow = new WeakMap<PlayerSchema, { ids: readonly string[]; cards: GameState['cards'] }>();

/** A Graveyard's visible cards as JSON of [{ id, card }], made again only when its cards changed. */
function putGraveyard(ps: PlayerSchema, s: GameState, ids: readonly string[]): void {
  const last = graveyardShadow.get(ps);
  if (last && last.cards === s.cards && last.ids.length === ids.length && ids.every((id, i) => last.ids[i] === id)) return;
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
 * hundreds of rooms (the bench's profile). Each seat's private part (`secretOf`) goes to its owner
 * alone (private-channel.ts).
 */
export function syncState(target: MatchState, s: GameState): void {
  const waitingFor = whoActs(s) ?? '';
  const pendingId = s.pending?.id ?? -1;
  const pendingKind = s.pending?.kind ?? '';
  const activation = s.activation ? JSON.stringify(s.activation) : '';
  const result = s.result ? JSON.stringify(s.result) : '';
  const quest = s.quest ? JSON.stringify(questView(s, 'spectator')) : '';
  if (target.phase !== s.phase) target.phase = s.phase;
  if (target.turn !== s.turn) target.turn = s.turn;
  if (target.activeSeat !== s.activeSeat) target.activeSeat = s.activeSeat;
  if (target.waitingFor !== waitingFor) target.waitingFor = waitingFor;
  if (target.pendingId !== pendingId) target.pendingId = pendingId;
  if (target.pendingKind !== pendingKind) target.pendingKind = pendingKind;
  putList(target.turnOrder, s.turnOrder);
  if (target.activation !== activation) target.activation = activation;
  if (target.result !== result) target.result = result;
  if (target.quest !== quest) target.quest = quest;

  for (const seat of s.config.seats) {
    const p = s.players[seat];
    if (p) syncPlayer(entry(target.players, seat, () => new PlayerSchema()), p, s);
  }

  const creatureIds = new Set<string>();
  for (const id in s.creatures) {
    const c = s.creatures[id]!;
    creatureIds.add(c.id);
    syncCreature(entry(target.creatures, c.id, () => new CreatureSchema()), c);
  }
  keepOnly(target.creatures, creatureIds);

  for (const t of s.terrain) syncTerrain(entry(target.terrain, t.id, () => new TerrainSchema()), t);
  keepOnly(target.terrain, new Set(s.terrain.map((t) => t.id)));
}

/** One player's public side (what `view` shows every viewer): counts of hand, deck, tactics and Construction Deck, never their cards. */
function syncPlayer(ps: PlayerSchema, p: PlayerState, s: GameState): void {
  const constructionDeckCount = p.constructionDeck?.length ?? 0;
  const buildings = JSON.stringify(p.buildings);
  const relics = JSON.stringify(p.relics);
  const edge = jsonOfShared(p.edge);
  if (ps.seat !== p.seat) ps.seat = p.seat;
  if (ps.team !== p.team) ps.team = p.team;
  if (ps.hero !== p.hero) ps.hero = p.hero;
  if (ps.minion !== p.minion) ps.minion = p.minion;
  if (ps.heroCreature !== p.heroCreature) ps.heroCreature = p.heroCreature;
  if (ps.prosperity !== p.prosperity) ps.prosperity = p.prosperity;
  if (ps.handCount !== p.hand.length) ps.handCount = p.hand.length;
  if (ps.deckCount !== p.deck.length) ps.deckCount = p.deck.length;
  if (ps.constructionDeckCount !== constructionDeckCount) ps.constructionDeckCount = constructionDeckCount;
  if (ps.tacticCount !== p.tactics.length) ps.tacticCount = p.tactics.length;
  if (ps.deckOuts !== p.deckOuts) ps.deckOuts = p.deckOuts;
  if (ps.eliminated !== p.eliminated) ps.eliminated = p.eliminated;
  if (ps.charactersKilled !== p.charactersKilled) ps.charactersKilled = p.charactersKilled;
  putGraveyard(ps, s, p.graveyard);
  if (ps.buildings !== buildings) ps.buildings = buildings;
  putList(ps.terrainCards, p.terrainCards);
  if (ps.relics !== relics) ps.relics = relics;
  if (ps.edge !== edge) ps.edge = edge;
  putList(ps.uniquesUsed, p.uniquesUsed);
  if (ps.builtThisTurn !== p.builtThisTurn) ps.builtThisTurn = p.builtThisTurn;
  if (ps.terrainThisTurn !== p.terrainThisTurn) ps.terrainThisTurn = p.terrainThisTurn;
}

/** A creature on the Battlefield: the spectator view shows every creature whole. */
function syncCreature(cs: CreatureSchema, c: Creature): void {
  const instance = c.instance ?? '';
  const modifiers = c.modifiers.length === 0 ? '[]' : JSON.stringify(c.modifiers);
  const concentration = c.concentration ?? 0;
  const controlledUntil = c.controlledUntil ?? 0;
  const victim = c.victim ?? '';
  if (cs.id !== c.id) cs.id = c.id;
  if (cs.card !== c.card) cs.card = c.card;
  if (cs.kind !== c.kind) cs.kind = c.kind;
  if (cs.instance !== instance) cs.instance = instance;
  if (cs.owner !== c.owner) cs.owner = c.owner;
  if (cs.controller !== c.controller) cs.controller = c.controller;
  if (cs.x !== c.pos.x) cs.x = c.pos.x;
  if (cs.y !== c.pos.y) cs.y = c.pos.y;
  if (cs.wounds !== c.wounds) cs.wounds = c.wounds;
  if (cs.armour !== c.armour) cs.armour = c.armour;
  if (cs.stealth !== c.stealth) cs.stealth = c.stealth;
  if (cs.poison !== c.poison) cs.poison = c.poison;
  if (cs.disease !== c.disease) cs.disease = c.disease;
  if (cs.activated !== c.activated) cs.activated = c.activated;
  if (cs.meleesThisTurn !== c.meleesThisTurn) cs.meleesThisTurn = c.meleesThisTurn;
  if (cs.rangedTargetedOnTurn !== c.rangedTargetedOnTurn) cs.rangedTargetedOnTurn = c.rangedTargetedOnTurn;
  if (cs.modifiers !== modifiers) cs.modifiers = modifiers;
  if (cs.concentration !== concentration) cs.concentration = concentration;
  if (cs.controlledUntil !== controlledUntil) cs.controlledUntil = controlledUntil;
  if (cs.victim !== victim) cs.victim = victim;
}

/** A terrain template on the Battlefield (public whole). */
function syncTerrain(ts: TerrainSchema, t: TerrainPiece): void {
  const polygon = jsonOfShared(t.polygon);
  if (ts.id !== t.id) ts.id = t.id;
  if (ts.card !== t.card) ts.card = t.card;
  if (ts.owner !== t.owner) ts.owner = t.owner;
  if (ts.x !== t.center.x) ts.x = t.center.x;
  if (ts.y !== t.center.y) ts.y = t.center.y;
  if (ts.rotation !== t.rotation) ts.rotation = t.rotation;
  if (ts.searched !== t.searched) ts.searched = t.searched;
  if (ts.polygon !== polygon) ts.polygon = polygon;
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
 * The private part of `seat`'s own view (derived from the engine's `view`, nothing else). The view
 * is taken of the state without its Battlefield and without the other players: the seat's hand,
 * tactics, pools and decision depend on neither, and copying those (every seat's graveyard,
 * buildings, relics…) for every seat after every action cost more than the rest of this
 * (sync-state.test.ts compares the two over played games).
 */
export function secretOf(s: GameState, seat: Seat): Secret {
  const own = view({ ...s, players: { [seat]: s.players[seat] }, creatures: {}, terrain: [] }, seat);
  const p = own.players[seat];
  const pending = own.pending && own.pending.seat === seat ? { id: own.pending.id, kind: own.pending.kind as string, options: own.pending.options as unknown, defaultAnswer: own.pending.defaultAnswer as unknown } : null;
  return {
    hand: p?.hand ?? [], tactics: p?.tactics ?? [], pending, buildingPool: p?.buildingPool ?? [], terrainPool: p?.terrainPool ?? [],
    ...(p?.constructionDeck ? { constructionDeck: p.constructionDeck } : {}),
    ...(own.quest?.overlordHand ? { overlordHand: own.quest.overlordHand } : {}),
  };
}
