import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTs, type Spawned } from '../test-support/processes';

/** What a warm-up left: the actions it played and any problem (a problem ends the run). */
export interface Warmed {
  accepted: number;
  problems: string[];
}

/** The bench's clients, in this process or in several (`--client-procs`), driven through one run. */
export interface ClientSide<Run> {
  warmUp(): Promise<Warmed>;
  /**
   * The measured matches, each process's figures as it measured them; `seated` runs once every match
   * of every process is seated and before any of them plays (the --together barrier).
   */
  play(seated: () => Promise<void>): Promise<Run[]>;
  /** The processes are done with (they have ended by the time `play` resolves; this cleans up). */
  close(): void;
}

/** Long enough for 500 matches to be seated, or played, on a loaded machine. */
const PHASE_MS = 60 * 60_000;

/**
 * `--client-procs=N`: the bench's clients spread over N processes of their own, match k in process
 * k mod N. One process playing 2,000 clients stalled all of them at each of its collections (up to a
 * few hundred ms at 500 matches), so the patch p99 it measured was partly its own
 * (server/bench/README.md); a process's collection now holds only its share. Each process is this
 * same bench run with `--part=i/N` (server.bench.ts `runPart`): it prints `WARMED <json>` after its
 * share of the warm-up, plays its share of the measured matches on `play`, says `SEATED` once they
 * are seated and waits for `go` (given once every process is seated), and writes its figures to its
 * `--part-out` file before printing `DONE`. `args` are the bench's options each process needs;
 * `nodeArgs` the node flags it runs with.
 */
export function clientsInParts<Run>(n: number, url: string, args: readonly string[], nodeArgs: readonly string[]): ClientSide<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'signum-bench-parts-'));
  const parts = Array.from({ length: n }, (_, i) => {
    const out = join(dir, `part${i}.json`);
    const child = spawnTs('server/bench/server.bench.ts', {}, { stdin: true, args: [...args, `--part=${i}/${n}`, `--url=${url}`, `--part-out=${out}`], nodeArgs: [...nodeArgs] });
    return { out, child };
  });
  const tell = (line: string) => parts.forEach((p) => p.child.child.stdin!.write(`${line}\n`));
  const all = (re: RegExp) => Promise.all(parts.map((p) => p.child.waitFor(re, PHASE_MS)));
  return {
    async warmUp() {
      const warmed = (await all(/^WARMED (.*)$/m)).map((m) => JSON.parse(m[1]!) as Warmed);
      return { accepted: warmed.reduce((a, w) => a + w.accepted, 0), problems: warmed.flatMap((w) => w.problems) };
    },
    async play(seated) {
      tell('play');
      await all(/^SEATED$/m);
      await seated();
      tell('go');
      await all(/^DONE$/m);
      await Promise.all(parts.map((p) => p.child.exited));
      return parts.map((p) => JSON.parse(readFileSync(p.out, 'utf8')) as Run);
    },
    close() {
      for (const p of parts) stopQuietly(p.child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A part still running when the run ends early (an error elsewhere) is not left behind. */
function stopQuietly(p: Spawned): void {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
}
