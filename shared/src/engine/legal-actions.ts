import { circleGap, circlePolygonGap, CONTACT_GAP, DISTANCE, FIELD_SIZE, hypot, inContact, type Vec } from '../geometry';
import { ALL_CARDS, getCard } from '../cards/registry';
import { getOverlordCard } from '../cards/quest';
import { legalTargets, targetOptions } from '../queries/effect-targets';
import type { Action } from '../protocol/actions';
import type { Creature, GameState, RelicInPlay, Seat } from '../state/types';
import { buildingTargetFilter, buildingTargets } from '../rules/building-abilities';
import { relicTargets } from '../rules/relic-abilities';
import { concentrateTargets, concentrationSpend, spendTargetSpec } from '../keywords/concentrate';
import { canPay } from '../primitives/costs';
import { onPlayEffects } from '../rules/play-card';
import { baseOf, enemiesOf } from '../queries/creatures';
import { keywordIdsOf } from '../queries/stats';
import { creaturesTowardCap, summonSpots } from '../queries/placement';
import { isLegal } from './check-action';
import { surelyRejected } from './sure-rejections';
import { legalAnswers } from './legal-answers';

/**
 * Where a seat's options come from: one source per creature that may act, per card in hand, for
 * terrain, and for ending the activation or the turn. A source makes its candidate groups only
 * when asked, so a bot that picks one source need not build everyone's options.
 */
export interface CandidateSource {
  kind: 'answer' | 'construction' | 'creature' | 'concentrate' | 'card' | 'terrain' | 'building' | 'relic' | 'endActivation' | 'endTurn';
  groups: () => Action[][];
}

/** The candidate sources of `seat` now (empty when it has nothing to do). */
export function candidateSources(s: GameState, seat: Seat): CandidateSource[] {
  if (s.result) return [];
  if (s.pending) return s.pending.seat === seat ? [{ kind: 'answer', groups: () => legalAnswers(s.pending!).map((a) => [a]) }] : [];
  if (s.phase === 'setup' || s.activeSeat !== seat) return [];
  if (s.phase === 'construction') {
    const builds = s.players[seat]!.buildingPool.map((building): Action[] => [{ type: 'build', building }]);
    return [{ kind: 'construction', groups: () => [[{ type: 'takeProsperity' }], ...builds] }];
  }
  const out: CandidateSource[] = [];
  // Concentration spends (glossary: Concentration X): any of your creatures, activated or not, with
  // tokens to spend; listed after every creature's own source, from the same one pass over them.
  let spends: CandidateSource[] | undefined;
  for (const id in s.creatures) {
    const c = s.creatures[id]!;
    if (c.controller !== seat) continue;
    if (!c.activated || s.activation?.creature === c.id) out.push({ kind: 'creature', groups: () => creatureCandidates(s, seat, c) });
    if ((c.concentration ?? 0) > 0) (spends ??= []).push({ kind: 'concentrate', groups: () => concentrateCandidates(s, c) });
  }
  if (spends) for (const x of spends) out.push(x);
  const p = s.players[seat]!;
  for (const id of p.hand) out.push({ kind: 'card', groups: () => cardCandidates(s, seat, id) });
  // Quest mode's Overlord player: each card in hand with every amount of Rage worth putting in (checklist 22.23).
  if (s.config.quest?.overlord === seat && s.quest) out.push({ kind: 'card', groups: () => overlordCardCandidates(s) });
  out.push({ kind: 'terrain', groups: () => terrainCandidates(s, seat) });
  // Building abilities are one source (like terrain), each building one group of it.
  const usable = p.buildings.filter((b) => WITH_ABILITY.has(b.card));
  if (usable.length > 0) {
    out.push({
      kind: 'building',
      groups: () => {
        const mayTarget = buildingTargetFilter(s, seat); // the same creatures are asked about for each building
        return usable.flatMap((b) => buildingCandidates(s, seat, b.card, mayTarget));
      },
    });
  }
  // Relics with an activated ability (rulebook: Card types — relics), each relic one group.
  const relics = s.players[seat]!.relics.filter((r) => getCard(r.card).relic?.activated && r.usedOnTurn !== s.turn);
  if (relics.length > 0) out.push({ kind: 'relic', groups: () => relics.flatMap((r) => relicCandidates(s, seat, r)) });
  if (s.activation) out.push({ kind: 'endActivation', groups: () => [[{ type: 'endActivation' }]] });
  out.push({ kind: 'endTurn', groups: () => [[{ type: 'endTurn' }]] });
  return out;
}

