import { BASIC_BUILDING_IDS, getCard } from '../cards/registry';
import { distance, DISTANCE, hypot, inContact, type Vec } from '../geometry';
import { candidateSources } from '../engine/legal-actions';
import { isLegal } from '../engine/check-action';
import type { Action } from '../protocol/actions';
import type { Decision } from '../protocol/decisions';
import { baseOf, enemiesOf } from '../queries/creatures';
import { has, healthOf } from '../queries/stats';
import type { Creature, GameState, Seat } from '../state/types';

/**
 * The `easy` level and the search's rollout policy (bots/README.md): fixed priorities, no search,
 * and cheap (it checks only the actions it would take, in order). Reads only what `seat` may know:
 * its own hand and options, and the public board. Answers decisions sensibly (`answerFor`).
 */
export function easyChoice(s: GameState, seat: Seat): Action | null {
  if (s.result) return null;
  if (s.pending) return s.pending.seat === seat ? answerFor(s, s.pending) : null;
  if (s.phase === 'setup' || s.activeSeat !== seat) return null;
  if (s.phase === 'construction') return constructionChoice(s, seat);
  const first = (actions: Iterable<Action>): Action | null => {
    for (const a of actions) if (isLegal(s, seat, a)) return a;
    return null;
  };
  // A creature in the middle of its activation finishes what it started.
  const current = s.activation ? s.creatures[s.activation.creature] : undefined;
  if (current && current.controller === seat && !s.activation!.finished) {
    const a = first(creatureIntents(s, seat, current));
    if (a) return a;
  }
  const card = first(cardPlays(s, seat));
  if (card) return card;
  const mine = Object.values(s.creatures).filter((c) => c.controller === seat && !c.activated && c.id !== current?.id);
  // Others first, the hero last (it should not lead the charge).
  mine.sort((a, b) => Number(a.kind === 'hero') - Number(b.kind === 'hero'));
  for (const c of mine) {
    const a = first(creatureIntents(s, seat, c));
    if (a) return a;
  }
  return s.activation ? { type: 'endActivation' } : { type: 'endTurn' };
}

/**
 * Build what the hand needs most (the buildings its cards name), else the cheapest missing basic
 * building (both victories need a City) when Prosperity allows; otherwise take Prosperity.
 */
function constructionChoice(s: GameState, seat: Seat): Action {
  const p = s.players[seat]!;
  const wanted = new Map<string, number>();
  for (const id of p.hand) for (const b of getCard(s.cards[id]!.card).cost.buildings ?? []) if (b !== 'any') wanted.set(b, (wanted.get(b) ?? 0) + 1);
  const options = p.buildingPool
    .filter((id) => !p.buildings.some((b) => b.card === id))
    .map((id) => ({ id, cost: getCard(id).cost.prosperity, need: wanted.get(id) ?? 0, basic: (BASIC_BUILDING_IDS as readonly string[]).includes(id) }))
    .filter((o) => o.need > 0 || o.basic)
    .sort((a, b) => b.need - a.need || a.cost - b.cost);
  for (const o of options) {
    if (p.prosperity >= o.cost + (o.need > 0 ? 0 : 2)) {
      const a: Action = { type: 'build', building: o.id };
      if (isLegal(s, seat, a)) return a;
    }
  }
  return { type: 'takeProsperity' };
}

/** Cards in hand worth playing now: the first legal alternative of each card's group. */
function* cardPlays(s: GameState, seat: Seat): Iterable<Action> {
  for (const source of candidateSources(s, seat)) {
    if (source.kind !== 'card') continue;
    for (const group of source.groups()) yield* preferEnemyHeroTarget(s, group);
  }
}

/** Alternatives that target the enemy hero first (for harmful cards), keeping the engine's order otherwise. */
function preferEnemyHeroTarget(s: GameState, group: Action[]): Action[] {
  const score = (a: Action) => ('target' in a && a.target && s.creatures[a.target]?.kind === 'hero' ? 0 : 1);
  return group.slice().sort((a, b) => score(a) - score(b));
}

