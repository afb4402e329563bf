import { BASIC_BUILDING_IDS, getCard } from '../cards/registry';
import { DISTANCE, hypot } from '../geometry';
import { baseOf } from '../queries/creatures';
import { healthOf, strengthOf } from '../queries/stats';
import type { Creature, GameState, PlayerState, Seat } from '../state/types';
import { cardEconomyWorth } from './card-economy';
import { tiebreakWorth } from './tiebreak-worth';

/** Score of a won (or lost) game: above anything a position can be worth. */
export const WIN_SCORE = 100_000;

/**
 * How good `s` is for `seat`'s team, seen from the board (bots/README.md, "Evaluation"): the mean
 * worth of our team's players minus the mean worth of the enemies' (a fallen player counts, at
 * `ELIMINATED_WORTH`). A side is worth its hero's health left (steeply
 * more when low: the hero kill ends the game), its other creatures (Strength and health), its
 * progress toward the Prosperity victory (Prosperity and basic buildings), its cards and relics, and
 * how close its creatures stand to enemies they can hurt; threats to its hero count against it.
 */
export function evaluate(s: GameState, seat: Seat, weights: EvaluationWeights = BASE_WEIGHTS): number {
  const me = s.players[seat]!;
  if (s.result) {
    if (s.result.winners.length === 0) return 0;
    return s.result.winners.some((w) => s.players[w]!.team === me.team) ? WIN_SCORE - s.turn : -WIN_SCORE + s.turn;
  }
  let ours = 0;
  let theirs = 0;
  let allies = 0;
  let enemies = 0;
  for (const p of Object.values(s.players)) {
    if (!p) continue;
    // A fallen player still counts, at less than any living one: otherwise killing one enemy hero
    // of two would raise the enemies' mean, and the search would shy away from the last wound.
    const v = p.eliminated ? ELIMINATED_WORTH : sideWorth(s, p, weights);
    if (p.team === me.team) {
      ours += v;
      allies++;
    } else {
      theirs += v;
      enemies++;
    }
  }
  // Means on both sides: in Shoulder to Shoulder a wound dealt to an enemy weighs what one taken by us does.
  return ours / Math.max(1, allies) - theirs / Math.max(1, enemies) + tiebreakWorth(s, me.team);
}

/**
 * Which terms a level's evaluation uses (bots/levels.ts). `cards: 'economy'` weighs the hand against
 * the deck left (`card-economy.ts`); `'hand'` counts every card in hand at 3 and the deck at nothing.
 */
export interface EvaluationWeights {
  cards: 'hand' | 'economy';
  /** Worth of each basic building over any other building: the Prosperity victory needs all nine. */
  basicBonus: number;
}

export const BASE_WEIGHTS: EvaluationWeights = { cards: 'hand', basicBonus: 0 };

/** What a player whose hero has fallen is worth: less than a living hero at its last wound with threats round it. */
const ELIMINATED_WORTH = -200;

/** One player's worth: hero, creatures, Prosperity race, cards, pressure on enemies. */
function sideWorth(s: GameState, p: PlayerState, weights: EvaluationWeights): number {
  let v = 0;
  const hero = s.creatures[p.heroCreature];
  // A side close to the Prosperity victory can only be stopped by its hero's death: that hero's health weighs more.
  if (hero) v += heroWorth(s, hero) * (1 + raceProgress(s, p));
  for (const c of Object.values(s.creatures)) {
    if (c.controller !== p.seat || c.id === p.heroCreature) continue;
    const left = healthOf(c) - c.wounds;
    v += 6 + 3 * strengthOf(s, c) + 4 * left;
  }
  v += prosperityWorth(s, p, weights.basicBonus);
  v += 4 * p.tactics.length + 5 * p.relics.length;
  if (weights.cards === 'economy') v += cardEconomyWorth(s, p);
  else {
    v += 3 * Math.min(p.hand.length, s.config.ruleset.handLimit);
    if (p.deck.length === 0) v -= 10;
  }
  v += pressure(s, p);
  return v;
}

/** The hero's health left, worth more the lower it gets, with each enemy able to reach it as a threat. */
function heroWorth(s: GameState, hero: Creature): number {
  const health = healthOf(hero);
  const left = Math.max(0, health - hero.wounds);
  let v = 30 * left;
  if (left <= 2) v -= 25 * (3 - left);
  // Enemies that can reach the hero next turn: their Strength weighs more the less health is left.
  const base = baseOf(hero);
  let threat = 0;
  for (const e of Object.values(s.creatures)) {
    if (s.players[e.controller]!.team === s.players[hero.controller]!.team) continue;
    const eb = baseOf(e);
    const gap = hypot(eb.c.x - base.c.x, eb.c.y - base.c.y) - eb.r - base.r;
    const reach = DISTANCE[getCard(e.card).stats!.movement] * 1.5;
    if (gap <= reach) threat += strengthOf(s, e);
  }
  return v - threat * (left <= 3 ? 6 : 2);
}

/** Progress in the Prosperity race: Prosperity, each basic building (a victory condition), other buildings. */
function prosperityWorth(s: GameState, p: PlayerState, basicBonus: number): number {
  const goal = s.config.ruleset.prosperityToWin;
  let basics = 0;
  let v = 1.5 * Math.min(p.prosperity, goal);
  for (const b of p.buildings) {
    const card = getCard(b.card);
    if ((BASIC_BUILDING_IDS as readonly string[]).includes(b.card)) {
      basics++;
      v += basicBonus;
    }
    v += 6 + 1.6 * card.cost.prosperity;
  }
  // Close to the Prosperity victory: the last points are worth more.
  if (s.config.ruleset.needsAllBasicBuildings && basics === BASIC_BUILDING_IDS.length) v += 2 * Math.min(p.prosperity, goal);
  return v;
}

/** How near a side is to the Prosperity victory, 0 to 1 (0 until every basic building it needs stands). */
function raceProgress(s: GameState, p: PlayerState): number {
  const r = s.config.ruleset;
  if (r.needsAllBasicBuildings && !BASIC_BUILDING_IDS.every((id) => p.buildings.some((b) => b.card === id))) return 0;
  return Math.min(1, p.prosperity / r.prosperityToWin);
}

/** Creatures near the enemies they can hurt (the enemy hero most): a nudge toward the fight. */
function pressure(s: GameState, p: PlayerState): number {
  let v = 0;
  for (const c of Object.values(s.creatures)) {
    if (c.controller !== p.seat) continue;
    const strength = strengthOf(s, c);
    if (strength === 0) continue;
    let best = Infinity;
    let bestIsHero = false;
    for (const e of Object.values(s.creatures)) {
      if (s.players[e.controller]!.team === p.team) continue;
      const d = hypot(e.pos.x - c.pos.x, e.pos.y - c.pos.y);
      if (d < best) {
        best = d;
        bestIsHero = e.kind === 'hero';
      }
    }
    if (best === Infinity) continue;
    // A hero keeps a little distance; everything else closes in.
    const weight = c.kind === 'hero' ? 0.3 : 1;
    v += weight * (strength * (bestIsHero ? 1.5 : 1) * (600 - Math.min(600, best))) / 200;
  }
  return v;
}