function overlordCardCandidates(s: GameState): Action[][] {
  const q = s.quest!;
  return [...new Set(q.overlordHand)].map((card) => {
    const x = getOverlordCard('pvp', card).main.rage;
    const amounts = x === undefined ? [0] : Array.from({ length: Math.floor(q.rage / x) + 1 }, (_, i) => i * x).reverse();
    return amounts.map((rage): Action => ({ type: 'playOverlordCard', card, rage }));
  });
}

/** Building cards with an ability of their own, found once (candidateSources asks every time). */
const WITH_ABILITY = new Set(ALL_CARDS.filter((c) => c.building?.ability).map((c) => c.id));

/**
 * What `seat` might do now, as groups of alternatives for one intent each (one card with each of
 * its summoning spots, one creature's melee on one enemy, …), not yet checked against the rules.
 * Movement and placement are sampled, not exhaustive.
 */
export function candidateActions(s: GameState, seat: Seat): Action[][] {
  return candidateSources(s, seat).flatMap((source) => source.groups());
}

/**
 * What `seat` can do now (docs/architecture.md §2), for bots and the client's hints: the first legal
 * alternative of each candidate group. Every action listed is accepted by `apply`.
 */
export function legalActions(s: GameState, seat: Seat): Action[] {
  const out: Action[] = [];
  for (const group of candidateActions(s, seat)) {
    const legal = group.find((a) => isLegal(s, seat, a));
    if (legal) out.push(legal);
  }
  return out;
}

// The abilities a creature is asked about, made once rather than on every call (bots call it for every pick).
const RANGED_ATTACKS = ['shooting', 'throwing', 'magicalShot'] as const;
const SELF_ABILITIES = ['stealth', 'ritual'] as const;
const KEYWORD_SELF_ABILITIES = ['concentration', 'howl'] as const;

