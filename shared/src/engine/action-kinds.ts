import { circleGap, DISTANCE, FIELD_SIZE, hypot, type Vec } from '../geometry';
import { getCard } from '../cards/registry';
import type { Action } from '../protocol/actions';
import { RuleError, type RejectionCode } from '../protocol/codes';
import type { Creature, GameState, Seat } from '../state/types';
import { areEnemies, baseOf } from '../queries/creatures';
import { keywordsOf } from '../queries/stats';
import { summonSpots } from '../queries/placement';
import { checkAction } from './check-action';
import { terrainSpot } from './terrain-spots';

/** Every kind of thing a creature can be told to do (one button each on a player's action bar). */
export type CreatureActionKind =
  | 'move' | 'run' | 'melee' | 'magicalStrike' | 'shooting' | 'throwing' | 'magicalShot'
  | 'stealth' | 'healer' | 'ritual' | 'curePoison' | 'concentration' | 'control' | 'howl' | 'healing'
  | 'concentrate' | 'search' | 'pass';

/**
 * One kind of action and whether the rules accept it now. Enabled: `actions` holds every accepted
 * action of the kind (one per target; for a move, one accepted path that proves the move possible).
 * Disabled: the rule's code and sentence (`checkAction`'s own, for the nearest candidate).
 */
export type KindAvailability<K extends string = string> =
  | { kind: K; enabled: true; actions: Action[] }
  | { kind: K; enabled: false; code: RejectionCode | 'NO_TARGET'; reason: string };

