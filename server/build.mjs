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

await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile: join(here, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  tsconfig: join(here, 'tsconfig.json'),
  external,
  logLevel: 'warning',
});
