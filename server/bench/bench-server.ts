/**
 * The game server under benchmark, in a process of its own so its event-loop lag and CPU are its own.
 * PORT (0 = free), BENCH_STORE=memory|sqlite (sqlite: a fresh file in a temporary folder, FULL sync),
 * BENCH_ROOM=match|floor (floor: the bare Colyseus room of floor-room.ts in place of the game).
 * Prints `READY <port>`; on a stdin line `reset` clears the lag histogram, on `stats` prints
 * `STATS <json>` (event-loop delay percentiles in ms, CPU and memory).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import http from 'node:http';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { createServer, MAX_PAYLOAD } from '../src/create-server';
import type { MatchStore } from '../src/store/match-store';
import { MemoryStore } from '../src/store/memory-store';
import { SqliteStore } from '../src/store/sqlite-store';
import { closeFloorLog, FloorRoom, openFloorLog } from './floor-room';

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
 * This thread's CPU in ms (user + system), from Linux's /proc/thread-self/stat (clock ticks of 10 ms),
 * or undefined elsewhere. Set against the process's CPU it says how much the other threads spent:
 * the SQLite writer thread and V8's helpers (garbage collection, compilation) — server/README.md, Benchmark.
 */
function mainThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const kind = process.env.BENCH_STORE ?? 'sqlite';
  const room = process.env.BENCH_ROOM ?? 'match';
  const dir = mkdtempSync(join(tmpdir(), 'signum-bench-'));
  let store: MatchStore;
  if (kind === 'memory') store = new MemoryStore();
  else if (kind === 'sqlite') store = new SqliteStore(join(dir, 'signum.sqlite'));
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
  let cpu = process.cpuUsage();
  let mainCpu = mainThreadCpuMs();
  let since = process.hrtime.bigint();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  createInterface({ input: process.stdin }).on('line', async (line) => {
    if (line === 'reset') {
      lag.reset();
      cpu = process.cpuUsage();
      mainCpu = mainThreadCpuMs();
      since = process.hrtime.bigint();
      console.log('RESET');
    } else if (line === 'stats') {
      const used = process.cpuUsage(cpu);
      const wallMs = Number(process.hrtime.bigint() - since) / 1e6;
      const mainNow = mainThreadCpuMs();
      const stats = {
        store: kind,
        room,
        cpuMs: Math.round((used.user + used.system) / 100) / 10,
        // The kernel's share (socket writes, fsyncs, thread wake-ups) apart from JavaScript's.
        systemCpuMs: Math.round(used.system / 100) / 10,
        // The event loop's own thread; the rest of cpuMs is the other threads' (10 ms resolution).
        ...(mainNow !== undefined && mainCpu !== undefined ? { mainThreadCpuMs: mainNow - mainCpu } : {}),
        eventLoopDelayMs: { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max), mean: ms(lag.mean) },
        cpuPercentOfOneCore: Math.round(((used.user + used.system) / 1000 / wallMs) * 1000) / 10,
        rssMB: Math.round(process.memoryUsage().rss / 1e5) / 10,
      };
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
