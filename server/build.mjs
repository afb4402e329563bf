// The production server bundle: server/src/main.ts into server/dist/main.js (with the bot worker
// beside it), run by plain `node` (bundle.mjs says how).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './bundle.mjs';

const here = dirname(fileURLToPath(import.meta.url));
await bundleServer({ serverDir: here, entry: join('src', 'main.ts'), outFile: join(here, 'dist', 'main.js') });
