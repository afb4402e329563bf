import { PRECONS } from '../cards/decks';
import type { Action } from '../protocol/actions';
import type { GameState, Mode, Seat } from '../state/types';
import type { Bot } from './bot';
import { makeBot, type ArenaPlayer } from './levels';
import { pickLoadouts } from './pick-loadouts';
import { playGame, type PlayOptions } from './play-game';

/** One tournament game: who plays side A and side B, and how each decision went. */
export interface ArenaGameSpec {
  a: ArenaPlayer;
  b: ArenaPlayer;
  /** Side A's second seat in Shoulder to Shoulder (default: `a`). */
  ally?: ArenaPlayer;
  mode: 'duel' | 'teams';
  seed: string;
  /** Game number in the series: decks rotate with index / 2, and A takes the second side on odd games. */
  index: number;
  turnLimit: number;
  /** A clock for decision times (the CLI passes `performance.now`); absent, times are 0. */
  now?: () => number;
  /** This thread's CPU time in ms (the CLI passes `process.cpuUsage`'s), so a loaded machine's waits are told apart. */
  cpuNow?: () => number;
  /** Called after every accepted action (the arena's `--game N` narrates a game with it). */
  onAction?: PlayOptions['onAction'];
}

/** What the arena keeps of one game. */
export interface ArenaGameRecord {
  index: number;
  /** Which side won: 'a', 'b' or 'draw' (a tiebreak or time-limit result counts for its winners). */
  winner: 'a' | 'b' | 'draw';
  reason: string;
  errors: string[];
  turns: number;
  /** Decision times in ms of side A's seats and side B's. */
  msA: number[];
  msB: number[];
  /** The same decisions' CPU time in ms (empty without `cpuNow`). */
  cpuMsA: number[];
  cpuMsB: number[];
  decks: Partial<Record<Seat, string>>;
}

const SIDES: Record<'duel' | 'teams', [Seat[], Seat[]]> = {
  duel: [['p1'], ['p2']],
  teams: [['p1', 'p2'], ['p3', 'p4']],
};

/**
 * Play one arena game. Games come in pairs with the same seed and decks and the sides swapped, so
 * neither the first turn nor a deck favours a player over a series; the decks rotate through the
 * precons with the pair number (`pickLoadouts`).
 */
export function playArenaGame(spec: ArenaGameSpec): ArenaGameRecord {
  const pair = Math.floor(spec.index / 2);
  const seed = `${spec.seed}-${pair}`;
  const mode: Mode = spec.mode;
  const { decks, loadouts } = pickLoadouts(seed, pair, mode, PRECONS);
  const { seatsA, seatsB } = arenaSides(spec);
  const msA: number[] = [];
  const msB: number[] = [];
  const cpuMsA: number[] = [];
  const cpuMsB: number[] = [];
  const bots: Partial<Record<Seat, Bot>> = {};
  seatsA.forEach((seat, i) => (bots[seat] = timed(makeBot(i === 0 ? spec.a : spec.ally ?? spec.a, `${seed}/a/${seat}`), [msA, cpuMsA], spec)));
  for (const seat of seatsB) bots[seat] = timed(makeBot(spec.b, `${seed}/b/${seat}`), [msB, cpuMsB], spec);
  const game = playGame({ seed, mode, loadouts, turnLimit: spec.turnLimit, bots, ...(spec.onAction ? { onAction: spec.onAction } : {}) });
  const errors = [...game.errors];
  if (!game.finished && errors.length === 0) errors.push(`seed ${seed}: stopped unfinished after ${game.log.length} actions`);
  return { index: spec.index, winner: sideOf(game.state, seatsA, seatsB), reason: game.state.result?.reason ?? 'unfinished', errors, turns: game.state.turn, msA, msB, cpuMsA, cpuMsB, decks };
}

/** The seats of side A and side B in game `index` (A takes the second side on odd games). */
export function arenaSides(spec: Pick<ArenaGameSpec, 'mode' | 'index'>): { seatsA: Seat[]; seatsB: Seat[] } {
  const [first, second] = SIDES[spec.mode];
  return spec.index % 2 === 1 ? { seatsA: second, seatsB: first } : { seatsA: first, seatsB: second };
}

function sideOf(s: GameState, seatsA: Seat[], seatsB: Seat[]): 'a' | 'b' | 'draw' {
  const winners = s.result?.winners ?? [];
  const a = winners.some((w) => seatsA.includes(w));
  const b = winners.some((w) => seatsB.includes(w));
  return a && !b ? 'a' : b && !a ? 'b' : 'draw';
}

/** Wrap a bot so each of its decisions is timed: wall-clock ms into `into[0]`, CPU ms into `into[1]`. */
function timed(bot: Bot, into: [number[], number[]], clocks: Pick<ArenaGameSpec, 'now' | 'cpuNow'>): Bot {
  const { now, cpuNow } = clocks;
  if (!now) return bot;
  return {
    choose(state: GameState, seat: Seat): Action | null {
      const t0 = now();
      const c0 = cpuNow?.() ?? 0;
      const a = bot.choose(state, seat);
      into[0].push(now() - t0);
      if (cpuNow) into[1].push(cpuNow() - c0);
      return a;
    },
  };
}

/** The series' totals: wins with a 95% confidence interval, decision times, errors. */
export interface ArenaSummary {
  a: string;
  b: string;
  mode: string;
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  errors: number;
  /** Wilson 95% interval of side A's win rate (draws count as not won). */
  winRateA: number;
  ciA: [number, number];
  decisionMsMeanA: number;
  decisionMsP99A: number;
  decisionMsMeanB: number;
  decisionMsP99B: number;
  /** p99 over every decision of both sides. */
  decisionMsP99: number;
  /** Side A's p99 and mean in CPU time (what one core spends, whatever else the machine runs). */
  decisionCpuMsP99A: number;
  decisionCpuMsMeanA: number;
}

/** Add up a series of arena games. */
export function summariseArena(a: string, b: string, mode: string, records: readonly ArenaGameRecord[]): ArenaSummary {
  const n = records.length;
  const winsA = records.filter((r) => r.winner === 'a').length;
  const winsB = records.filter((r) => r.winner === 'b').length;
  const msA = records.flatMap((r) => r.msA);
  const msB = records.flatMap((r) => r.msB);
  return {
    a, b, mode, games: n, winsA, winsB, draws: n - winsA - winsB, errors: records.filter((r) => r.errors.length > 0).length,
    winRateA: n > 0 ? round3(winsA / n) : 0, ciA: wilson(winsA, n),
    decisionMsMeanA: round3(mean(msA)), decisionMsP99A: round3(quantile(msA, 0.99)),
    decisionMsMeanB: round3(mean(msB)), decisionMsP99B: round3(quantile(msB, 0.99)),
    decisionMsP99: round3(quantile([...msA, ...msB], 0.99)),
    decisionCpuMsP99A: round3(quantile(records.flatMap((r) => r.cpuMsA), 0.99)),
    decisionCpuMsMeanA: round3(mean(records.flatMap((r) => r.cpuMsA))),
  };
}

/** Wilson score interval at 95% for k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [round3(Math.max(0, centre - half)), round3(Math.min(1, centre + half))];
}

/** The q-quantile (nearest rank) of a list of numbers; 0 for none. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const sorted = xs.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((x, y) => x + y, 0) / xs.length;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
