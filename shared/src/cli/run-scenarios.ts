/** The scenario CLI's logic, apart from process I/O so that it can be tested. */
import { existsSync } from 'node:fs';
import { runScenario } from '../scenario/run-scenario';
import { loadScenarios, type LoadedScenario } from './load-scenarios';

/** Run everything found at `targets` and return the lines to print and the exit code. */
export function runScenarioCli(targets: string[]): { lines: string[]; exitCode: number } {
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  const loaded: LoadedScenario[] = [];
  for (const t of targets) {
    if (!existsSync(t)) {
      lines.push(`✗ ${t}`, '    no such file or folder');
      failed++;
      continue;
    }
    loaded.push(...loadScenarios(t));
  }
  for (const item of loaded) {
    if ('error' in item) {
      lines.push(`✗ ${item.path}`, `    ${item.error}`);
      failed++;
      continue;
    }
    const r = runScenario(item.scenario);
    lines.push(`${r.passed ? '✓' : '✗'} ${r.name}`);
    if (r.passed) passed++;
    else {
      failed++;
      lines.push(`    (${item.path})`, ...r.failures.map((f) => `    ${f}`));
    }
  }
  if (passed + failed === 0) lines.push('no scenario files found');
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, exitCode: failed > 0 || passed + failed === 0 ? 1 : 0 };
}
