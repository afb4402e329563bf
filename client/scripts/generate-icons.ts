/**
 * `npm run icons -w client`: copies the paths of the icons the client uses (src/icons/icon-choice.ts)
 * from @iconify-json/game-icons into src/icons/game-icons.gen.ts, so the bundle carries only those
 * and nothing is fetched at run time. game-icons.gen.test.ts fails when the two drift apart.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { iconModuleSource } from '../src/icons/icon-module';

const out = resolve(import.meta.dirname, '..', 'src', 'icons', 'game-icons.gen.ts');
writeFileSync(out, iconModuleSource());
console.log(`wrote ${out}`);