/** A creature's options: doing nothing, sampled moves, attacks on each enemy, abilities, searches. */
function creatureCandidates(s: GameState, seat: Seat, c: Creature): Action[][] {
  const out: Action[][] = [];
  const act = s.activation?.creature === c.id ? s.activation : undefined;
  if (!act) out.push([{ type: 'pass', creature: c.id }]);
  const enemies = enemiesOf(s, seat); // c's controller is seat: the enemies of both, found once
  if (!act?.moved) for (const { path, run } of moveCandidates(s, c, enemies)) out.push([{ type: 'move', creature: c.id, path, run }]);
  // Persecution: after a kill, a move of up to S toward the nearest enemy before the extra melee.
  if (act?.persecutionOpen && !act.persecutionMoved) {
    const nearest = moveCandidates(s, c, enemies, DISTANCE.S)[0];
    if (nearest) out.push([{ type: 'move', creature: c.id, path: nearest.path, run: false }]);
  }
  const kws = keywordIdsOf(s, c);
  const base = baseOf(c);
  for (const e of enemies) {
    // Melee needs base contact (Lunge: within S): other enemies are not worth proposing.
    if (inContact(base, baseOf(e))) {
      out.push([{ type: 'melee', creature: c.id, target: e.id }]);
      if (kws.has('magicalStrike')) out.push([{ type: 'magicalStrike', creature: c.id, target: e.id }]);
    } else if (kws.has('lunge') && circleGap(base, baseOf(e)) <= DISTANCE.S) out.push([{ type: 'melee', creature: c.id, target: e.id }]);
    // Ranged attacks only from a creature that has not acted yet, at targets within XL.
    if (act?.moved || circleGap(base, baseOf(e)) > DISTANCE.XL) continue;
    for (const attack of RANGED_ATTACKS) {
      if (kws.has(attack)) out.push([{ type: 'ranged', creature: c.id, target: e.id, attack }]);
    }
  }
  for (const ability of SELF_ABILITIES) if (kws.has(ability)) out.push([{ type: 'ability', creature: c.id, ability }]);
  if (c.poison) out.push([{ type: 'ability', creature: c.id, ability: 'curePoison' }]);
  if (kws.has('healer')) {
    for (const t of Object.values(s.creatures)) if (t.wounds > 0) out.push([{ type: 'ability', creature: c.id, ability: 'healer', target: t.id }]);
  }
  // Keyword abilities (keywords/activated.ts): Concentration, Howl, Healing X on the wounded, Control on enemies within XL.
  for (const ability of KEYWORD_SELF_ABILITIES) if (kws.has(ability)) out.push([{ type: 'ability', creature: c.id, ability }]);
  if (kws.has('healing')) {
    for (const t of Object.values(s.creatures)) if (t.wounds > 0) out.push([{ type: 'ability', creature: c.id, ability: 'healing', target: t.id }]);
  }
  if (kws.has('control')) {
    for (const e of enemies) if (e.kind !== 'hero' && circleGap(base, baseOf(e)) <= DISTANCE.XL) out.push([{ type: 'ability', creature: c.id, ability: 'control', target: e.id }]);
  }
  if (c.kind === 'character') {
    for (const piece of s.terrain) {
      if (!piece.searched && getCard(piece.card).terrain?.ruins && circlePolygonGap(base, piece.polygon) < CONTACT_GAP) {
        out.push([{ type: 'search', creature: c.id, terrain: piece.id }]);
      }
    }
  }
  return out;
}

/** Sampled moves: straight at the nearest enemy (walking and running) and a step toward the middle of the field and one sideways. */
function moveCandidates(s: GameState, c: Creature, enemies: readonly Creature[], limit?: number): { path: Vec[]; run: boolean }[] {
  const allowance = Math.min(DISTANCE[getCard(c.card).stats!.movement], limit ?? Infinity);
  const r = baseOf(c).r;
  const clamp = (v: number) => Math.min(FIELD_SIZE - r, Math.max(r, v));
  const toward = (target: Vec, len: number): Vec[] => {
    const dx = target.x - c.pos.x;
    const dy = target.y - c.pos.y;
    const d = hypot(dx, dy) || 1;
    const k = Math.min(len, d) / d;
    return [{ x: clamp(c.pos.x + dx * k), y: clamp(c.pos.y + dy * k) }];
  };
  // The nearest visible enemy, the first of equals in Battlefield order (what a stable sort by distance puts first).
  let nearest: Creature | undefined;
  let nearestDist = Infinity;
  for (const e of enemies) {
    if (e.stealth) continue;
    const d = hypot(e.pos.x - c.pos.x, e.pos.y - c.pos.y);
    if (d < nearestDist) {
      nearest = e;
      nearestDist = d;
    }
  }
  const out: { path: Vec[]; run: boolean }[] = [];
  if (nearest) {
    out.push({ path: toward(nearest.pos, allowance - 1), run: false });
    out.push({ path: toward(nearest.pos, allowance * 1.5 - 1), run: true });
  }
  out.push({ path: toward({ x: FIELD_SIZE / 2, y: FIELD_SIZE / 2 }, allowance / 2), run: false });
  out.push({ path: toward({ x: c.pos.x + (c.pos.x < FIELD_SIZE / 2 ? 1000 : -1000), y: c.pos.y }, allowance / 2), run: false });
  return out;
}

