import { DISTANCE, FIELD_SIZE, type Vec } from '../geometry';
import { getCard } from '../cards/registry';
import { legalTargets } from '../effects/targets';
import type { Action } from '../protocol/actions';
import { RuleError } from '../protocol/codes';
import type { Creature, GameState, Seat } from '../state/types';
import { checkAbility, type AbilityName } from '../rules/abilities';
import { checkActor } from '../rules/activation';
import { checkMagicalStrike, checkMelee, checkRanged } from '../rules/attacks';
import { checkBuild } from '../rules/construction';
import { baseOf, enemiesOf } from '../rules/creatures';
import { planMove } from '../rules/movement';
import { checkPlayCard } from '../rules/play-card';
import { checkSearch } from '../rules/ruins';
import { summonSpots } from '../rules/summon-placement';
import { checkPlayTerrain } from '../rules/terrain';
import { legalAnswers } from './legal-answers';

/** Whether a rule check passes (checks are pure: they throw a RuleError and change nothing). */
function passes(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (e) {
    if (e instanceof RuleError) return false;
    throw e;
  }
}

/**
 * What `seat` can do now (DESIGN.md 2), for bots and the client's hints. Every action listed is
 * accepted by `apply`; movement, summoning spots and terrain spots are sampled, not exhaustive.
 */
export function legalActions(s: GameState, seat: Seat): Action[] {
  if (s.result) return [];
  if (s.pending) return s.pending.seat === seat ? legalAnswers(s.pending) : [];
  if (s.phase === 'setup' || s.activeSeat !== seat) return [];
  if (s.phase === 'construction') {
    const builds = s.players[seat]!.buildingPool.filter((b) => passes(() => checkBuild(s, seat, b)));
    return [{ type: 'takeProsperity' }, ...builds.map((building): Action => ({ type: 'build', building }))];
  }
  const out: Action[] = [];
  for (const c of Object.values(s.creatures)) {
    if (c.controller !== seat || !passes(() => checkActor(s, seat, c.id))) continue;
    out.push(...creatureActions(s, seat, c));
  }
  out.push(...cardActions(s, seat), ...terrainActions(s, seat));
  if (s.activation) out.push({ type: 'endActivation' });
  out.push({ type: 'endTurn' });
  return out;
}

/** A creature's options: moves (sampled), attacks on each enemy, abilities, searches, or doing nothing. */
function creatureActions(s: GameState, seat: Seat, c: Creature): Action[] {
  const out: Action[] = [];
  const act = s.activation?.creature === c.id ? s.activation : undefined;
  if (!act) out.push({ type: 'pass', creature: c.id });
  if (!act?.moved) {
    for (const { path, run } of moveCandidates(s, c)) {
      if (passes(() => planMove(s, c, path, run))) out.push({ type: 'move', creature: c.id, path, run });
    }
  }
  for (const e of enemiesOf(s, seat)) {
    if (passes(() => checkMelee(s, seat, c.id, e.id))) out.push({ type: 'melee', creature: c.id, target: e.id });
    if (passes(() => checkMagicalStrike(s, seat, c.id, e.id))) out.push({ type: 'magicalStrike', creature: c.id, target: e.id });
    for (const attack of ['shooting', 'throwing', 'magicalShot'] as const) {
      if (passes(() => checkRanged(s, seat, c.id, e.id, attack))) out.push({ type: 'ranged', creature: c.id, target: e.id, attack });
    }
  }
  for (const ability of ['stealth', 'ritual', 'curePoison'] as AbilityName[]) {
    if (passes(() => checkAbility(s, seat, c.id, ability))) out.push({ type: 'ability', creature: c.id, ability });
  }
  for (const t of Object.values(s.creatures)) {
    if (t.wounds > 0 && passes(() => checkAbility(s, seat, c.id, 'healer', t.id))) out.push({ type: 'ability', creature: c.id, ability: 'healer', target: t.id });
  }
  for (const piece of s.terrain) {
    if (passes(() => checkSearch(s, seat, c.id, piece.id))) out.push({ type: 'search', creature: c.id, terrain: piece.id });
  }
  return out;
}

