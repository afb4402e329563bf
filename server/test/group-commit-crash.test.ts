import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../src/store/sqlite-store';
import { spawnTs, stop, type Spawned } from '../test-support/processes';

// The SQLite store group-commits (sqlite-group-commit.ts): appends of many matches asked for in
// one turn of the event loop share one transaction and one fsync, and each is acknowledged only once that commit is
// on disk. kill -9 while 24 matches append at once: every acknowledged append is on disk, each
// match's log has no gap, and commits did carry several matches' appends.
describe('group commit survives kill -9', () => {
  const dir = mkdtempSync(join(tmpdir(), 'signum-group-'));
  let child: Spawned | undefined;
  afterAll(async () => {
    if (child) await stop(child, 2000);
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged append, and commits held several matches at once', async () => {
    const file = join(dir, 'signum.sqlite');
    child = spawnTs('server/test-support/append-load.ts', {}, { args: [file] });
    await child.waitFor(/READY/, 60_000);
    const acks = () => child!.output().split('\nACK ').length - 1;
    for (const t0 = Date.now(); acks() < 400 && Date.now() - t0 < 60_000; ) await new Promise((r) => setTimeout(r, 10));
    child.child.kill('SIGKILL');
    await child.exited;

    const acked = new Map<string, number>();
    let largestCommit = 0;
    for (const [, id, index, together] of child.output().matchAll(/^ACK (\S+) (\d+) (\d+)$/gm)) {
      acked.set(id!, Math.max(acked.get(id!) ?? -1, Number(index)));
      largestCommit = Math.max(largestCommit, Number(together));
    }
    console.log(`group commit: ${[...acked.values()].reduce((a, b) => a + b + 1, 0)} appends acknowledged over ${acked.size} matches, up to ${largestCommit} in one commit`);
    expect(acked.size).toBe(24);
    expect(largestCommit).toBeGreaterThan(1);

    const disk = new SqliteStore(file);
    try {
      for (const [id, last] of acked) {
        const logged = (await disk.getMatch(id))!.actions.map((a) => a.index);
        // Everything acknowledged is there (maybe more: a commit can reach the disk before its answer does).
        expect(logged.length).toBeGreaterThanOrEqual(last + 1);
        expect(logged).toEqual(logged.map((_, i) => i));
      }
    } finally {
      await disk.close();
    }
  }, 120_000);
});
