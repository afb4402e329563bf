import type { Action } from '../protocol/actions';
import type { GameState, Seat } from '../state/types';
import type { Bot } from './bot';
import { easyChoice } from './easy-policy';
import { randomBot } from './random-bot';
import { searchDecision, type SearchSettings, type SearchStats } from './search-bot';

/** The levels a player can choose for a bot seat. */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Every player the arena knows: the levels, plus the random and one-step (greedy) reference baselines. */
export const ARENA_PLAYERS = ['random', 'greedy', ...BOT_LEVELS] as const;
export type ArenaPlayer = (typeof ARENA_PLAYERS)[number];

/**
 * Search settings per player (bots/README.md, "Levels"). The node budgets are calibrated so a
 * `hard` decision stays under 1 s on one core of a loaded two-core machine (the arena prints p99).
 * `greedy` is the one-step baseline: each candidate applied once, scored as it stands.
 */
export const SEARCH_SETTINGS: Record<'greedy' | 'normal' | 'hard', SearchSettings> = {
  greedy: { horizon: 'none', nodeBudget: 0, maxWorlds: 1, maxCandidates: 40, maxRolloutSteps: 12 },
  normal: { horizon: 'activation', nodeBudget: 250, maxWorlds: 4, maxCandidates: 24, maxRolloutSteps: 30 },
  hard: { horizon: 'turn', nodeBudget: 1000, maxWorlds: 8, maxCandidates: 32, maxRolloutSteps: 80, weights: { cards: 'economy', basicBonus: 8 } },
};

/** Options for `makeBot`: a safety time cap (off by default: results then depend only on seeds). */
export interface MakeBotOptions {
  timeCapMs?: number;
  now?: () => number;
  /** Filled after every search decision, for reports. */
  onStats?: (stats: SearchStats) => void;
}

/**
 * A bot of the given player kind, seeded: its n-th decision uses the seed `${seed}/${n}`, so a
 * tournament repeats exactly. The stateless form for one decision is `decideAs`.
 */
export function makeBot(player: ArenaPlayer, seed: string, opts: MakeBotOptions = {}): Bot {
  if (player === 'random') return randomBot(seed);
  let n = 0;
  return { choose: (state, seat) => decideAs(player, state, seat, `${seed}/${n++}`, opts) };
}

/** One decision of a non-random player (what a server worker runs for a bot seat). */
export function decideAs(player: Exclude<ArenaPlayer, 'random'>, state: GameState, seat: Seat, seed: string, opts: MakeBotOptions = {}): Action | null {
  if (player === 'easy') return easyChoice(state, seat);
  const stats: SearchStats = { nodes: 0, candidates: 0, determinizations: 0 };
  const settings: SearchSettings = { ...SEARCH_SETTINGS[player], ...(opts.timeCapMs !== undefined ? { timeCapMs: opts.timeCapMs } : {}), ...(opts.now ? { now: opts.now } : {}) };
  const action = searchDecision(state, seat, settings, seed, stats);
  opts.onStats?.(stats);
  return action;
}

/** Whether a string names a bot level (for room options and the lobby). */
export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}