/** One card in hand (if its cost can be paid), with its summoning spots, targets or relic replacements as alternatives. */
function cardCandidates(s: GameState, seat: Seat, id: string): Action[][] {
  const p = s.players[seat]!;
  const card = getCard(s.cards[id]!.card);
  if (!canPay(s, seat, card.cost)) return [];
  const group: Action[] = [];
  if (card.type === 'character') {
    // At the creature cap every spot is refused (sure-rejections.ts): the group stays, empty, so a bot
    // counting groups sees the same, without the spots being looked for and each refused in turn.
    if (creaturesTowardCap(s, seat) >= s.config.ruleset.creatureCap) return [group];
    for (const at of summonSpots(s, seat, card.stats!.base / 2, 37)) group.push({ type: 'playCard', card: id, at });
  } else {
    const effects = onPlayEffects(s, seat, card);
    const spec = effects.map((e) => ('target' in e ? e.target : undefined)).find((t) => t?.pick === 'chosen');
    const targets = spec ? legalTargets(s, seat, spec, undefined, targetOptions(effects, spec, card.type === 'spell' ? 'spells' : undefined)).map((c) => c.id) : [];
    if (targets.length > 0) for (const target of targets.slice(0, 4)) group.push({ type: 'playCard', card: id, target });
    else group.push({ type: 'playCard', card: id });
    if (card.type === 'relic') for (const r of p.relics) group.push({ type: 'playCard', card: id, replace: r.id });
  }
  return [group];
}

/** One building's ability, with each of its legal targets (a few) as alternatives (rulebook: Card types). */
function buildingCandidates(s: GameState, seat: Seat, building: string, mayTarget: (c: Creature) => boolean): Action[][] {
  const ability = getCard(building).building!.ability!;
  if (ability.target !== 'creature') return [[{ type: 'useBuilding', building }]];
  // A building refused whatever its target (tapped, used, too dear) keeps its group when it has a
  // target, so bots count the same groups; one target shows that, without looking for three more.
  const refused = surelyRejected(s, seat, { type: 'useBuilding', building });
  const targets = buildingTargets(s, seat, ability, refused ? 1 : 4, mayTarget);
  return targets.length === 0 ? [] : [targets.map((t): Action => ({ type: 'useBuilding', building, target: t.id }))];
}

/** One relic's activated ability, with a few legal targets as alternatives when it needs one. */
function relicCandidates(s: GameState, seat: Seat, r: RelicInPlay): Action[][] {
  if (getCard(r.card).relic!.activated!.target !== 'creature') return [[{ type: 'useRelic', relic: r.id }]];
  const targets = relicTargets(s, seat, r).slice(0, 4);
  return targets.length === 0 ? [] : [targets.map((t): Action => ({ type: 'useRelic', relic: r.id, target: t.id }))];
}

/** Spending one creature's Concentration tokens, with a few legal targets as alternatives when it needs one. */
function concentrateCandidates(s: GameState, c: Creature): Action[][] {
  const spend = concentrationSpend(s, c);
  if (!spend || (c.concentration ?? 0) < spend.tokens) return [];
  if (!spendTargetSpec(spend)) return [[{ type: 'concentrate', creature: c.id }]];
  const targets = concentrateTargets(s, c, spend).slice(0, 4);
  return targets.length === 0 ? [] : [targets.map((t): Action => ({ type: 'concentrate', creature: c.id, target: t.id }))];
}

/**
 * One terrain card a turn to try (rotating with the turn number, so every card gets its chance
 * without testing them all each time), at a few spots of a coarse grid.
 */
function terrainCandidates(s: GameState, seat: Seat): Action[][] {
  const p = s.players[seat]!;
  if (p.terrainThisTurn || p.terrainPool.length === 0) return [];
  const card = p.terrainPool[s.turn % p.terrainPool.length]!;
  if (!canPay(s, seat, getCard(card).cost)) return [];
  // Three spots of a 3 × 3 grid, a different three each turn.
  const grid = [200, 300, 400].flatMap((y) => [150, 300, 450].map((x) => ({ x, y })));
  const spots = [0, 3, 6].map((k) => grid[(k + s.turn) % grid.length]!);
  return [spots.map((at): Action => ({ type: 'playTerrain', card, at, rotation: 0 }))];
}
