/**
 * The game server under benchmark, in a process of its own so its event-loop lag and CPU are its own.
 * PORT (0 = free), BENCH_STORE=memory|sqlite (sqlite: a fresh file in a temporary folder, each commit synced before it is acknowledged),
 * BENCH_ROOM=match|floor (floor: the bare Colyseus room of floor-room.ts in place of the game).
 * Prints `READY <port>`; on a stdin line `reset` starts every figure afresh, on
 * `stats` prints `STATS <json>`: event-loop delay percentiles in ms, CPU (each thread's apart), the
 * event loop's garbage collections (with `pauses`: each one's and each stall's time, pauses.ts), the
 * game server's commit and action histograms, and memory.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import http from 'node:http';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createServer, MAX_PAYLOAD } from '../src/create-server';
import type { Histogram } from 'prom-client';
import { actionSeconds, storeCommitSeconds } from '../src/metrics';
import type { MatchStore } from '../src/store/match-store';
import { MemoryStore } from '../src/store/memory-store';
import { SqliteStore } from '../src/store/sqlite-store';
import { closeFloorLog, FloorRoom, openFloorLog } from './floor-room';
import { loadConfig } from '../src/config/env';
import { gcByKind, recordPauses } from './pauses';

/** A bare Colyseus server whose `match` room is the floor room, logging to a SQLite file in `dir`. */
async function floorServer(port: number, dir: string): Promise<{ port: number; close(): Promise<void> }> {
  openFloorLog(join(dir, 'floor.sqlite'));
  const httpServer = http.createServer();
  const gameServer = new Server({ transport: new WebSocketTransport({ server: httpServer, maxPayload: MAX_PAYLOAD }), greet: false, gracefullyShutdown: false });
  gameServer.define('match', FloorRoom);
  await gameServer.listen(port);
  const a = httpServer.address();
  return { port: typeof a === 'object' && a ? a.port : port, close: async () => (await gameServer.gracefullyShutdown(false), closeFloorLog()) };
}

/**
 * The CPU in ms (user + system) of each of this process's threads by thread id, from Linux's
 * /proc/self/task/<tid>/stat, or {} elsewhere. Node names every thread "node"; the ids say which is
 * which: the process's own id is the event loop, the ids right after it V8's platform workers
 * (garbage collection, compilers), later ones libuv's pool and worker threads.
 */
function threadsCpuMs(): Record<string, number> {
  const byTid: Record<string, number> = {};
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byTid[Number(tid) === process.pid ? 'main' : `+${Number(tid) - process.pid}`] = (Number(fields[11]) + Number(fields[12])) * 10;
    }
  } catch {
    // not Linux, or a thread ended while being read
  }
  return byTid;
}

/**
 * A histogram's observations since the last reset: how many, their mean, how many took over 5 and
 * 25 ms, and the smallest bucket bound that 99 % of them are within (`p99AtMostMs`).
 */
export type Summary = { count: number; meanMs: number; over5ms: number; over25ms: number; p99AtMostMs: number };

async function summary(h: Histogram): Promise<Summary | undefined> {
  const { name, values } = await h.get();
  const at = (suffix: string, le?: number) => values.find((v) => v.metricName === `${name}${suffix}` && (le === undefined || v.labels.le === le))?.value ?? 0;
  const count = at('_count');
  if (!count) return undefined;
  const bounds = values.filter((v) => v.metricName === `${name}_bucket` && v.labels.le !== '+Inf').sort((x, y) => Number(x.labels.le) - Number(y.labels.le));
  const p99 = bounds.find((v) => v.value >= 0.99 * count);
  return { count, meanMs: Math.round((at('_sum') / count) * 1e5) / 100, over5ms: count - at('_bucket', 0.005), over25ms: count - at('_bucket', 0.025), p99AtMostMs: p99 ? Number(p99.labels.le) * 1000 : Infinity };
}

/**
 * The game server's own histograms: SQLite group commits (how long each held the event loop) and
 * actions (`signum_action_seconds`: from the room's `commit` to the result sent, the commit's wait
 * included; not the time a message waited in its socket before the loop read it).
 */
async function serverHistograms(): Promise<{ commits?: Summary; actions?: Summary }> {
  const [commits, actions] = [await summary(storeCommitSeconds), await summary(actionSeconds)];
  return { ...(commits ? { commits } : {}), ...(actions ? { actions } : {}) };
}

/**
 * A sample every 16 KB allocated on average, freed objects kept. With BENCH_ALLOC_SURVIVORS=1 the
 * objects a scavenge freed are left out: what is left is what lived through one, which is what
 * makes scavenges dear (each survivor is copied, once or twice, then promoted).
 */
const SURVIVORS_ONLY = process.env.BENCH_ALLOC_SURVIVORS === '1';
const SAMPLING = { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !SURVIVORS_ONLY };

/**
 * One scavenge now. Without it, a survivors-only profile also kept every object allocated since
 * the last scavenge, garbage included, for the young generation had not been collected yet: with
 * 128 MB semi-spaces, several seconds of allocation (server/bench/README.md). V8's `gc` is
 * reached without the process's --expose-gc: the flag set now exposes it in a new context.
 */
function scavengeNow(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as (o: { type: 'minor' | 'major' }) => void)({ type: 'minor' });
}

