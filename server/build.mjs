// The production server bundle: server/src/main.ts and the shared engine (TypeScript, with the
// schema's legacy decorators) into server/dist/main.js, run by plain `node`. npm packages stay
// outside the bundle and are loaded from node_modules (native better-sqlite3, pg, pino, …).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@signum/'));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  tsconfig: join(here, 'tsconfig.json'),
  external,
  logLevel: 'warning',
};

// Worker threads are loaded from beside the code (`join(__dirname, …)`): in the bundle that is
// dist/, so the bot worker is bundled there under the name bot-pool.ts asks for (in the sources
// bot-worker.cjs registers tsx instead).
await build({ ...common, entryPoints: [join(here, 'src', 'bots', 'bot-worker-main.ts')], outfile: join(here, 'dist', 'bot-worker.cjs') });

await build({ ...common, entryPoints: [join(here, 'src', 'main.ts')], outfile: join(here, 'dist', 'main.js') });
