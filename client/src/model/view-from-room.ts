import type { Activation, BuildingInPlay, Creature, GameResult, GameView, Mode, Phase, PlayerView, QuestView, RelicInPlay, Seat, TerrainPiece, Viewer } from '@signum/shared';
import type { ClockInfo, SeatInfo, TableSnapshot } from './snapshot';
import { withSoloOverlord } from './solo-overlord-seat';

/** A decoded Colyseus map: what colyseus.js gives for a MapSchema. */
interface MapLike<V> {
  forEach(cb: (value: V, key: string) => void): void;
}
/** A decoded Colyseus array. */
interface ListLike<V> {
  length: number;
  forEach(cb: (value: V) => void): void;
}

/** The room's public state as colyseus.js decodes it (mirrors server/src/room/schema.ts). */
export interface RoomStateLike {
  mode: string;
  status: string;
  ruleset: string;
  experiencedArchitect?: boolean;
  phase: string;
  turn: number;
  activeSeat: string;
  waitingFor: string;
  pendingId: number;
  pendingKind: string;
  turnOrder: ListLike<string>;
  activation: string;
  result: string;
  clock: { seat: string; decisionDeadline: number; turnDeadline: number; matchDeadline: number };
  seats: MapLike<{ seat: string; name: string; team: string; taken: boolean; bot: boolean; deckChosen: boolean; ready: boolean; away: boolean }>;
  players: MapLike<{
    seat: string; team: number; hero: string; minion: string; heroCreature: string; prosperity: number; handCount: number; deckCount: number;
    constructionDeckCount: number; tacticCount: number; deckOuts: number; eliminated: boolean; charactersKilled: number; graveyard: string;
    buildings: string; terrainCards: ListLike<string>; relics: string; edge: string; uniquesUsed: ListLike<string>; builtThisTurn: boolean; terrainThisTurn: boolean;
  }>;
  creatures: MapLike<{
    id: string; card: string; kind: string; instance: string; owner: string; controller: string; x: number; y: number; wounds: number; armour: number;
    stealth: boolean; poison: boolean; disease: boolean; activated: boolean; meleesThisTurn: number; rangedTargetedOnTurn: number; modifiers: string;
    concentration: number; controlledUntil: number; victim: string;
  }>;
  terrain: MapLike<{ id: string; card: string; owner: string; x: number; y: number; rotation: number; searched: boolean; polygon: string }>;
  /** Quest rooms: JSON of the public quest view, and the room's side ('pve' solo, 'pvp'); empty elsewhere. */
  quest?: string;
  questSide?: string;
}

/** A seat's private message (server/src/room/sync-state.ts `Secret`). */
export interface SecretLike {
  hand: { id: string; card: string }[];
  tactics: { id: string; card: string }[];
  pending: { id: number; kind: string; options: unknown; defaultAnswer: unknown } | null;
  constructionDeck?: string[];
  buildingPool?: string[];
  terrainPool?: string[];
  /** Quest mode: the Overlord player's own hand (its seat alone is sent it). */
  overlordHand?: string[];
}