/** Sampled moves: straight at the nearest enemy (walking and running) and a step forward and sideways. */
function moveCandidates(s: GameState, c: Creature): { path: Vec[]; run: boolean }[] {
  const allowance = DISTANCE[getCard(c.card).stats!.movement];
  const r = baseOf(c).r;
  const clamp = (v: number) => Math.min(FIELD_SIZE - r, Math.max(r, v));
  const toward = (target: Vec, len: number): Vec[] => {
    const dx = target.x - c.pos.x;
    const dy = target.y - c.pos.y;
    const d = Math.hypot(dx, dy) || 1;
    const k = Math.min(len, d) / d;
    return [{ x: clamp(c.pos.x + dx * k), y: clamp(c.pos.y + dy * k) }];
  };
  const enemies = enemiesOf(s, c.controller).filter((e) => !e.stealth);
  const nearest = enemies.sort((a, b) => Math.hypot(a.pos.x - c.pos.x, a.pos.y - c.pos.y) - Math.hypot(b.pos.x - c.pos.x, b.pos.y - c.pos.y))[0];
  const out: { path: Vec[]; run: boolean }[] = [];
  if (nearest) {
    out.push({ path: toward(nearest.pos, allowance - 1), run: false });
    out.push({ path: toward(nearest.pos, allowance * 1.5 - 1), run: true });
  }
  const forward = s.players[c.controller]!.edge.a.y === 0 && s.players[c.controller]!.edge.b.y === 0 ? 1 : -1;
  out.push({ path: toward({ x: c.pos.x, y: c.pos.y + forward * 1000 }, allowance / 2), run: false });
  out.push({ path: toward({ x: c.pos.x + (c.pos.x < FIELD_SIZE / 2 ? 1000 : -1000), y: c.pos.y }, allowance / 2), run: false });
  return out;
}

/** Cards in hand that can be played now, with a target or a spot where one is needed. */
function cardActions(s: GameState, seat: Seat): Action[] {
  const out: Action[] = [];
  const p = s.players[seat]!;
  for (const id of p.hand) {
    const card = getCard(s.cards[id]!.card);
    const candidates: Action[] = [];
    if (card.type === 'character') {
      const spots = summonSpots(s, seat, card.stats!.base / 2, 37);
      for (const at of spots) candidates.push({ type: 'playCard', card: id, at });
    } else {
      const effects = card.spell?.effects ?? card.abilities.flatMap((a) => a.effects);
      const spec = effects.map((e) => ('target' in e ? e.target : undefined)).find((t) => t?.pick === 'chosen');
      const targets = spec ? legalTargets(s, seat, spec).map((c) => c.id) : [];
      if (targets.length > 0) for (const target of targets.slice(0, 4)) candidates.push({ type: 'playCard', card: id, target });
      else candidates.push({ type: 'playCard', card: id });
      if (card.type === 'relic') for (const r of p.relics) candidates.push({ type: 'playCard', card: id, replace: r.id });
    }
    // One legal way to play each card is enough for a random bot; listing every spot would drown the other choices.
    const legal = candidates.find((a) => a.type === 'playCard' && passes(() => checkPlayCard(s, seat, a)));
    if (legal) out.push(legal);
  }
  return out;
}

/** One legal spot for each playable terrain card, from a coarse grid. */
function terrainActions(s: GameState, seat: Seat): Action[] {
  const p = s.players[seat]!;
  if (p.terrainThisTurn) return [];
  const out: Action[] = [];
  for (const card of p.terrainPool) {
    for (const y of [200, 300, 400]) {
      const spot = [150, 300, 450].map((x) => ({ x, y })).find((at) => passes(() => checkPlayTerrain(s, seat, card, at, 0)));
      if (spot) {
        out.push({ type: 'playTerrain', card, at: spot, rotation: 0 });
        break;
      }
    }
  }
  return out;
}