/** What one creature should try, best first: fight what it touches, shoot, close in, or pass. */
function* creatureIntents(s: GameState, seat: Seat, c: Creature): Iterable<Action> {
  const act = s.activation?.creature === c.id ? s.activation : undefined;
  const enemies = enemiesOf(s, seat);
  const base = baseOf(c);
  const touching = enemies.filter((e) => inContact(base, baseOf(e))).sort((a, b) => targetRank(a) - targetRank(b));
  for (const e of touching) {
    if (has(s, c, 'magicalStrike')) yield { type: 'magicalStrike', creature: c.id, target: e.id };
    yield { type: 'melee', creature: c.id, target: e.id };
  }
  const visible = enemies.filter((e) => !e.stealth).sort((a, b) => targetRank(a) - targetRank(b));
  if (!act?.moved) {
    for (const attack of ['shooting', 'throwing', 'magicalShot'] as const) {
      if (!has(s, c, attack)) continue;
      for (const e of visible) yield { type: 'ranged', creature: c.id, target: e.id, attack };
    }
  }
  if (touching.length > 0 || act?.moved) return;
  // Close in on the best target within reach, else walk toward the nearest enemy.
  const walk = DISTANCE[getCard(c.card).stats!.movement] - 1;
  const byDistance = visible.slice().sort((a, b) => dist(c, a) - dist(c, b));
  for (const e of visible) {
    if (dist(c, e) - base.r - baseOf(e).r <= walk) yield moveToward(c, e, walk);
  }
  if (c.kind === 'hero' && byDistance[0] && dist(c, byDistance[0]) < 250) return; // the hero waits for them
  if (byDistance[0]) yield moveToward(c, byDistance[0], walk);
}

/** Lower is a better target: the enemy hero, then the most wounded. */
function targetRank(e: Creature): number {
  return e.kind === 'hero' ? -100 : -(e.wounds * 10) + healthOf(e) - e.wounds;
}

function dist(a: Creature, b: Creature): number {
  return hypot(a.pos.x - b.pos.x, a.pos.y - b.pos.y);
}

function moveToward(c: Creature, e: Creature, len: number): Action {
  const d = dist(c, e) || 1;
  const k = Math.min(len, d) / d;
  return { type: 'move', creature: c.id, path: [{ x: c.pos.x + (e.pos.x - c.pos.x) * k, y: c.pos.y + (e.pos.y - c.pos.y) * k }], run: false };
}

/** A sensible answer to a decision waiting for the bot's seat (not the clock's default everywhere). */
export function answerFor(s: GameState, d: Decision): Action {
  const answer = (a: unknown): Action => ({ type: 'answer', decision: d.id, answer: a });
  switch (d.kind) {
    case 'diceSplit': {
      const { total, minAttack, minDefence, role } = d.options;
      // The attacker leans on attack, the defender on defence; a third the other way.
      const third = Math.floor(total / 3);
      const attack = role === 'attacker' ? total - Math.max(minDefence, third) : Math.max(minAttack, Math.min(total - minDefence, third));
      return answer({ attack: Math.max(minAttack, Math.min(total - minDefence, attack)), defence: total - Math.max(minAttack, Math.min(total - minDefence, attack)) });
    }
    case 'tacticWindow':
      return answer({ tactic: d.options.tactics[0] ?? null });
    case 'target': {
      const mine = (id: string) => s.creatures[id]?.controller !== undefined && s.players[s.creatures[id]!.controller]!.team === s.players[d.seat]!.team;
      const targets = d.options.targets;
      const enemy = targets.filter((t) => !mine(t));
      const pool = enemy.length > 0 ? enemy : targets;
      const best = pool.slice().sort((a, b) => rankTarget(s, a) - rankTarget(s, b))[0] ?? targets[0];
      return answer({ target: best });
    }
    case 'firstPlayer':
      return answer({ first: d.options.seats.includes(d.seat) ? d.seat : d.options.seats[0] });
    case 'chooseOpponent': {
      const weakest = d.options.opponents.slice().sort((a, b) => heroLeft(s, a) - heroLeft(s, b))[0];
      return answer({ opponent: weakest });
    }
    case 'placeMinion': {
      // The offered spot nearest an enemy, so the minion is in the fight soonest.
      const foes = enemiesOf(s, d.seat);
      const nearest = (at: Vec) => Math.min(Infinity, ...foes.map((f) => distance(at, f.pos)));
      const best = d.options.spots.slice().sort((a, b) => nearest(a) - nearest(b))[0];
      return answer(best ? { at: best } : d.defaultAnswer);
    }
    case 'optionalBackstab':
      return answer({ yes: true });
    case 'optionalAbility': {
      const k = d.options.keyword;
      const yes = k === 'drill' || k === 'recruitment' || k === 'vampirism' || (k === 'contract' && s.players[d.seat]!.prosperity > 6);
      return answer({ yes: k === 'disease' || k === 'exhaustion' ? (d.defaultAnswer as { yes: boolean }).yes : yes });
    }
    default:
      return answer(d.defaultAnswer);
  }
}

function rankTarget(s: GameState, id: string): number {
  const c = s.creatures[id];
  return c ? targetRank(c) : 0;
}

function heroLeft(s: GameState, seat: Seat): number {
  const h = s.creatures[s.players[seat]!.heroCreature];
  return h ? healthOf(h) - h.wounds : 99;
}