const list = <V>(l: ListLike<V>): V[] => {
  const out: V[] = [];
  l.forEach((v) => out.push(v));
  return out;
};
const json = <T>(text: string, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/** The engine's mode of a room: a quest room plays the engine's two-seat game (server quest-room.ts). */
const engineMode = (mode: string): Mode => (mode === 'quest' ? 'duel' : (mode as Mode));

/** The quest view: the public part, and the Overlord player's hand when this seat was sent it. */
function questOf(state: RoomStateLike, secret: SecretLike | null): QuestView | undefined {
  const pub = json<QuestView | null>(state.quest ?? '', null);
  if (!pub) return undefined;
  return secret?.overlordHand ? { ...pub, overlordHand: secret.overlordHand } : pub;
}

/** The seats as the room lists them, in seat order. */
function seatsOf(state: RoomStateLike): SeatInfo[] {
  const out: SeatInfo[] = [];
  state.seats.forEach((s) => out.push({ ...s, seat: s.seat as Seat } as SeatInfo));
  return out.sort((a, b) => a.seat.localeCompare(b.seat));
}

/**
 * The engine's GameView for `viewer`, rebuilt from the room's public state and (for a seat) its
 * private message: the same shape `view(state, viewer)` has on the server, so the table and the
 * shared previews (model/preview-state.ts) read one thing whether the game is live or replayed.
 */
export function viewFromRoom(state: RoomStateLike, viewer: Viewer, secret: SecretLike | null): GameView {
  const players: Partial<Record<Seat, PlayerView>> = {};
  state.players.forEach((p, key) => {
    const seat = key as Seat;
    const own = viewer === seat && secret;
    players[seat] = {
      seat, team: p.team, hero: p.hero, minion: p.minion, heroCreature: p.heroCreature, prosperity: p.prosperity,
      handCount: p.handCount, deckCount: p.deckCount, tacticCount: p.tacticCount, deckOuts: p.deckOuts, eliminated: p.eliminated,
      charactersKilled: p.charactersKilled, graveyard: json(p.graveyard, []), buildings: json<BuildingInPlay[]>(p.buildings, []),
      terrainCards: list(p.terrainCards), relics: json<RelicInPlay[]>(p.relics, []), edge: json(p.edge, { a: { x: 0, y: 0 }, b: { x: 0, y: 0 } }),
      uniquesUsed: list(p.uniquesUsed), builtThisTurn: p.builtThisTurn, terrainThisTurn: p.terrainThisTurn,
      ...(p.constructionDeckCount ? { constructionDeckCount: p.constructionDeckCount } : {}),
      ...(own
        ? {
            hand: secret.hand, tactics: secret.tactics,
            ...(secret.constructionDeck ? { constructionDeck: secret.constructionDeck } : {}),
            ...(secret.buildingPool ? { buildingPool: secret.buildingPool } : {}),
            ...(secret.terrainPool ? { terrainPool: secret.terrainPool } : {}),
          }
        : {}),
    };
  });
  const creatures: Creature[] = [];
  state.creatures.forEach((c) =>
    creatures.push({
      id: c.id, card: c.card, kind: c.kind as Creature['kind'], ...(c.instance ? { instance: c.instance } : {}), owner: c.owner as Seat,
      controller: c.controller as Seat, pos: { x: c.x, y: c.y }, wounds: c.wounds, armour: c.armour, stealth: c.stealth, poison: c.poison,
      disease: c.disease, activated: c.activated, meleesThisTurn: c.meleesThisTurn, rangedTargetedOnTurn: c.rangedTargetedOnTurn,
      modifiers: json(c.modifiers, []),
      ...(c.concentration ? { concentration: c.concentration } : {}),
      ...(c.controlledUntil ? { controlledUntil: c.controlledUntil } : {}),
      ...(c.victim ? { victim: c.victim } : {}),
    }),
  );
  const terrain: TerrainPiece[] = [];
  state.terrain.forEach((t) =>
    terrain.push({ id: t.id, card: t.card, owner: t.owner as Seat, center: { x: t.x, y: t.y }, rotation: t.rotation, searched: t.searched, polygon: json(t.polygon, []) }),
  );
  const mine = secret?.pending && state.pendingId === secret.pending.id ? secret.pending : null;
  return {
    viewer, mode: engineMode(state.mode), turn: state.turn, activeSeat: state.activeSeat as Seat, turnOrder: list(state.turnOrder) as Seat[],
    phase: state.phase as Phase, players, creatures, terrain, activation: json<Activation | null>(state.activation, null),
    pending:
      state.pendingId >= 0
        ? {
            id: state.pendingId, seat: state.waitingFor as Seat, kind: state.pendingKind as never,
            ...(mine ? { options: mine.options as never, defaultAnswer: mine.defaultAnswer as never } : {}),
          }
        : null,
    result: json<GameResult | null>(state.result, null),
    ...(state.quest ? { quest: questOf(state, secret) } : {}),
  };
}

/** The whole snapshot the table draws, from the room's state and the seat's private message. */
export function snapshotFromRoom(state: RoomStateLike, viewer: Viewer, secret: SecretLike | null, code?: string): TableSnapshot {
  const clock: ClockInfo = {
    seat: state.clock.seat as Seat | '', decisionDeadline: state.clock.decisionDeadline, turnDeadline: state.clock.turnDeadline, matchDeadline: state.clock.matchDeadline,
  };
  return {
    mode: engineMode(state.mode),
    ...(state.questSide === 'pve' || state.questSide === 'pvp' ? { questSide: state.questSide } : {}),
    status: state.status as TableSnapshot['status'],
    viewer,
    seats: withSoloOverlord(seatsOf(state), questOf(state, null)),
    view: state.status === 'lobby' ? null : viewFromRoom(state, viewer, secret),
    ruleset: state.ruleset === 'classic2017' ? 'classic2017' : 'rulebook',
    experiencedArchitect: state.experiencedArchitect === true,
    waitingFor: state.waitingFor as Seat | '',
    clock,
    ...(code ? { code } : {}),
  };
}
