import { randomBot } from '../bots/random-bot';
import { PRECONS } from '../cards/decks';
import { DISTANCE, hypot, type Vec } from '../geometry';
import type { Action } from '../protocol/actions';
import type { GameState, Mode, Seat } from '../state/types';
import { seedPrng } from '../random/prng';
import { createScenarioState } from '../scenario/scenario-state';
import type { ScenarioSetup } from '../state/scenario-setup';
import { actionKinds, buildingKinds, handKinds, relicKinds, terrainKinds, type CreatureActionKind } from './action-kinds';
import { apply } from './apply';
import { isLegal } from './check-action';
import { createGame } from './create-game';
import { legalActions } from './legal-actions';
import { whoActs } from './who-acts';

/** The kind of a creature's action, as the action bar groups them. */
function kindOf(a: Action): CreatureActionKind | null {
  switch (a.type) {
    case 'move':
      return a.run ? 'run' : 'move';
    case 'melee':
    case 'magicalStrike':
    case 'concentrate':
    case 'search':
    case 'pass':
      return a.type;
    case 'ranged':
      return a.attack;
    case 'ability':
      return a.ability;
    default:
      return null;
  }
}

/** An oracle's moves, independent of the ones action-kinds tries: a 24-direction fan at many lengths, and straight at every creature. */
function oracleMoves(s: GameState, id: string): Action[] {
  const c = s.creatures[id]!;
  const paths: Vec[][] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12 + 0.05;
    for (const len of [0.8, 6, 25, 50, 79, 99, 149]) paths.push([{ x: c.pos.x + Math.cos(a) * len, y: c.pos.y + Math.sin(a) * len }]);
  }
  for (const o of Object.values(s.creatures)) {
    if (o.id === id) continue;
    const d = hypot(o.pos.x - c.pos.x, o.pos.y - c.pos.y);
    for (const len of [DISTANCE.S, DISTANCE.M, DISTANCE.L]) paths.push([{ x: c.pos.x + ((o.pos.x - c.pos.x) * Math.min(len, d)) / d, y: c.pos.y + ((o.pos.y - c.pos.y) * Math.min(len, d)) / d }]);
  }
  return paths.flatMap((path) => [false, true].map((run): Action => ({ type: 'move', creature: id, path, run })));
}

/** Every other concrete action a creature could be told to do: each kind against every creature (and none), each terrain piece. */
function oracleTargeted(s: GameState, id: string): Action[] {
  const targets = [undefined, ...Object.keys(s.creatures)];
  const out: Action[] = [{ type: 'pass', creature: id }];
  for (const t of targets) {
    if (t) {
      out.push({ type: 'melee', creature: id, target: t }, { type: 'magicalStrike', creature: id, target: t });
      for (const attack of ['shooting', 'throwing', 'magicalShot'] as const) out.push({ type: 'ranged', creature: id, target: t, attack });
    }
    for (const ability of ['stealth', 'healer', 'ritual', 'curePoison', 'concentration', 'control', 'howl', 'healing'] as const) {
      out.push({ type: 'ability', creature: id, ability, ...(t ? { target: t } : {}) });
    }
    out.push({ type: 'concentrate', creature: id, ...(t ? { target: t } : {}) });
  }
  for (const piece of s.terrain) out.push({ type: 'search', creature: id, terrain: piece.id });
  return out;
}

/** How many enabled relic activations the comparisons saw (the games must reach some for the check to mean anything). */
let relicsEnabled = 0;

/**
 * The hero's relic activations against an oracle: every relic `seat` holds, with no target and with every
 * creature; the accepted set per relic must be exactly what the bar offers, and every refusal must be said.
 */
function checkRelics(s: GameState, seat: Seat, creatureId: string, legal: Action[]): number {
  const kinds = new Map(relicKinds(s, seat, creatureId).map((k) => [k.kind, k]));
  const isHero = s.players[seat]!.heroCreature === creatureId;
  if (!isHero) expect(kinds.size).toBe(0);
  for (const r of isHero ? s.players[seat]!.relics : []) {
    const accepted = [undefined, ...Object.keys(s.creatures)]
      .map((t): Action => ({ type: 'useRelic', relic: r.id, ...(t ? { target: t } : {}) }))
      .filter((a) => isLegal(s, seat, a))
      .map((a) => JSON.stringify(a));
    const k = kinds.get(r.id);
    const offeredByLegal = legal.some((a) => a.type === 'useRelic' && a.relic === r.id);
    if ((accepted.length > 0 || offeredByLegal) && !k?.enabled) throw new Error(`${r.card} can be used (${accepted[0]}) but the bar says ${k ? `no: ${k.reason}` : 'nothing'}`);
    if (!k) continue;
    expect(k.card).toBe(r.card);
    if (!k.enabled) {
      expect(k.reason.length).toBeGreaterThan(5);
      continue;
    }
    relicsEnabled++;
    expect(k.actions.map((a) => JSON.stringify(a)).sort()).toEqual(accepted.sort());
    const done = apply(s, seat, k.actions[0]!);
    if (!done.ok) throw new Error(`the bar offers ${JSON.stringify(k.actions[0])} but apply says ${done.message}`);
  }
  return kinds.size;
}

