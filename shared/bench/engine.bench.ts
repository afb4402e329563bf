/**
 * `npm run bench`: engine throughput figures on one core. Prints a table; asserts nothing. Rates and
 * costs are per second of CPU time (the process's, all threads), which a busy shared machine disturbs
 * far less than the wall clock.
 *   (a) complete random duels per second and actions per second over ~200 games, and the same games
 *       played again on warm code;
 *   (b) mean µs per move validation (`planMove`) and per `lineOfSight` call on a board of
 *       16 creatures and 6 terrain polygons, over ~20,000 random calls each;
 *   (c) what a search pays per node, over positions taken from random duels: `apply` of the
 *       action the game took, `cloneState`, and legal-action generation (`legalActions`), each
 *       in one pass after a short warm-up (mostly V8 compiling what the positions reach), and apply
 *       and legal actions again on warm code (the median of several passes), as a search calls them.
 * BENCH_GAMES and BENCH_CALLS override the counts. The duels' row ends with a hash of their logs and
 * final states (the same games give the same hash). BENCH_JSON=1 adds a last line with the figures
 * as JSON, for `npm run bench:compare` (old and new engines side by side in one run); BENCH_ONLY
 * (a comma list of geometry, forward, duels) runs only those parts.
 */
import { createHash } from 'node:crypto';
import { PRECONS } from '../src/cards/decks';
import { pickLoadouts } from '../src/bots/pick-loadouts';
import { playGame } from '../src/bots/play-game';
import { apply } from '../src/engine/apply';
import { cloneState } from '../src/engine/clone';
import { legalActions } from '../src/engine/legal-actions';
import type { GameState, Seat } from '../src/state/types';
import type { Action } from '../src/protocol/actions';
import { lineOfSight, type SightBlockers, type Circle, type Vec } from '../src/geometry';
import { RuleError } from '../src/protocol/codes';
import { nextInt, seedPrng } from '../src/random/prng';
import { planMove } from '../src/queries/movement';
import { buildBoard, uniform } from './board';
import { cpuMicrosSince, meanMicros, table, warmMeanMicros } from './timing';

const GAMES = Number(process.env.BENCH_GAMES ?? 200);
const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const TURN_LIMIT = 60;
/** Timed passes over the same positions for the warm per-call figures (legal actions, the dearest, half as many). */
const WARM_PASSES = 10;

/** The headline figure of each measure, by name, for BENCH_JSON (rates per second, costs in µs). */
const figures: Record<string, number> = {};
/** A hash of every duel's action log and final state: two engines that play the same games print the same. */
let gamesFingerprint = '';

/** GAMES random duels on one core, timed: their CPU and wall seconds, and a hash of their logs and final states. */
function playDuels() {
  let actions = 0;
  let finished = 0;
  let errors = 0;
  const played: ReturnType<typeof playGame>[] = [];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < GAMES; i++) {
    const seed = `bench-${i}`;
    const { loadouts } = pickLoadouts(seed, i, 'duel', PRECONS);
    const g = playGame({ seed, mode: 'duel', loadouts, turnLimit: TURN_LIMIT });
    actions += g.log.length;
    if (g.finished) finished++;
    if (g.errors.length > 0) errors++;
    played.push(g);
  }
  const cpuSecs = cpuMicrosSince(cpu0) / 1e6;
  const secs = (performance.now() - t0) / 1000;
  const hash = createHash('sha256'); // after the clock stopped
  for (const g of played) hash.update(JSON.stringify([g.log, g.state, g.errors]));
  return { actions, finished, errors, cpuSecs, secs, fingerprint: hash.digest('hex').slice(0, 16) };
}

/**
 * (a) Play GAMES random duels on one core and time them; then the same duels again. The first pass
 * pays for V8 compiling the engine as it warms up, most of its time at 200 duels (shared/bench/README.md);
 * the second runs on warm code, as a search in a long-lived process does, and must play the very same
 * games.
 */
