import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTs } from '../test-support/processes';

/**
 * `npm run bench:server -- --at-once`: each target's run in a bench process of its own (its own server
 * and clients), all started at the same moment, so that a change in the machine's speed falls on
 * every target alike instead of on one target's minutes and not the next's. On two shared cores the
 * targets one after another gave this server 1.06× to 1.51× the floor's CPU in one three-round run;
 * two pairs at once gave 1.307× and 1.318× (server/bench/README.md). The processes share the
 * cores, so the absolute figures are each a little higher than alone; the ratios are what it is for.
 *
 * `argsFor(target)` are the bench's own options to pass on to that target's child (this one's, less
 * those the children are given here: the `old` target's child alone is given the other checkout);
 * `nodeArgs` are the node flags each child runs with. Returns each target's figures as the child
 * wrote them, by target.
 */
export async function runAtOnce(targets: readonly string[], argsFor: (target: string) => readonly string[], nodeArgs: readonly string[]): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'signum-bench-at-once-'));
  try {
    const children = targets.map((target) => {
      const out = join(dir, `${target}.json`);
      return { target, out, child: spawnTs('server/bench/server.bench.ts', {}, { args: [...argsFor(target), `--targets=${target}`, `--out=${out}`], nodeArgs: [...nodeArgs] }) };
    });
    await Promise.all(children.map((c) => c.child.exited));
    const figures: Record<string, unknown> = {};
    for (const { target, out, child } of children) {
      let summary: { targets: Record<string, unknown> };
      try {
        summary = JSON.parse(readFileSync(out, 'utf8'));
      } catch {
        throw new Error(`the ${target} bench wrote no figures; its output:\n${child.output()}`);
      }
      figures[target] = summary.targets[target];
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
