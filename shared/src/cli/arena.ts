/**
 * `npm run arena -- --a hard --b normal --mode duel --games 200 --seed 1 [--ally random] [--workers 2] [--turn-limit 60]`:
 * a tournament between two players (random, greedy, easy, normal, hard). Games are independent, so
 * `--workers N` spreads them over worker threads; results are the same for any N (seeded, and
 * budgets count engine actions, not time). Prints win rates with 95% intervals, decision times and
 * errors, then one JSON line. Exit 1 when any game had an error.
 * `--game N [--events]` plays only game N of that series again and narrates it (a status line per
 * turn, every event with `--events`), to study a lost game.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { playArenaGame, summariseArena, type ArenaGameRecord, type ArenaGameSpec } from '../bots/arena';
import { traceArenaGame } from '../bots/arena-trace';
import { arenaOptions, type ArenaRun } from './arena-options';
import { parseFlags } from './flags';

/** This thread's CPU time in ms (user + system). */
function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function spec(run: ArenaRun, index: number): ArenaGameSpec {
  return { a: run.a, b: run.b, ...(run.ally ? { ally: run.ally } : {}), mode: run.mode, seed: run.seed, index, turnLimit: run.turnLimit, now: () => performance.now(),
    // The process's CPU time is one thread's only when games run on one thread.
    ...(run.workers === 1 ? { cpuNow } : {}) };
}

/** Play the games `index ≡ k (mod workers)` in a worker thread, each record pushed to `into` as it comes. */
function runInWorker(run: ArenaRun, k: number, into: ArenaGameRecord[]): { worker: Worker; done: Promise<void> } {
  const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { run, k } });
  const done = new Promise<void>((resolve, reject) => {
    worker.on('message', (r: ArenaGameRecord) => {
      into.push(r);
      progress(r, run.games);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`arena worker ${k} exited with ${code}`))));
  });
  return { worker, done };
}

/** Resolves once `cond` holds (checked every half second; the check alone keeps no process alive). */
function until(cond: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const t = setInterval(() => cond() && (clearInterval(t), resolve()), 500);
    t.unref();
  });
}

async function main(): Promise<void> {
  const run = arenaOptions(parseFlags(process.argv.slice(2)).flags);
  if (run.game !== undefined) {
    const r = traceArenaGame(spec(run, run.game - 1), run.events ? 'events' : 'turns', (line) => console.log(line));
    process.exitCode = r.errors.length > 0 ? 1 : 0;
    for (const e of r.errors) console.log(`  ! ${e}`);
    return;
  }
  const t0 = performance.now();
  let records: ArenaGameRecord[] = [];
  // SIGINT or SIGTERM ends the series early: the games finished so far are summarised (and said to be fewer).
  let stopped = false;
  const stop = () => (stopped = true);
  process.on('SIGINT', stop).on('SIGTERM', stop);
  if (run.workers === 1) {
    for (let i = 0; i < run.games && !(stopped && i % 2 === 0); i++) {
      const r = playArenaGame(spec(run, i));
      records.push(r);
      progress(r, run.games);
      await new Promise((resolve) => setImmediate(resolve)); // let a signal in between games
    }
  } else {
    const workers = Array.from({ length: run.workers }, (_, k) => runInWorker(run, k, records));
    await Promise.race([Promise.all(workers.map((w) => w.done)), until(() => stopped)]);
    for (const w of workers) await w.worker.terminate();
    records.sort((x, y) => x.index - y.index);
  }
  if (records.length < run.games) console.log(`stopped early: ${records.length} of ${run.games} games played`);
  const secs = (performance.now() - t0) / 1000;
  const aName = run.ally && run.ally !== run.a ? `${run.a}+${run.ally}` : run.a;
  const s = summariseArena(aName, run.b, run.mode, records);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`arena ${run.mode}: ${aName} (A) vs ${run.b} (B), ${s.games} games, seed ${run.seed}, turn limit ${run.turnLimit}, ${secs.toFixed(0)} s, ${run.workers} worker(s)`);
  console.log(`A wins ${s.winsA} (${pct(s.winRateA)}, 95% CI ${pct(s.ciA[0])}–${pct(s.ciA[1])}), B wins ${s.winsB}, draws ${s.draws}`);
  console.log(`decision ms: A mean ${s.decisionMsMeanA} p99 ${s.decisionMsP99A}; B mean ${s.decisionMsMeanB} p99 ${s.decisionMsP99B} (wall clock)`);
  if (run.workers === 1) console.log(`decision CPU ms (one core, whatever else the machine runs): A mean ${s.decisionCpuMsMeanA} p99 ${s.decisionCpuMsP99A}`);
  else console.log('decision CPU ms: not measured with --workers > 1 (the process clock counts every thread)');
  const reasons = new Map<string, number>();
  for (const r of records) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
  console.log(`results by reason: ${[...reasons].sort().map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`games with errors: ${s.errors}`);
  for (const e of records.flatMap((r) => r.errors).slice(0, 10)) console.log(`  ! ${e}`);
  console.log(JSON.stringify({ a: s.a, b: s.b, mode: s.mode, games: s.games, winsA: s.winsA, winsB: s.winsB, draws: s.draws, errors: s.errors, ciA: s.ciA, decisionMsP99: s.decisionMsP99, decisionMsP99A: s.decisionMsP99A, decisionMsMeanA: s.decisionMsMeanA, decisionCpuMsP99A: s.decisionCpuMsP99A }));
  process.exitCode = s.errors > 0 ? 1 : 0;
}

/** One line per finished game on stderr, so a long run shows it is alive. */
function progress(r: ArenaGameRecord, games: number): void {
  process.stderr.write(`game ${r.index + 1}/${games}: ${r.winner} (${r.reason}, turn ${r.turns})${r.errors.length ? ' ERROR' : ''}\n`);
}

if (isMainThread) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
} else {
  const { run, k } = workerData as { run: ArenaRun; k: number };
  for (let i = k; i < run.games; i += run.workers) {
    parentPort!.postMessage(playArenaGame(spec(run, i)));
  }
}