function benchDuels(): string[][] {
  const cold = playDuels();
  const warm = playDuels();
  gamesFingerprint = cold.fingerprint;
  figures['duels/s'] = GAMES / cold.cpuSecs;
  figures['actions/s'] = cold.actions / cold.cpuSecs;
  figures['duels/s, again (warm)'] = GAMES / warm.cpuSecs;
  const same = warm.fingerprint === cold.fingerprint ? 'the same games' : `OTHER GAMES (${warm.fingerprint})`;
  return [
    ['random duels', String(GAMES), `${(GAMES / cold.cpuSecs).toFixed(1)} games/s`, `${cold.finished} finished, ${cold.errors} with errors, ${cold.cpuSecs.toFixed(1)} s CPU (${cold.secs.toFixed(1)} s wall), games ${gamesFingerprint}`],
    ['  their actions', String(cold.actions), `${Math.round(cold.actions / cold.cpuSecs)} actions/s`, `${((cold.cpuSecs * 1e6) / Math.max(1, cold.actions)).toFixed(0)} µs/action incl. bot`],
    ['  again, warm', String(GAMES), `${(GAMES / warm.cpuSecs).toFixed(1)} games/s`, `${same}, ${warm.cpuSecs.toFixed(1)} s CPU, ${((warm.cpuSecs * 1e6) / Math.max(1, warm.actions)).toFixed(0)} µs/action incl. bot`],
  ];
}

/** (b) Line of sight between random pairs of the 16 bases, the other 14 bases and 6 polygons blocking. */
function benchLineOfSight(): string[][] {
  const board = buildBoard('bench-board');
  const rng = seedPrng('bench-los');
  const n = board.bases.length;
  const inputs = Array.from({ length: CALLS }, (): { from: Circle; to: Circle; blockers: SightBlockers } => {
    const a = nextInt(rng, n);
    const b = (a + 1 + nextInt(rng, n - 1)) % n;
    const circles = board.bases.filter((_, i) => i !== a && i !== b);
    return { from: board.bases[a]!, to: board.bases[b]!, blockers: { circles, polygons: board.terrain } };
  });
  let clear = 0;
  const { micros } = meanMicros(inputs, (q) => {
    const r = lineOfSight(q.from, q.to, q.blockers);
    return r.clear;
  });
  for (const q of inputs) if (lineOfSight(q.from, q.to, q.blockers).clear) clear++;
  figures['lineOfSight µs'] = micros;
  return [['lineOfSight (14 bases + 6 polygons)', String(CALLS), `${micros.toFixed(2)} µs/call`, `${Math.round((100 * clear) / CALLS)}% clear`]];
}