/** The rule's rejection of `a`, or null when the rules accept it (never throws a RuleError). */
export function rejectionOf(s: GameState, seat: Seat, a: Action): RuleError | null {
  try {
    checkAction(s, seat, a);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
}

/**
 * The verdict for one kind from its concrete candidates, nearest first: every accepted one, or the
 * first one's rejection (the nearest target says most: "not in contact", "out of range"), or
 * `none` when there is nothing to try.
 */
function judge<K extends string>(s: GameState, seat: Seat, kind: K, candidates: Action[], none: string, firstOnly = false): KindAvailability<K> {
  const accepted: Action[] = [];
  let first: RuleError | null = null;
  for (const a of candidates) {
    const why = rejectionOf(s, seat, a);
    if (!why) {
      accepted.push(a);
      if (firstOnly) break;
    } else first ??= why;
  }
  if (accepted.length > 0) return { kind, enabled: true, actions: accepted };
  if (first) return { kind, enabled: false, code: first.code, reason: first.message };
  return { kind, enabled: false, code: 'NO_TARGET', reason: none };
}

/** Every creature, nearest to `c` first (the creature itself excluded). */
function othersByDistance(s: GameState, c: Creature): Creature[] {
  const base = baseOf(c);
  return Object.values(s.creatures)
    .filter((o) => o.id !== c.id)
    .map((o) => ({ o, gap: circleGap(base, baseOf(o)) }))
    .sort((a, b) => a.gap - b.gap)
    .map((x) => x.o);
}

/** Directions tried for a move, every 11.25°. */
const DIRECTIONS = Array.from({ length: 32 }, (_, i) => (i * Math.PI) / 16);

/**
 * Paths that prove a move possible when one is accepted: straight into contact with each other
 * creature (nearest first: Persecution's move must end touching an enemy), then short and longer
 * steps in every direction. A move any way at all starts with a short step that way, so a creature
 * none of these steps frees is boxed in (a base, the field's edge or Impassable terrain in each).
 */
function movePaths(s: GameState, c: Creature, others: Creature[]): Vec[][] {
  const r = baseOf(c).r;
  const reach = DISTANCE.S; // every allowance is at least S
  const out: Vec[][] = [];
  for (const o of others) {
    const d = hypot(o.pos.x - c.pos.x, o.pos.y - c.pos.y);
    const toContact = d - r - baseOf(o).r;
    if (d === 0 || toContact > reach) continue;
    const k = Math.max(0, toContact + 1) / d; // 1 mm past contact: the rules cut the path where the bases touch
    out.push([{ x: c.pos.x + (o.pos.x - c.pos.x) * k, y: c.pos.y + (o.pos.y - c.pos.y) * k }]);
  }
  for (const len of [2, reach / 2]) {
    for (const a of DIRECTIONS) {
      const p = { x: c.pos.x + Math.cos(a) * len, y: c.pos.y + Math.sin(a) * len };
      if (p.x < r || p.y < r || p.x > FIELD_SIZE - r || p.y > FIELD_SIZE - r) continue;
      out.push([p]);
    }
  }
  return out;
}

/**
 * What the selected creature can do now, kind by kind, computed from the engine's own checks over
 * every concrete candidate (every creature as a target, every Ruins, moves in every direction):
 * a kind is enabled exactly when some action of it is accepted. Kinds the creature could never use
 * (a keyword it lacks) are left out; Move, Run, Melee and Pass are always listed, Search for characters.
 */
export function actionKinds(s: GameState, seat: Seat, creatureId: string): KindAvailability<CreatureActionKind>[] {
  const c = s.creatures[creatureId];
  if (!c) return [];
  const id = c.id;
  const others = othersByDistance(s, c);
  // Attacks are judged enemies first, so a refusal speaks of the nearest enemy, not a friend beside it.
  const foes = [...others.filter((o) => areEnemies(s, c.controller, o.controller)), ...others.filter((o) => !areEnemies(s, c.controller, o.controller))];
  const kws = new Set(keywordsOf(s, c).map((k) => k.kw));
  const out: KindAvailability<CreatureActionKind>[] = [];
  const paths = movePaths(s, c, others);
  for (const run of [false, true]) {
    out.push(judge(s, seat, run ? 'run' : 'move', paths.map((path): Action => ({ type: 'move', creature: id, path, run })), 'There is no room to move.', true));
  }
  out.push(judge(s, seat, 'melee', foes.map((o): Action => ({ type: 'melee', creature: id, target: o.id })), 'There is no enemy on the field.'));
  if (kws.has('magicalStrike')) out.push(judge(s, seat, 'magicalStrike', foes.map((o): Action => ({ type: 'magicalStrike', creature: id, target: o.id })), 'There is no enemy on the field.'));
  for (const attack of ['shooting', 'throwing', 'magicalShot'] as const) {
    if (kws.has(attack)) out.push(judge(s, seat, attack, foes.map((o): Action => ({ type: 'ranged', creature: id, target: o.id, attack })), 'There is no enemy on the field.'));
  }
  const targets = [undefined, c, ...others];
  for (const ability of ['stealth', 'healer', 'ritual', 'concentration', 'control', 'howl', 'healing', 'curePoison'] as const) {
    if (ability === 'curePoison' ? !c.poison : !kws.has(ability)) continue;
    const candidates = targets.map((t): Action => ({ type: 'ability', creature: id, ability, ...(t ? { target: t.id } : {}) }));
    out.push(judge(s, seat, ability, candidates, 'There is no creature to use it on.'));
  }
  if ((c.concentration ?? 0) > 0) {
    out.push(judge(s, seat, 'concentrate', targets.map((t): Action => ({ type: 'concentrate', creature: id, ...(t ? { target: t.id } : {}) })), 'There is nothing to spend the tokens on.'));
  }
  if (c.kind === 'character') {
    const ruins = s.terrain.filter((t) => getCard(t.card).terrain?.ruins);
    out.push(judge(s, seat, 'search', ruins.map((t): Action => ({ type: 'search', creature: id, terrain: t.id })), 'There are no Ruins on the field.'));
  }
  out.push(judge(s, seat, 'pass', [{ type: 'pass', creature: id }], ''));
  return out;
}

/** One relic's activation on its hero's action bar: `kind` is the relic's instance id, `card` names it. */
export type RelicKind = KindAvailability & { card: string };

/**
 * Whether each relic on `seat`'s hero with an activated ability can be used now (rulebook: Card types —
 * relics; docs/rules-decisions.md #109), from the engine's checks with no target and with every creature,
 * nearest the hero first. Listed only for the hero itself: the relic is the hero's equipment.
 */
export function relicKinds(s: GameState, seat: Seat, creatureId: string): RelicKind[] {
  const p = s.players[seat];
  const hero = s.creatures[creatureId];
  if (!p || !hero || p.heroCreature !== creatureId) return [];
  const creatures = [hero, ...othersByDistance(s, hero)];
  const out: RelicKind[] = [];
  for (const r of p.relics) {
    const ability = getCard(r.card).relic?.activated;
    if (!ability) continue;
    // A relic that names a creature is tried on each (a refusal then speaks of a target, not "choose one").
    const candidates = ability.target === 'creature' ? creatures.map((t): Action => ({ type: 'useRelic', relic: r.id, target: t.id })) : [{ type: 'useRelic', relic: r.id } as Action];
    out.push({ ...judge(s, seat, r.id, candidates, 'There is no creature to use it on.'), card: r.card });
  }
  return out;
}

/** Summoning spots tried along the edge, every this many mm (finer than a base, so a gap a base fits in is found). */
const SUMMON_STEP = 8;

/**
 * Whether one card in `seat`'s hand can be played now, from the engine's checks over every target
 * creature, every relic it could replace, and spots along the edge every 8 mm for a character.
 */
export function cardKind(s: GameState, seat: Seat, instance: string): KindAvailability {
  const inst = s.cards[instance];
  if (!inst || !s.players[seat]?.hand.includes(instance)) return { kind: instance, enabled: false, code: 'NOT_IN_HAND', reason: 'That card is not in your hand.' };
  const card = getCard(inst.card);
  const candidates: Action[] = [];
  if (card.type === 'character') {
    for (const at of summonSpots(s, seat, card.stats!.base / 2, SUMMON_STEP)) candidates.push({ type: 'playCard', card: instance, at });
  } else {
    candidates.push({ type: 'playCard', card: instance });
    for (const t of Object.keys(s.creatures)) candidates.push({ type: 'playCard', card: instance, target: t });
    for (const r of s.players[seat]!.relics) candidates.push({ type: 'playCard', card: instance, replace: r.id });
  }
  return judge(s, seat, instance, candidates, 'There is no room on your edge for it.');
}

/** `cardKind` for every card in `seat`'s hand. */
export function handKinds(s: GameState, seat: Seat): KindAvailability[] {
  return (s.players[seat]?.hand ?? []).map((instance) => cardKind(s, seat, instance));
}

/** Whether each building in `seat`'s City with an ability can be used now, over every target creature. */
export function buildingKinds(s: GameState, seat: Seat): KindAvailability[] {
  const p = s.players[seat];
  if (!p) return [];
  const creatures = Object.values(s.creatures);
  const seen = new Set<string>();
  const out: KindAvailability[] = [];
  for (const b of p.buildings) {
    if (seen.has(b.card) || !getCard(b.card).building?.ability) continue;
    seen.add(b.card);
    const candidates: Action[] = [{ type: 'useBuilding', building: b.card }, ...creatures.map((t): Action => ({ type: 'useBuilding', building: b.card, target: t.id }))];
    out.push(judge(s, seat, b.card, candidates, ''));
  }
  return out;
}

/** Spots tried first for a terrain template (a quick proof on an open field): a 50 mm grid, centre first, turned 0° and 90°. */
const QUICK_TERRAIN_SPOTS: { at: Vec; rotation: number }[] = (() => {
  const out: { at: Vec; rotation: number }[] = [];
  for (let x = 50; x <= FIELD_SIZE - 50; x += 50) for (let y = 50; y <= FIELD_SIZE - 50; y += 50) for (const rotation of [0, 90]) out.push({ at: { x, y }, rotation });
  const mid = FIELD_SIZE / 2;
  return out.sort((a, b) => hypot(a.at.x - mid, a.at.y - mid) - hypot(b.at.x - mid, b.at.y - mid));
})();

const NO_TERRAIN_SPOT =
  "There is no room for it on the Battlefield: terrain must be 3 mm from every miniature, S (8 cm) from your edge and other terrain, and M (10 cm) from an opponent's edge.";

/**
 * Whether each terrain card of `seat`'s pool can be laid now: refused with the rule's reason when
 * the card itself is (one a turn, unique, its cost, not now); else enabled exactly when some spot at
 * one of the table's turns takes it — a spot of a quick grid proves it, and when none does the
 * placement rules decide it geometrically (terrain-spots.ts). The player then chooses the spot.
 */
export function terrainKinds(s: GameState, seat: Seat): KindAvailability[] {
  return (s.players[seat]?.terrainPool ?? []).map((card): KindAvailability => {
    const quick = QUICK_TERRAIN_SPOTS.map(({ at, rotation }): Action => ({ type: 'playTerrain', card, at, rotation }));
    const first = rejectionOf(s, seat, quick[0]!);
    // Anything but the spot refuses the card wherever it goes: no need to try the others.
    if (first && first.code !== 'BAD_PLACEMENT') return { kind: card, enabled: false, code: first.code, reason: first.message };
    const found = judge(s, seat, card, quick, '', true);
    if (found.enabled) return found;
    const spot = terrainSpot(s, seat, getCard(card).terrain!.shape);
    if (!spot) return { kind: card, enabled: false, code: 'BAD_PLACEMENT', reason: NO_TERRAIN_SPOT };
    const exact: Action = { type: 'playTerrain', card, at: spot.at, rotation: spot.rotation };
    const why = rejectionOf(s, seat, exact);
    return why ? { kind: card, enabled: false, code: why.code, reason: why.message } : { kind: card, enabled: true, actions: [exact] };
  });
}
