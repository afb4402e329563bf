import { ArraySchema, MapSchema } from '@colyseus/schema';
import { view, whoActs, type GameState, type Seat } from '@signum/shared';
import { CreatureSchema, MatchState, PlayerSchema, TerrainSchema } from './schema';

/** Assign only when the value differs, so unchanged fields send no patch. */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}

/** Replace a string array's contents when they differ. */
function putList(list: ArraySchema<string>, values: readonly string[]): void {
  if (list.length === values.length && values.every((v, i) => list[i] === v)) return;
  list.clear();
  list.push(...values);
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

/**
 * Write the engine state into the synchronised schema. Every public field comes from the SPECTATOR
 * view (docs/architecture.md §5), so no hidden card can reach a field that every client is sent. Each seat's
 * private part (`secretOf`) goes to its owner alone (private-channel.ts).
 */
export function syncState(target: MatchState, s: GameState): void {
  const pub = view(s, 'spectator');
  put(target, 'phase', pub.phase);
  put(target, 'turn', pub.turn);
  put(target, 'activeSeat', pub.activeSeat);
  put(target, 'waitingFor', whoActs(s) ?? '');
  put(target, 'pendingId', pub.pending?.id ?? -1);
  put(target, 'pendingKind', pub.pending?.kind ?? '');
  putList(target.turnOrder, pub.turnOrder);
  put(target, 'activation', pub.activation ? JSON.stringify(pub.activation) : '');
  put(target, 'result', pub.result ? JSON.stringify(pub.result) : '');
  put(target, 'quest', pub.quest ? JSON.stringify(pub.quest) : '');

  for (const [seat, p] of Object.entries(pub.players)) {
    if (!p) continue;
    const ps = entry(target.players, seat, () => new PlayerSchema());
    put(ps, 'seat', p.seat);
    put(ps, 'team', p.team);
    put(ps, 'hero', p.hero);
    put(ps, 'minion', p.minion);
    put(ps, 'heroCreature', p.heroCreature);
    put(ps, 'prosperity', p.prosperity);
    put(ps, 'handCount', p.handCount);
    put(ps, 'deckCount', p.deckCount);
    put(ps, 'constructionDeckCount', p.constructionDeckCount ?? 0);
    put(ps, 'tacticCount', p.tacticCount);
    put(ps, 'deckOuts', p.deckOuts);
    put(ps, 'eliminated', p.eliminated);
    put(ps, 'charactersKilled', p.charactersKilled);
    put(ps, 'graveyard', JSON.stringify(p.graveyard));
    put(ps, 'buildings', JSON.stringify(p.buildings));
    putList(ps.terrainCards, p.terrainCards);
    put(ps, 'relics', JSON.stringify(p.relics));
    put(ps, 'edge', jsonOfShared(p.edge));
    putList(ps.uniquesUsed, p.uniquesUsed);
    put(ps, 'builtThisTurn', p.builtThisTurn);
    put(ps, 'terrainThisTurn', p.terrainThisTurn);
  }

  for (const c of pub.creatures) {
    const cs = entry(target.creatures, c.id, () => new CreatureSchema());
    put(cs, 'id', c.id);
    put(cs, 'card', c.card);
    put(cs, 'kind', c.kind);
    put(cs, 'instance', c.instance ?? '');
    put(cs, 'owner', c.owner);
    put(cs, 'controller', c.controller);
    put(cs, 'x', c.pos.x);
    put(cs, 'y', c.pos.y);
    put(cs, 'wounds', c.wounds);
    put(cs, 'armour', c.armour);
    put(cs, 'stealth', c.stealth);
    put(cs, 'poison', c.poison);
    put(cs, 'disease', c.disease);
    put(cs, 'activated', c.activated);
    put(cs, 'meleesThisTurn', c.meleesThisTurn);
    put(cs, 'rangedTargetedOnTurn', c.rangedTargetedOnTurn);
    put(cs, 'modifiers', JSON.stringify(c.modifiers));
    put(cs, 'concentration', c.concentration ?? 0);
    put(cs, 'controlledUntil', c.controlledUntil ?? 0);
    put(cs, 'victim', c.victim ?? '');
  }
  keepOnly(target.creatures, new Set(pub.creatures.map((c) => c.id)));

  for (const t of pub.terrain) {
    const ts = entry(target.terrain, t.id, () => new TerrainSchema());
    put(ts, 'id', t.id);
    put(ts, 'card', t.card);
    put(ts, 'owner', t.owner);
    put(ts, 'x', t.center.x);
    put(ts, 'y', t.center.y);
    put(ts, 'rotation', t.rotation);
    put(ts, 'searched', t.searched);
    put(ts, 'polygon', jsonOfShared(t.polygon));
  }
  keepOnly(target.terrain, new Set(pub.terrain.map((t) => t.id)));
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