/** (b) Validate random move declarations (1–3 waypoints, some runs, many illegal) with planMove. */
function benchPlanMove(): string[][] {
  const board = buildBoard('bench-board');
  const rng = seedPrng('bench-move');
  const inputs = Array.from({ length: CALLS }, () => {
    const c = board.creatures[nextInt(rng, board.creatures.length)]!;
    const waypoints: Vec[] = [];
    let at = c.pos;
    for (let k = 1 + nextInt(rng, 3); k > 0; k--) {
      const angle = uniform(rng) * 2 * Math.PI;
      const step = 20 + uniform(rng) * 100;
      at = { x: at.x + Math.cos(angle) * step, y: at.y + Math.sin(angle) * step };
      waypoints.push(at);
    }
    return { c, waypoints, run: nextInt(rng, 4) === 0 };
  });
  const outcomes = new Map<string, number>();
  const { micros } = meanMicros(inputs, (q) => {
    try {
      return planMove(board.state, q.c, q.waypoints, q.run).length;
    } catch (err) {
      if (err instanceof RuleError) return err.code;
      throw err;
    }
  });
  for (const q of inputs) {
    let key = 'legal';
    try {
      planMove(board.state, q.c, q.waypoints, q.run);
    } catch (err) {
      key = err instanceof RuleError ? err.code : 'threw';
    }
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  figures['planMove µs'] = micros;
  const mix = [...outcomes].sort((x, y) => y[1] - x[1]).map(([k, v]) => `${k} ${Math.round((100 * v) / CALLS)}%`).join(', ');
  return [['planMove (16 creatures, 6 terrain)', String(CALLS), `${micros.toFixed(2)} µs/call`, mix]];
}

/** A position of a random duel: the state, the seat that acted and the action the game took there. */
interface Position {
  state: GameState;
  seat: Seat;
  action: Action;
}

/** (c) Positions from a few random duels, with the action each game took there. */
function forwardModelPositions(): Position[] {
  const out: Position[] = [];
  for (let i = 0; i < 6; i++) {
    const seed = `bench-fm-${i}`;
    const { loadouts } = pickLoadouts(seed, i, 'duel', PRECONS);
    playGame({ seed, mode: 'duel', loadouts, turnLimit: TURN_LIMIT, onAction: (step, _events, before) => void out.push({ state: before, seat: step.seat, action: step.action }) });
  }
  return out;
}

/** (c) The forward model's costs per call: apply, clone, legal actions. */
function benchForwardModel(): string[][] {
  const positions = forwardModelPositions();
  const applyOne = (p: Position): boolean => apply(p.state, p.seat, p.action).ok;
  const applied = meanMicros(positions, applyOne);
  const appliedWarm = warmMeanMicros(positions, applyOne, WARM_PASSES);
  const cloned = meanMicros(positions, (p) => cloneState(p.state).turn);
  const sample = positions.filter((_, i) => i % 4 === 0); // legal-action generation is the dearest: a quarter of the positions
  const legalOf = (p: Position): number => legalActions(p.state, p.seat).length;
  const legal = meanMicros(sample, legalOf);
  const count = sample.reduce((n, p) => n + legalOf(p), 0);
  const legalWarm = warmMeanMicros(sample, legalOf, WARM_PASSES / 2);
  figures['apply µs'] = applied.micros;
  figures['warm apply µs'] = appliedWarm.micros;
  figures['cloneState µs'] = cloned.micros;
  figures['legalActions µs'] = legal.micros;
  figures['warm legalActions µs'] = legalWarm.micros;
  return [
    ['apply (positions of random duels)', String(positions.length), `${applied.micros.toFixed(1)} µs/call`, `${Math.round(1e6 / applied.micros)} applies/s`],
    ['  warm (median of passes)', String(WARM_PASSES), `${appliedWarm.micros.toFixed(1)} µs/call`, `${Math.round(1e6 / appliedWarm.micros)} applies/s`],
    ['cloneState', String(positions.length), `${cloned.micros.toFixed(1)} µs/call`, ''],
    ['legalActions', String(sample.length), `${legal.micros.toFixed(1)} µs/call`, `${(count / Math.max(1, sample.length)).toFixed(1)} legal actions on average`],
    ['  warm (median of passes)', String(WARM_PASSES / 2), `${legalWarm.micros.toFixed(1)} µs/call`, ''],
  ];
}

function main(): void {
  // `npm run bench` bundles this file with esbuild and runs it with node, as a server would run the
  // engine; under tsx (keepNames wrappers) the same code measures about a third slower.
  console.log(`engine bench: node ${process.version}, one core, ${GAMES} games, ${CALLS} geometry calls each (bundled by esbuild)`);
  const only = process.env.BENCH_ONLY?.split(',');
  const part = (name: string, run: () => string[][]): string[][] => (!only || only.includes(name) ? run() : []);
  const rows = [
    ['measure', 'n', 'rate', 'notes'],
    ...part('geometry', () => [...benchPlanMove(), ...benchLineOfSight()]),
    ...part('forward', benchForwardModel),
    ...part('duels', benchDuels),
  ];
  console.log(table(rows));
  if (process.env.BENCH_JSON) console.log(JSON.stringify({ figures, gamesFingerprint }));
}

main();