/** Compare the bar's kinds with the oracle for every creature `seat` controls in state `s`; returns how many kinds were checked. */
function checkState(s: GameState, seat: Seat): number {
  let checked = 0;
  const legal = legalActions(s, seat);
  for (const c of Object.values(s.creatures)) {
    if (c.controller !== seat) continue;
    checked += checkRelics(s, seat, c.id, legal);
    const kinds = new Map(actionKinds(s, seat, c.id).map((k) => [k.kind, k]));
    // Targeted kinds: the accepted set is exactly the oracle's.
    const accepted = new Map<CreatureActionKind, string[]>();
    for (const a of oracleTargeted(s, c.id)) {
      if (!isLegal(s, seat, a)) continue;
      const k = kindOf(a)!;
      accepted.set(k, [...(accepted.get(k) ?? []), JSON.stringify(a)]);
    }
    for (const a of oracleMoves(s, c.id)) if (isLegal(s, seat, a)) accepted.set(kindOf(a)!, ['some move']);
    for (const a of legal) if ('creature' in a && a.creature === c.id && kindOf(a)) accepted.set(kindOf(a)!, accepted.get(kindOf(a)!) ?? ['legal']);
    for (const [kind, actions] of accepted) {
      const k = kinds.get(kind);
      if (!k?.enabled) throw new Error(`${c.id}: ${kind} is accepted (${actions[0]}) but the bar says ${k ? `no: ${k.reason}` : 'nothing'}`);
      if (kind !== 'move' && kind !== 'run' && actions[0] !== 'legal') expect(k.actions.map((a) => JSON.stringify(a)).sort()).toEqual([...actions].sort());
    }
    for (const k of kinds.values()) {
      checked++;
      if (!k.enabled) {
        expect(k.reason.length).toBeGreaterThan(5);
        continue;
      }
      // Every action the bar would send is one the engine takes (the first through apply itself).
      const r = apply(s, seat, k.actions[0]!);
      if (!r.ok) throw new Error(`${c.id}: the bar offers ${JSON.stringify(k.actions[0])} but apply says ${r.message}`);
      for (const a of k.actions) expect(isLegal(s, seat, a)).toBe(true);
    }
  }
  for (const k of [...handKinds(s, seat), ...buildingKinds(s, seat), ...terrainKinds(s, seat)]) {
    checked++;
    const played = legal.some((a) => ((a.type === 'playCard' || a.type === 'playTerrain') && a.card === k.kind) || (a.type === 'useBuilding' && a.building === k.kind));
    if (played && !k.enabled) throw new Error(`${k.kind} is playable but the bar says ${k.reason}`);
    if (k.enabled) expect(apply(s, seat, k.actions[0]!).ok).toBe(true);
    else expect(k.reason.length).toBeGreaterThan(5);
  }
  return checked;
}

/** A bot game; at every step of the acting seat's activation phase the kinds are checked. */
function along(mode: Mode, seed: string, steps: number): number {
  const seats: Seat[] = mode === 'duel' ? ['p1', 'p2'] : ['p1', 'p2', 'p3', 'p4'];
  const loadouts = Object.fromEntries(seats.map((seat, i) => [seat, PRECONS[(i * 3 + seed.length) % PRECONS.length]!.loadout]));
  return alongFrom(createGame({ mode, seed, loadouts }), seed, steps);
}

