/**
 * `npm run bench:compare -- [--ref main] [--rounds 5] [--callgrind 32]`: the engine bench on an older
 * engine and on this working tree, side by side in one run. The machine is shared and noisy, so the
 * two are run in turn (old, new, new, old, …, each in its own node process) and every figure is given
 * as the median of each side with the median of the round-by-round ratios, which holds when the
 * machine's speed drifts during the run.
 *
 * The older engine is `git archive <ref> shared` unpacked under .bench/old, with this tree's bench
 * files copied over its own, so both sides run the same measurements and only the engine differs.
 * `--callgrind N` also counts the instructions of random duels N+1 to 2N on each side with valgrind
 * (a run of N duels subtracted from one of 2N, which leaves out loading the engine and its first
 * compiles), with V8 single-threaded: slow, but repeatable under any load.
 * Take N = 32 for the engine's own work: single-threaded, V8's optimising compiler runs on the counted
 * thread, and with N = 8 duels 9–16 are mostly compiling (shared/bench/README.md: 205 M
 * a duel there against 113 M for duels 33–64, and a small code change moves the short window by 6–10%).
 * BENCH_GAMES and BENCH_CALLS pass through to the bench.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { median, table } from './timing';

const ROOT = resolve(__dirname, '../..');
const OUT = join(ROOT, '.bench');

interface Options {
  ref: string;
  rounds: number;
  callgrind: number;
}

function parseOptions(argv: readonly string[]): Options {
  const opts: Options = { ref: 'main', rounds: 5, callgrind: 0 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--ref') opts.ref = value;
    else if (flag === '--rounds') opts.rounds = Math.max(1, Number(value));
    else if (flag === '--callgrind') opts.callgrind = Math.max(0, Number(value));
    else throw new Error(`unknown option ${flag} (expected --ref, --rounds or --callgrind)`);
  }
  return opts;
}

/** Bundle the bench as `npm run bench` does, from the shared/ folder under `root`. */
function bundle(root: string, outfile: string): string {
  buildSync({ entryPoints: [join(root, 'shared/bench/engine.bench.ts')], bundle: true, platform: 'node', format: 'esm', logLevel: 'warning', outfile });
  return outfile;
}

/** The engine at `ref`, with this tree's bench files, bundled; returns the bundle's path. */
function bundleOld(ref: string): string {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = join(OUT, 'old', sha);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', sha, 'shared', 'tsconfig.base.json'], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const bench = join(ROOT, 'shared/bench');
  for (const f of readdirSync(bench)) if (f.endsWith('.ts') && !f.endsWith('.test.ts')) cpSync(join(bench, f), join(dir, 'shared/bench', f));
  return bundle(dir, join(OUT, `old-${sha}.bench.mjs`));
}

interface BenchRun {
  figures: Record<string, number>;
  gamesFingerprint: string;
}

/** One bench run in its own process; its figures from the JSON line it prints last. */
function runBench(file: string): BenchRun {
  const r = spawnSync(process.execPath, [file], { encoding: 'utf8', env: { ...process.env, BENCH_JSON: '1' } });
  const last = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !last.startsWith('{')) throw new Error(`bench ${file} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(last) as BenchRun;
}

/** Instructions valgrind counts for a bench run with this many duels and nothing else. */
function instructions(file: string, games: number): number {
  // --single-threaded: no concurrent compiler or GC threads, whose timing (the machine's load) decided how
  // long code ran unoptimised: the same bundle counted 220 M and 250 M a duel in two runs; single-threaded,
  // two runs of 16 duels counted 5,587 M and 5,584 M.
  const r = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, '--single-threaded', file], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_ONLY: 'duels', BENCH_GAMES: String(games) },
  });
  const m = /Collected : (\d+)/.exec(r.stderr);
  if (!m) throw new Error(`valgrind on ${file} printed no instruction count (exit ${r.status}):\n${r.stderr.slice(-2000)}`);
  return Number(m[1]);
}

/** Rates (per second) are better higher; costs (µs) better lower: the speed-up is new/old or old/new. */
const speedup = (name: string, oldV: number, newV: number): number => (name.endsWith('µs') ? oldV / newV : newV / oldV);
const fmt = (v: number): string => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const range = (xs: readonly number[]): string => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;

function main(): void {
  const opts = parseOptions(process.argv.slice(2));
  const oldFile = bundleOld(opts.ref);
  const newFile = bundle(ROOT, join(OUT, 'new.bench.mjs'));
  console.log(`bench:compare: old = ${opts.ref}, new = this working tree; ${opts.rounds} rounds, node ${process.version}`);
  const runs: { old: BenchRun; new: BenchRun }[] = [];
  for (let i = 0; i < opts.rounds; i++) {
    // Old first in even rounds, new first in odd ones, so neither side always runs on a warmer machine.
    const first = i % 2 === 0 ? runBench(oldFile) : runBench(newFile);
    const second = i % 2 === 0 ? runBench(newFile) : runBench(oldFile);
    runs.push(i % 2 === 0 ? { old: first, new: second } : { old: second, new: first });
    process.stdout.write(`round ${i + 1}/${opts.rounds} done\n`);
  }
  const rows = [['figure', 'old median', 'new median', 'old min–max', 'new min–max', 'speed-up (median of rounds)']];
  for (const name of Object.keys(runs[0]!.new.figures)) {
    const olds = runs.map((r) => r.old.figures[name]!);
    const news = runs.map((r) => r.new.figures[name]!);
    const ratio = median(runs.map((r) => speedup(name, r.old.figures[name]!, r.new.figures[name]!)));
    rows.push([name, fmt(median(olds)), fmt(median(news)), range(olds), range(news), `${ratio.toFixed(2)}×`]);
  }
  console.log(table(rows));
  // A faster engine must play the very same games: the duels' logs and final states hash alike.
  const prints = new Set(runs.flatMap((r) => [r.old.gamesFingerprint, r.new.gamesFingerprint]));
  console.log(prints.size === 1 ? `same games on both sides: yes (${[...prints][0]})` : `same games on both sides: NO (${[...prints].join(', ')})`);
  if (prints.size !== 1) process.exitCode = 1;
  if (opts.callgrind > 0) {
    // The first duels also pay for compiling the engine: the count of N duels is taken from that of 2N,
    // which leaves duels N+1 to 2N, played by warmer code (not all of it optimised yet with a small N).
    const n = opts.callgrind;
    const perDuel = (file: string): number => (instructions(file, 2 * n) - instructions(file, n)) / n;
    const [o, nw] = [perDuel(oldFile), perDuel(newFile)];
    console.log(`instructions per random duel (valgrind, duels ${n + 1}–${2 * n}: ${2 * n} duels less ${n}): old ${(o / 1e6).toFixed(0)} M, new ${(nw / 1e6).toFixed(0)} M, ${(o / nw).toFixed(2)}× fewer`);
  }
}

main();
