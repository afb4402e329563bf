/**
 * The SQLite store's cost per append, CPU of all threads (user and kernel) and wall time, for this
 * checkout's store and any other checkouts given, in turn over several rounds in one process (the
 * machine's speed drifts; compare within a round). Each append is awaited before the next, so each
 * is a commit and an fsync of its own: the case of a lightly loaded server, where group commit has
 * nothing to group (server.bench.ts at 500 matches averaged 1.2 actions a commit).
 *
 *   npx tsx --tsconfig server/tsconfig.json server/bench/store-append.bench.ts [<other checkout> …]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MatchStore } from '../src/store/match-store';

const APPENDS = 3000;
const WARM_UP = 300;
const ROUNDS = 3;
const action = { type: 'move', creature: 'c12', to: { x: 12.5, y: 33.25 }, run: false };

async function measure(root: string): Promise<string> {
  const { SqliteStore } = (await import(join(root, 'server/src/store/sqlite-store.ts'))) as { SqliteStore: new (file: string) => MatchStore };
  const dir = mkdtempSync(join(tmpdir(), 'signum-append-'));
  const store = new SqliteStore(join(dir, 'signum.sqlite'));
  try {
    await store.createMatch({ id: 'm', mode: 'duel', config: {}, createdAt: '2026-11-24T00:00:00.000Z' });
    for (let i = 0; i < WARM_UP; i++) await store.appendAction('m', { index: i, seat: 'p1', action: action as never });
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    for (let i = WARM_UP; i < WARM_UP + APPENDS; i++) await store.appendAction('m', { index: i, seat: 'p1', action: action as never });
    const used = process.cpuUsage(cpu);
    const wallUs = ((performance.now() - t0) * 1000) / APPENDS;
    return `${((used.user + used.system) / APPENDS).toFixed(1)} µs CPU per append (user ${(used.user / APPENDS).toFixed(1)}, kernel ${(used.system / APPENDS).toFixed(1)}), ${wallUs.toFixed(0)} µs wall`;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const roots = [resolve(__dirname, '../..'), ...process.argv.slice(2).map((r) => resolve(r))];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const root of roots) console.log(`round ${round}  ${root}: ${await measure(root)}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
