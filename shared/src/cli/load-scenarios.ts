import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario } from '../scenario/parse';
import type { Scenario } from '../state/scenario-setup';

/** One scenario file: its parsed content, or why it could not be read. */
export type LoadedScenario = { path: string; scenario: Scenario } | { path: string; error: string };

/** Every `.json` file at `target`: the file itself, or all under the folder recursively, sorted by path. */
export function findScenarioFiles(target: string): string[] {
  const st = statSync(target);
  if (st.isFile()) return [target];
  const files: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) visit(p);
      else if (entry.isFile() && entry.name.endsWith('.json')) files.push(p);
    }
  };
  visit(target);
  return files.sort();
}

/** Read and shape-check one scenario file; a bad file becomes an `error`, not an exception. */
export function loadScenarioFile(path: string): LoadedScenario {
  try {
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return { path, scenario: parseScenario(json, path) };
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    return { path, error: msg.startsWith(path) ? msg : `${path}: ${msg}` };
  }
}

/** Load one `.json` file or every `.json` under a folder. Throws if `target` does not exist. */
export function loadScenarios(target: string): LoadedScenario[] {
  return findScenarioFiles(target).map(loadScenarioFile);
}