/**
 * With BENCH_ALLOC_PROFILE=<file>: V8's sampling heap profiler, keeping the samples of objects the
 * garbage collector has since freed (`--heap-prof` keeps only the live ones), so the file says where
 * a run's allocations came from. Each `stats` writes what was sampled since `reset` or the previous
 * `stats` (the bench asks once all matches are seated and at the end: the last file is the play).
 * Opens in DevTools' Memory tab.
 */
function allocationProfiler(file: string | undefined): { start(): Promise<void>; write(): Promise<void> } {
  const session = file ? new Session() : undefined;
  session?.connect();
  const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => session!.post(method, params, (err, r) => (err ? reject(err) : resolve(r))));
  return {
    start: async () => void (session && (await post('HeapProfiler.startSampling', SAMPLING))),
    write: async () => {
      if (!session) return;
      if (SURVIVORS_ONLY) scavengeNow();
      const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: unknown };
      mkdirSync(dirname(file!), { recursive: true });
      writeFileSync(file!, JSON.stringify(profile));
      await post('HeapProfiler.startSampling', SAMPLING);
    },
  };
}

async function main(): Promise<void> {
  const kind = process.env.BENCH_STORE ?? 'sqlite';
  const room = process.env.BENCH_ROOM ?? 'match';
  const dir = mkdtempSync(join(tmpdir(), 'signum-bench-'));
  let store: MatchStore;
  if (kind === 'memory') store = new MemoryStore();
  // The commit interval the server's configuration gives (STORE_COMMIT_INTERVAL_MS, config/env.ts), as `openStore` would.
  else if (kind === 'sqlite') store = new SqliteStore(join(dir, 'signum.sqlite'), { commitIntervalMs: loadConfig(process.env).STORE_COMMIT_INTERVAL_MS });
  else throw new Error(`BENCH_STORE must be memory or sqlite, not ${kind}`);
  const port = Number(process.env.PORT ?? 0);
  // The bench clients act as fast as the server answers, so the per-client rate limit is lifted.
  const server =
    room === 'floor' ? await floorServer(port, dir) : await createServer({
          port, store, rateLimit: { perSecond: 1e6, burst: 1e6, disconnectAfter: 1e6 }, botDelayMs: 0,
          // Every bench client comes from one address: the capacity and per-address limits are lifted.
          limits: { maxRooms: 1e6, maxRoomsPerAddress: 1e6, maxSpectators: 1e6, messagesPerSecondPerAddress: 1e9 },
          httpLimits: { matchmakePerMinute: 1e9, codeLookupsPerMinute: 1e9 },
        });
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const allocations = allocationProfiler(process.env.BENCH_ALLOC_PROFILE);
  // The event loop's garbage collections and other stalls since the last reset, each with its time (pauses.ts).
  const pauses = recordPauses();
  let cpu = process.cpuUsage();
  let threadsCpu = threadsCpuMs();
  let since = process.hrtime.bigint();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  createInterface({ input: process.stdin }).on('line', async (line) => {
    if (line === 'reset') {
      await allocations.start();
      lag.reset();
      cpu = process.cpuUsage();
      threadsCpu = threadsCpuMs();
      pauses.reset();
      storeCommitSeconds.reset();
      actionSeconds.reset();
      since = process.hrtime.bigint();
      console.log('RESET');
    } else if (line === 'stats') {
      await allocations.write();
      const used = process.cpuUsage(cpu);
      const wallMs = Number(process.hrtime.bigint() - since) / 1e6;
      const threadsNow = threadsCpuMs();
      const stats = {
        store: kind,
        room,
        cpuMs: Math.round((used.user + used.system) / 100) / 10,
        // The kernel's share (socket writes, fsyncs, thread wake-ups) apart from JavaScript's.
        systemCpuMs: Math.round(used.system / 100) / 10,
        // The event loop's own thread; the rest of cpuMs is the other threads' (10 ms resolution).
        ...(threadsNow.main !== undefined && threadsCpu.main !== undefined ? { mainThreadCpuMs: threadsNow.main - threadsCpu.main } : {}),
        threadsCpuMs: Object.fromEntries(Object.entries(threadsNow).map(([tid, ms]) => [tid, ms - (threadsCpu[tid] ?? 0)])),
        gc: gcByKind(pauses.gc),
        pauses: { gc: pauses.gc, stalls: pauses.stalls },
        ...(await serverHistograms()),
        heapUsedMB: Math.round(process.memoryUsage().heapUsed / 1e5) / 10,
        eventLoopDelayMs: { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max), mean: ms(lag.mean) },
        cpuPercentOfOneCore: Math.round(((used.user + used.system) / 1000 / wallMs) * 1000) / 10,
        rssMB: Math.round(process.memoryUsage().rss / 1e5) / 10,
      };
      // With --node-args=--expose-gc: the heap a full collection leaves, what the server keeps (after
      // the figures above, so its own time is not in them): it should not grow with finished matches.
      const collect = (globalThis as { gc?: () => void }).gc;
      if (collect) {
        collect();
        Object.assign(stats, { heapLiveMB: Math.round(process.memoryUsage().heapUsed / 1e5) / 10 });
      }
      console.log(`STATS ${JSON.stringify(stats)}`);
    } else if (line === 'quit') {
      await server.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  console.log(`READY ${server.port}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
