import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findScenarioFiles, loadScenarios } from './load-scenarios';

const good = (name: string) => JSON.stringify({ name, setup: { players: {} }, steps: [] });

describe('loadScenarios', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds every .json under a folder, recursively, sorted by path', () => {
    mkdirSync(join(dir, 'b', 'deep'), { recursive: true });
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'b', 'deep', 'z.json'), good('z'));
    writeFileSync(join(dir, 'a', 'y.json'), good('y'));
    writeFileSync(join(dir, 'x.json'), good('x'));
    writeFileSync(join(dir, 'notes.md'), '# not a scenario');
    expect(findScenarioFiles(dir)).toEqual([join(dir, 'a', 'y.json'), join(dir, 'b', 'deep', 'z.json'), join(dir, 'x.json')]);
    expect(loadScenarios(dir).map((l) => ('scenario' in l ? l.scenario.name : l.error))).toEqual(['y', 'z', 'x']);
  });

  it('loads a single file', () => {
    const f = join(dir, 'one.json');
    writeFileSync(f, good('one'));
    expect(loadScenarios(f)).toEqual([{ path: f, scenario: { name: 'one', setup: { players: {} }, steps: [] } }]);
  });

  it('turns bad JSON and bad shapes into errors naming the file', () => {
    writeFileSync(join(dir, 'a.json'), '{ nope');
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ name: 'b', setup: {}, steps: [{ seat: 'p1' }] }));
    const [a, b] = loadScenarios(dir);
    expect(a).toMatchObject({ path: join(dir, 'a.json'), error: expect.stringContaining(join(dir, 'a.json')) });
    expect(b).toMatchObject({ error: `${join(dir, 'b.json')}: step 1 must have "action" (with "seat"), "expect", "expectEvents", "expectNoEvents" (event kinds) or "deck" (with "expectDeck")` });
  });
});
