// How the server is bundled: its TypeScript and the shared engine (with the schema's legacy
// decorators) into one CommonJS file run by plain `node`, npm packages left outside and loaded from
// node_modules (native better-sqlite3, pg, pino, …). build.mjs makes the production server with it,
// and the server bench its servers (server/bench/server.bench.ts), so what it measures is the code
// production runs, not tsx's module-by-module translation of it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundle `entry` (relative to `serverDir`, the server folder of this or another checkout) into
 * `outFile`, with the bot worker beside it: worker threads are loaded from beside the code
 * (`join(__dirname, …)`), so it is bundled there under the name bot-pool.ts asks for (in the
 * sources bot-worker.cjs registers tsx instead).
 * @param {{ serverDir: string; entry: string; outFile: string }} o
 */
export async function bundleServer({ serverDir, entry, outFile }) {
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    tsconfig: join(serverDir, 'tsconfig.json'),
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@signum/')),
    logLevel: 'warning',
  };
  const worker = join(serverDir, 'src', 'bots', 'bot-worker-main.ts');
  // An older checkout the bench measures (--old) may predate the bot worker.
  if (existsSync(worker)) await build({ ...common, entryPoints: [worker], outfile: join(outFile, '..', 'bot-worker.cjs') });
  await build({ ...common, entryPoints: [join(serverDir, entry)], outfile: outFile });
}
