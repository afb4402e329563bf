import { join } from 'node:path';
import { bundleServer } from '../bundle.mjs';

/**
 * Where the bench's server of the checkout at `root` is bundled: bench-server.ts made into one file
 * the way production's server is (bundle.mjs), inside that checkout so its npm packages resolve from
 * its own node_modules. Run by plain node, it measures the code production runs: under tsx, module by
 * module, the same 200 random duels took 2.07–2.43 s of CPU warm against 1.26–1.63 s bundled
 * (server/bench/README.md, the eleventh machine's round).
 */
export function benchServerBundle(root: string): string {
  return join(root, '.bench', 'bench-server', 'bench-server.cjs');
}

/** Bundle the bench's server of the checkout at `root` (see benchServerBundle). */
export async function bundleBenchServer(root: string): Promise<void> {
  await bundleServer({ serverDir: join(root, 'server'), entry: join('bench', 'bench-server.ts'), outFile: benchServerBundle(root) });
}
