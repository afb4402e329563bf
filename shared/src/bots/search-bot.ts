import { applyAction } from '../engine/apply';
import { whoActs } from '../engine/who-acts';
import type { Action } from '../protocol/actions';
import { seedPrng } from '../random/prng';
import type { GameState, Seat } from '../state/types';
import { searchCandidates } from './candidates';
import { determinize } from './determinize';
import { easyChoice } from './easy-policy';
import { evaluate, type EvaluationWeights } from './evaluate';

/** How far a rollout looks: to the end of the current activation, of the bot's turn, or through the next player's turn too. */
export type Horizon = 'none' | 'activation' | 'turn' | 'reply';

/** The knobs of one search level (bots/levels.ts). */
export interface SearchSettings {
  /** Rollouts stop here (plus any decisions of other seats in flight). */
  horizon: Horizon;
  /** The budget: engine actions applied in all rollouts of one decision (the bound that keeps results seed-exact). */
  nodeBudget: number;
  /** At most this many determinizations (rounds) per decision, however short the rollouts. */
  maxWorlds: number;
  /** At most this many candidate actions are weighed. */
  maxCandidates: number;
  /** At most this many actions in one rollout. */
  maxRolloutSteps: number;
  /** The evaluation's terms (default: `evaluate`'s base weights). */
  weights?: EvaluationWeights;
  /**
   * A safety net only: stop searching after this many ms by `now` (bots/README.md, "Time").
   * Results then depend on the machine's speed, so tournaments and tests leave it off.
   */
  timeCapMs?: number;
  now?: () => number;
}

/** What one decision cost: engine actions applied and candidates weighed (for the arena's report). */
export interface SearchStats {
  nodes: number;
  candidates: number;
  determinizations: number;
}

/**
 * Choose an action for `seat` by Monte Carlo over candidate plans (bots/README.md): each round
 * draws a determinization of what the seat cannot see, plays every surviving candidate on it and
 * then the easy policy for every seat up to the horizon, and scores the end with `evaluate`. After
 * each round the worse half of the candidates is dropped (successive halving), so the budget goes
 * to the close calls. Same state (as the seat sees it), settings and seed: same action.
 */
export function searchDecision(state: GameState, seat: Seat, settings: SearchSettings, seed: string, stats?: SearchStats): Action | null {
  const candidates = searchCandidates(state, seat, settings.maxCandidates);
  if (stats) Object.assign(stats, { nodes: 0, candidates: candidates.length, determinizations: 0 });
  if (candidates.length <= 1) return candidates[0] ?? null;
  const rng = seedPrng(seed);
  const total = new Float64Array(candidates.length);
  const count = new Uint32Array(candidates.length);
  let alive = candidates.map((_, i) => i);
  let nodes = 0;
  const start = settings.now?.() ?? 0;
  const outOfTime = () => settings.timeCapMs !== undefined && settings.now !== undefined && settings.now() - start > settings.timeCapMs;
  for (let round = 0; ; round++) {
    const world = determinize(state, seat, rng);
    for (const i of alive) {
      const r = rollout(world, seat, candidates[i]!, settings);
      nodes += r.nodes;
      if (r.score === null) continue;
      total[i] = total[i]! + r.score;
      count[i] = count[i]! + 1;
    }
    if (stats) stats.determinizations = round + 1;
    if (nodes >= settings.nodeBudget || round + 1 >= settings.maxWorlds || outOfTime()) break;
    // Successive halving: keep the better half (at least two) for the next world.
    const mean = (i: number) => (count[i]! > 0 ? total[i]! / count[i]! : -Infinity);
    alive.sort((a, b) => mean(b) - mean(a) || a - b);
    if (alive.length > 2) alive = alive.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
    if (settings.horizon === 'none') break;
  }
  if (stats) stats.nodes = nodes;
  let best = -1;
  let bestMean = -Infinity;
  for (let i = 0; i < candidates.length; i++) {
    if (count[i] === 0) continue;
    const m = total[i]! / count[i]!;
    if (m > bestMean) {
      bestMean = m;
      best = i;
    }
  }
  return candidates[best >= 0 ? best : 0]!;
}

/** Play `first` in `world`, then the easy policy for whoever acts, until the horizon; score the end for `seat`. */
function rollout(world: GameState, seat: Seat, first: Action, settings: SearchSettings): { score: number | null; nodes: number } {
  const r = applyAction(world, seat, first);
  if (!r.ok) return { score: null, nodes: 1 }; // not possible in this world (a hidden card decided it)
  let s = r.state;
  let nodes = 1;
  const turn = world.turn;
  const creature = world.activation?.creature ?? (first.type !== 'answer' && 'creature' in first ? first.creature : undefined);
  for (let step = 0; step < settings.maxRolloutSteps && !s.result; step++) {
    if (reachedHorizon(s, seat, turn, creature, settings.horizon)) break;
    const actor = whoActs(s);
    if (!actor) break;
    const a = easyChoice(s, actor);
    if (!a) break;
    const next = applyAction(s, actor, a);
    nodes++;
    if (!next.ok) break;
    s = next.state;
  }
  return { score: evaluate(s, seat, settings.weights), nodes };
}

/** Whether a rollout has gone far enough (a decision of another seat in flight is always played out). */
function reachedHorizon(s: GameState, seat: Seat, turn: number, creature: string | undefined, horizon: Horizon): boolean {
  if (s.pending && s.pending.seat !== seat) return false;
  switch (horizon) {
    case 'none':
      return !s.pending;
    case 'activation':
      return s.turn !== turn || (!s.pending && (s.activation === null || s.activation.creature !== creature));
    case 'turn':
      return s.turn !== turn;
    case 'reply':
      return s.turn >= turn + 2;
  }
}
