/**
 * The game server under benchmark, in a process of its own so its event-loop lag is its own.
 * PORT (0 = free), BENCH_STORE=memory|sqlite (sqlite: a fresh file in a temporary folder, FULL sync).
 * Prints `READY <port>`; on a stdin line `reset` clears the lag histogram, on `stats` prints
 * `STATS <json>` (event-loop delay percentiles in ms, CPU and memory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { createServer } from '../src/create-server';
import type { MatchStore } from '../src/store/match-store';
import { MemoryStore } from '../src/store/memory-store';
import { SqliteStore } from '../src/store/sqlite-store';

async function main(): Promise<void> {
  const kind = process.env.BENCH_STORE ?? 'sqlite';
  let dir = '';
  let store: MatchStore;
  if (kind === 'memory') store = new MemoryStore();
  else if (kind === 'sqlite') store = new SqliteStore(join((dir = mkdtempSync(join(tmpdir(), 'signum-bench-'))), 'signum.sqlite'));
  else throw new Error(`BENCH_STORE must be memory or sqlite, not ${kind}`);
  // The bench clients act as fast as the server answers, so the per-client rate limit is lifted.
  const server = await createServer({ port: Number(process.env.PORT ?? 0), store, rateLimit: { perSecond: 1e6, burst: 1e6, disconnectAfter: 1e6 }, botDelayMs: 0 });
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  let cpu = process.cpuUsage();
  let since = process.hrtime.bigint();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  createInterface({ input: process.stdin }).on('line', async (line) => {
    if (line === 'reset') {
      lag.reset();
      cpu = process.cpuUsage();
      since = process.hrtime.bigint();
      console.log('RESET');
    } else if (line === 'stats') {
      const used = process.cpuUsage(cpu);
      const wallMs = Number(process.hrtime.bigint() - since) / 1e6;
      const stats = {
        store: kind,
        eventLoopDelayMs: { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max), mean: ms(lag.mean) },
        cpuPercentOfOneCore: Math.round(((used.user + used.system) / 1000 / wallMs) * 1000) / 10,
        rssMB: Math.round(process.memoryUsage().rss / 1e5) / 10,
      };
      console.log(`STATS ${JSON.stringify(stats)}`);
    } else if (line === 'quit') {
      await server.close();
      await store.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  console.log(`READY ${server.port}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
