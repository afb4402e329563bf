import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScenarioCli } from './run-scenarios';

const setup = { activeSeat: 'p1', players: { p1: { prosperity: 3 }, p2: {} } };
const passing = { name: 'prosperity is set up', setup, steps: [{ expect: { 'players.p1.prosperity': 3 } }] };
const failing = { name: 'wrong prosperity', setup, steps: [{ expect: { 'players.p1.prosperity': 5 } }] };

describe('runScenarioCli', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints ✓ per passing scenario and a last count line, exit 0', () => {
    writeFileSync(join(dir, 'a.json'), JSON.stringify(passing));
    expect(runScenarioCli([dir])).toEqual({ lines: ['✓ prosperity is set up', '1 passed, 0 failed'], exitCode: 0 });
  });

  it('prints ✗ with indented failures, counts bad files as failed, exit 1', () => {
    writeFileSync(join(dir, 'a.json'), JSON.stringify(passing));
    writeFileSync(join(dir, 'b.json'), JSON.stringify(failing));
    writeFileSync(join(dir, 'c.json'), '{');
    const { lines, exitCode } = runScenarioCli([dir]);
    expect(exitCode).toBe(1);
    expect(lines[0]).toBe('✓ prosperity is set up');
    expect(lines.slice(1, 4)).toEqual([
      '✗ wrong prosperity',
      `    (${join(dir, 'b.json')})`,
      '    step 1 (expect): players.p1.prosperity: expected 5, got 3',
    ]);
    expect(lines[4]).toBe(`✗ ${join(dir, 'c.json')}`);
    expect(lines[5]).toMatch(/^ {4}.*c\.json: /);
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
  });

  it('fails when nothing is found', () => {
    expect(runScenarioCli([dir])).toEqual({ lines: ['no scenario files found', '0 passed, 0 failed'], exitCode: 1 });
    const missing = runScenarioCli([join(dir, 'nope')]);
    expect(missing.exitCode).toBe(1);
    expect(missing.lines.at(-1)).toBe('0 passed, 1 failed');
  });
});
