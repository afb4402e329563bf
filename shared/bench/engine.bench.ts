/**
 * `npm run bench`: engine throughput figures on one core. Prints a table; asserts nothing.
 *   (a) complete random duels per second and actions per second over ~200 games;
 *   (b) mean µs per move validation (`planMove`) and per `lineOfSight` call on a board of
 *       16 bases and 6 terrain polygons, over ~20,000 random calls each.
 */
import { PRECONS } from '../src/cards/decks';
import { pickLoadouts } from '../src/bots/pick-loadouts';
import { playGame } from '../src/bots/play-game';
import { buildBoard, randomPoint } from './board';
import { meanMicros, table } from './timing';
import { nextInt, seedPrng } from '../src/random/prng';

const GAMES = Number(process.env.BENCH_GAMES ?? 200);
const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const TURN_LIMIT = 60;

/** (a) Play GAMES random duels and time them. */
function benchDuels(): string[][] {
  let actions = 0;
  let finished = 0;
  let errors = 0;
  const t0 = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const seed = `bench-${i}`;
    const { loadouts } = pickLoadouts(seed, i, 'duel', PRECONS);
    const g = playGame({ seed, mode: 'duel', loadouts, turnLimit: TURN_LIMIT });
    actions += g.log.length;
    if (g.finished) finished++;
    if (g.errors.length > 0) errors++;
  }
  const secs = (performance.now() - t0) / 1000;
  return [
    ['random duels', String(GAMES), `${(GAMES / secs).toFixed(2)} games/s`, `${finished} finished, ${errors} with errors`],
    ['  their actions', String(actions), `${Math.round(actions / secs)} actions/s`, `${((secs * 1e6) / Math.max(1, actions)).toFixed(1)} µs/action`],
  ];
}

/** (b) Geometry: line of sight between random pairs of bases on a busy board. */
function benchLineOfSight(): string[][] {
  const board = buildBoard('bench-board');
  const rng = seedPrng('bench-los');
  const pairs = Array.from({ length: CALLS }, () => {
    const a = nextInt(rng, board.bases.length);
    return [a, (a + 1 + nextInt(rng, board.bases.length - 1)) % board.bases.length] as const;
  });
  void pairs;
  // TODO(bench): lineOfSight is not in shared/src/geometry yet; time it here once it lands.
  return [['lineOfSight (16 bases, 6 polygons)', String(CALLS), 'n/a', 'TODO: geometry lineOfSight not exported yet']];
}

/** (b) Rules: validate random move declarations with planMove. */
function benchPlanMove(): string[][] {
  const rng = seedPrng('bench-move');
  const targets = Array.from({ length: CALLS }, () => randomPoint(rng, 20));
  void targets;
  // TODO(bench): planMove will be exported from shared/src/rules/movement.ts; time it here once it lands.
  return [['planMove (16 bases, 6 polygons)', String(CALLS), 'n/a', 'TODO: rules/movement planMove not exported yet']];
}

function main(): void {
  const rows = [['measure', 'n', 'rate', 'notes'], ...benchDuels(), ...benchPlanMove(), ...benchLineOfSight()];
  console.log(table(rows));
  void meanMicros;
}

main();