/** `along` from a given position. */
function alongFrom(start: GameState, seed: string, steps: number): number {
  let s = start;
  const bot = randomBot(seed);
  let checked = 0;
  for (let i = 0; i < steps && !s.result; i++) {
    const seat = whoActs(s)!;
    if (!s.pending && s.phase === 'activation') checked += checkState(s, seat);
    const r = apply(s, seat, bot.choose(s, seat)!);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return checked;
}

describe('actionKinds: the action bar offers exactly what the engine accepts', () => {
  it.each([['duel', 'kinds-1', 90], ['duel', 'kinds-22', 150], ['teams', 'kinds-333', 90]] as [Mode, string, number][])('every creature, every step of a bot game (%s, %s)', (mode, seed, steps) => {
    expect(along(mode, seed, steps)).toBeGreaterThan(100);
  });

  it('a creature that has moved is told why it cannot move again', () => {
    let s = createGame({ mode: 'duel', seed: 'kinds-moved', loadouts: { p1: PRECONS[0]!.loadout, p2: PRECONS[2]!.loadout } });
    const bot = randomBot('kinds-moved');
    for (let i = 0; i < 2000 && !s.result; i++) {
      const seat = whoActs(s)!;
      const a = bot.choose(s, seat)!;
      const r = apply(s, seat, a);
      s = r.ok ? r.state : s;
      if (a.type === 'move' && !a.run && s.activation?.creature === a.creature && !s.pending) {
        const move = actionKinds(s, seat, a.creature).find((k) => k.kind === 'move')!;
        expect(move).toMatchObject({ enabled: false, code: 'ALREADY_MOVED' });
        return;
      }
    }
    throw new Error('no walk happened');
  });
});

/** The hero carries the Moonstone Talisman (needs the hero's activation and a wounded friend within M) and has the Whetstone to play. */
const RELICS: ScenarioSetup = {
  activeSeat: 'p1',
  players: {
    p1: { hero: 'ottavia-brask-captain-of-the-coin', heroAt: { x: 300, y: 400 }, relics: ['moonstone-talisman'], hand: ['sellswords-whetstone'], buildings: ['smithy'] },
    p2: {},
  },
  creatures: [{ id: 'ally', card: 'herrick', owner: 'p1', at: { x: 380, y: 400 }, wounds: 1 }],
};

/** `s` after `a`, which must be accepted. */
function after(s: GameState, a: Action): GameState {
  const r = apply(s, 'p1', a);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

describe('relicKinds: a relic activation is offered exactly when the engine accepts it', () => {
  it('names each relic, with its targets, and says why once it is used', () => {
    let s = createScenarioState(RELICS, []);
    expect(relicKinds(s, 'p1', 'ally')).toEqual([]);
    expect(relicKinds(s, 'p1', 'p1-hero')).toEqual([
      { kind: 'p1-relic-0', card: 'moonstone-talisman', enabled: true, actions: [{ type: 'useRelic', relic: 'p1-relic-0', target: 'ally' }] },
    ]);
    s = after(s, { type: 'playCard', card: 'p1-hand-0' });
    expect(checkRelics(s, 'p1', 'p1-hero', legalActions(s, 'p1'))).toBe(2);
    const whetstone = relicKinds(s, 'p1', 'p1-hero').find((k) => k.card === 'sellswords-whetstone')!;
    expect(whetstone).toMatchObject({ kind: 'p1-hand-0', enabled: true, actions: [{ type: 'useRelic', relic: 'p1-hand-0' }] });
    s = after(s, { type: 'useRelic', relic: 'p1-hand-0' });
    expect(relicKinds(s, 'p1', 'p1-hero').find((k) => k.kind === 'p1-hand-0')).toMatchObject({ enabled: false, code: 'ALREADY_ACTIVATED', reason: "Sellsword's Whetstone has already been activated this turn." });
    checkRelics(s, 'p1', 'p1-hero', legalActions(s, 'p1'));
  });

  it('every step of a bot game from a position with both relics', () => {
    const before = relicsEnabled;
    const start = createScenarioState(RELICS, []);
    start.strictDice = false; // dice from the seed, not a script
    start.rng = seedPrng('dice:kinds-relics');
    expect(alongFrom(after(start, { type: 'playCard', card: 'p1-hand-0' }), 'kinds-relics', 80)).toBeGreaterThan(60);
    expect(relicsEnabled - before).toBeGreaterThan(3);
  });

  it('refuses the talisman with the rule once the hero has moved, and when no friend is wounded', () => {
    const s = createScenarioState(RELICS, []);
    const moved = after(s, { type: 'move', creature: 'p1-hero', path: [{ x: 300, y: 430 }], run: false });
    expect(relicKinds(moved, 'p1', 'p1-hero')[0]).toMatchObject({ enabled: false, code: 'ALREADY_MOVED' });
    const healthy = createScenarioState({ ...RELICS, creatures: [{ ...RELICS.creatures![0]!, wounds: 0 }] }, []);
    expect(relicKinds(healthy, 'p1', 'p1-hero')[0]).toMatchObject({ enabled: false, code: 'BAD_TARGET' });
    for (const st of [moved, healthy]) checkRelics(st, 'p1', 'p1-hero', legalActions(st, 'p1'));
  });
});
