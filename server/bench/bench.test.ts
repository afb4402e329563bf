import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, spawnTs } from '../test-support/processes';
import { splitCores } from './pin';

// The server bench must keep working as the room changes: a tiny run plays real matches to their
// end without a single divergence between the server and the bench's shadow games, against the
// game server and against the floor room, in two rounds, and reports each one's figures.
jest.setTimeout(120_000);

/** Runs the bench with `args` (into a file of its own, removed after): its figures, once it has ended cleanly with no problems, and its output. */
async function runBench(args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'signum-bench-test-'));
  try {
    const out = join(dir, 'server.json');
    const bench = spawnTs('server/bench/server.bench.ts', {}, { args: [...args, `--out=${out}`] });
    const code = await bench.exited;
    expect({ code, output: code === 0 ? '' : bench.output() }).toEqual({ code: 0, output: '' });
    const r = JSON.parse(readFileSync(out, 'utf8'));
    expect(r.problems).toEqual([]);
    return { r, output: bench.output() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('npm run bench:server plays its matches and reports every figure', async () => {
  const { r, output } = await runBench(['--matches=2', '--turns=3', '--modes=duel,ffa3', '--store=sqlite', '--think-ms=0', '--rounds=2']);
  expect(Object.keys(r.targets)).toEqual(['match', 'floor']);
  for (const t of [r.targets.match, r.targets.floor]) {
    expect(t.actionsAccepted).toBeGreaterThan(10);
    expect(t.sendToLastClientPatchMs.samples).toBeGreaterThan(5);
    expect(t.sendToLastClientPatchMs.p50).toBeGreaterThan(0);
    expect(t.sendToLastClientPatchMs.p99).toBeGreaterThanOrEqual(t.sendToLastClientPatchMs.p50);
    expect(t.patchBytesPerClient.median).toBeGreaterThan(0);
    expect(t.serverCpuMsPerAction).toBeGreaterThan(0);
    expect(t.server.eventLoopDelayMs.p99).toBeGreaterThan(0);
    expect(t.matchesStarted).toBe(2);
    expect(t.peakConcurrentMatches).toBeGreaterThanOrEqual(1);
    expect(t.benchClient.cpuPercentOfOneCore).toBeGreaterThan(0);
    // The actions over the p99 bar, each counted once, under the first pause it overlapped (pauses.ts).
    const w = t.slowActions;
    expect(w.overMs).toBe(15);
    expect(w.serverGc + w.serverStall + w.clientGc + w.clientStall + w.none).toBe(w.actions);
    expect(w.actions).toBeLessThanOrEqual(t.sendToLastClientPatchMs.samples);
    // The event loop's thread apart from the others (Linux's /proc; 10 ms resolution), over the run and while seating.
    if (process.platform === 'linux') {
      const seating = t.seatingThreadsMsPerMatch;
      expect(seating.main).toBeGreaterThan(0);
      expect(seating.main + seating.others).toBeCloseTo(t.seatingCpuMsPerMatch, 0);
      expect(t.server.mainThreadCpuMs).toBeGreaterThan(0);
      expect(t.server.mainThreadCpuMs).toBeLessThanOrEqual(t.server.cpuMs + 10);
    }
  }
  // Every thread's CPU by id (the event loop is `main`), and the SQLite group commits of the game server.
  if (process.platform === 'linux') expect(r.targets.match.server.threadsCpuMs.main).toBeGreaterThan(0);
  expect(r.targets.match.server.commits.count).toBeGreaterThan(0);
  expect(r.targets.match.server.commits.count).toBeLessThanOrEqual(r.targets.match.actionsAccepted + 2 * 2); // an append each at most, and each match's creation and finish
  // The room's own time per action: every action the bench sent, and each match's closing time-limit action at most.
  expect(r.targets.match.server.actions.count).toBeGreaterThanOrEqual(r.targets.match.actionsAccepted);
  expect(r.targets.match.server.actions.count).toBeLessThanOrEqual(r.targets.match.actionsAccepted + 2);
  expect(r.targets.match.server.actions.p99AtMostMs).toBeGreaterThan(0);
  // The same load: the same actions against both.
  expect(r.targets.floor.actionsAccepted).toBe(r.targets.match.actionsAccepted);
  expect(r.targets.match.spectatorJoinSnapshotBytes.median).toBeGreaterThan(100);
  // The frames the clients received while the matches were seated (a duel's 3 clients, an ffa3's 4):
  // every client's join, every seat's start, and the game server's lobby news besides.
  for (const t of [r.targets.match, r.targets.floor]) {
    const { total, byKind } = t.seatingFramesPerMatch;
    expect(byKind).toMatchObject({ JOIN_ROOM: 3.5, started: 2.5 });
    expect(total).toBeCloseTo(Object.values(byKind as Record<string, number>).reduce((a, b) => a + b, 0), 0);
  }
  expect(r.targets.match.seatingFramesPerMatch.byKind.deckAccepted).toBe(2.5);
  expect(r.targets.match.seatingFramesPerMatch.total).toBeGreaterThan(r.targets.floor.seatingFramesPerMatch.total);
  // Two rounds, the targets in turn (forward, then backward), and each target's figures over them.
  expect([...output.matchAll(/^(\w+): server on/gm)].map((m) => m[1])).toEqual(['match', 'floor', 'floor', 'match']);
  expect(r.rounds).toHaveLength(2);
  expect(r.rounds[0]).toEqual(r.targets);
  expect(r.rounds[1].floor.actionsAccepted).toBe(r.targets.match.actionsAccepted);
  const cpu = r.rounds.map((round: { match: { serverCpuMsPerAction: number } }) => round.match.serverCpuMsPerAction);
  expect(r.overRounds.match.serverCpuMsPerAction).toEqual({ median: Math.round(((cpu[0] + cpu[1]) / 2) * 1000) / 1000, min: Math.min(...cpu), max: Math.max(...cpu) });
  expect(r.overRounds.match.cpuRatioToFloor).toBeGreaterThan(0);
  expect(r.overRounds.floor.cpuRatioToFloor).toBeUndefined();
});

type Ran = { actionsAccepted: number; ranFrom: number; ranTo: number };

/** Two targets played the same actions, at the same time: each one's run began before the other's ended. */
function expectSameLoadAtOnce(a: Ran, b: Ran): void {
  expect(a.actionsAccepted).toBeGreaterThan(10);
  expect(b.actionsAccepted).toBe(a.actionsAccepted);
  expect(a.ranFrom).toBeLessThan(b.ranTo);
  expect(b.ranFrom).toBeLessThan(a.ranTo);
}

it('npm run bench:server -- --at-once runs every target at the same time, each in a process of its own', async () => {
  const { r, output } = await runBench(['--at-once', '--matches=2', '--turns=3', '--modes=duel,ffa3', '--think-ms=0']);
  expect(Object.keys(r.targets)).toEqual(['match', 'floor']);
  expectSameLoadAtOnce(r.targets.match, r.targets.floor);
  expect(output).toMatch(/^match +cpu\/action .*floor CPU/m);
});

it("npm run bench:server -- --at-once --old=<dir> runs the other checkout's server at the same time as this one", async () => {
  // This checkout stands in for the other one: what is checked is that both run, at once, the same load.
  const { r, output } = await runBench(['--at-once', `--old=${REPO_ROOT}`, '--targets=match', '--matches=2', '--turns=3', '--modes=duel', '--think-ms=0']);
  expect(Object.keys(r.targets)).toEqual(['old', 'match']);
  expectSameLoadAtOnce(r.targets.old, r.targets.match);
  expect(output).toMatch(/^old +cpu\/action /m);
});

const linuxWithTwoCores = process.platform === 'linux' && availableParallelism() >= 2 ? it : it.skip;

linuxWithTwoCores('npm run bench:server -- --pin keeps each server on a core of its own and the clients on the others', async () => {
  const { r, output } = await runBench(['--pin', '--targets=match', '--matches=1', '--turns=2', '--modes=duel', '--think-ms=0']);
  const split = splitCores();
  expect(r.pinned).toEqual(split);
  // Each line is printed once pin.ts has read the pin back from the kernel: the bench's own process, then the server's.
  expect(output).toMatch(new RegExp(`; servers on core ${split.server}, clients on ${split.clients}$`, 'm'));
  expect(output).toMatch(new RegExp(`^match: server on \\d+, every thread on core ${split.server}$`, 'm'));
  expect(r.targets.match.actionsAccepted).toBeGreaterThan(0);
});

it('npm run bench:server -- --client-procs=2 plays the clients in two processes of their own and joins their figures', async () => {
  const { r, output } = await runBench(['--client-procs=2', '--targets=match', '--matches=2', '--turns=3', '--modes=duel,ffa3', '--think-ms=0', '--warmup=2']);
  const t = r.targets.match;
  expect(output).toMatch(/; clients in 2 processes$/m);
  expect(output).toMatch(/^match: warmed up with 2 matches, [1-9]\d* actions/m);
  expect(t.benchClient.processes).toBe(2);
  expect(t.benchClient.cpuPercentOfOneCore).toBeGreaterThan(0);
  // Both matches, one in each process, played to their end and measured as one run: every action timed once.
  expect(t.matchesStarted).toBe(2);
  expect(t.actionsAccepted).toBeGreaterThan(10);
  expect(t.sendToLastClientPatchMs.samples + t.sendToLastClientPatchMs.withoutPatch).toBe(t.actionsAccepted);
  expect(t.seatingFramesPerMatch.byKind).toMatchObject({ JOIN_ROOM: 3.5, started: 2.5 });
  const w = t.slowActions;
  expect(w.serverGc + w.serverStall + w.clientGc + w.clientStall + w.none).toBe(w.actions);
});
