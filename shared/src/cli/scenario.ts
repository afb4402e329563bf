/**
 * `npm run scenario -- <file-or-folder> [...]`: run scenario files and print one line per scenario,
 * then `N passed, M failed`. Exits 1 on any failure or when no scenario was found.
 */
import { runScenarioCli } from './run-scenarios';

function main(): void {
  const targets = process.argv.slice(2).filter((a) => a !== '--');
  if (targets.length === 0) {
    console.error('usage: npm run scenario -- <file-or-folder> [...]');
    process.exit(1);
  }
  const { lines, exitCode } = runScenarioCli(targets);
  for (const l of lines) console.log(l);
  process.exitCode = exitCode;
}

main();
