import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { USED_ICONS } from './icon-choice';
import { iconModuleSource } from './icon-module';
import { ICON_PATHS } from './game-icons.gen';

describe('the generated icon module', () => {
  it('is exactly what the generator writes from the installed icon set (run `npm run icons -w client` when it is not)', () => {
    expect(readFileSync(join(__dirname, 'game-icons.gen.ts'), 'utf8')).toBe(iconModuleSource());
  });

  it('holds every used icon and nothing else', () => {
    expect(Object.keys(ICON_PATHS).sort()).toEqual([...USED_ICONS]);
    for (const name of USED_ICONS) expect(ICON_PATHS[name]!.length).toBeGreaterThan(0);
  });
});
