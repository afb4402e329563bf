import { Browsers, screenshot } from './harness/browser';
import { startGameServer } from './harness/game-server';
import type { Scenario } from './harness/scenario';
import { connectionDrop } from './scenarios/connection-drop';
import { deckCodeToMatch } from './scenarios/deck-code-to-match';
import { duelFromLobby } from './scenarios/duel-from-lobby';
import { firstMatch } from './scenarios/first-match';
import { fourPlayersStart } from './scenarios/four-players-start';
import { learnGuidedMatch } from './scenarios/learn-guided-match';
import { learnLessonAndRules } from './scenarios/learn-lesson-and-rules';
import { keyboardPlay } from './scenarios/keyboard-play';
import { learnMoreLessons } from './scenarios/learn-more-lessons';
import { replayFromLobby } from './scenarios/replay-from-lobby';
import { playersChatRematch } from './scenarios/players-chat-rematch';
import { questPvp } from './scenarios/quest-pvp';
import { questSolo } from './scenarios/quest-solo';
import { tableLayout } from './scenarios/table-layout';
import { teamsPracticeStarts } from './scenarios/teams-practice-starts';

/**
 * `npm run e2e [-- name…]`: the built client in Debian chromium against an in-process game server.
 * Each scenario prints PASS or FAIL; any console error or page error on its tabs fails it; the exit
 * code is non-zero when one failed. Screenshots go to .artifacts/e2e/.
 */
const ALL: Scenario[] = [firstMatch, tableLayout, keyboardPlay, duelFromLobby, fourPlayersStart, teamsPracticeStarts, deckCodeToMatch, connectionDrop, replayFromLobby, learnGuidedMatch, learnLessonAndRules, learnMoreLessons, playersChatRematch, questSolo, questPvp];

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const scenarios = wanted.length ? ALL.filter((s) => wanted.some((w) => s.name.includes(w))) : ALL;
  const server = await startGameServer();
  const browsers = new Browsers(server.url);
  await browsers.launch();
  console.log(`e2e: server at ${server.url}, ${scenarios.length} scenario(s)`);
  let failed = 0;
  for (const scenario of scenarios) {
    const started = Date.now();
    let failure: string | null = null;
    try {
      await scenario.run({ server, browsers, note: (line) => console.log(`   ${line}`) });
    } catch (e) {
      failure = (e as Error).stack ?? String(e);
    }
    const errors = browsers.tabs.flatMap((t) => t.errors.map((e) => `[${t.name}] ${e}`));
    for (const t of browsers.tabs) for (const w of new Set(t.warnings)) console.log(`   warning [${t.name}]: ${w}`);
    if (failure || errors.length) {
      for (const t of browsers.tabs) await screenshot(t, `FAIL-${scenario.name}-${t.name}`).catch(() => {});
    }
    await browsers.closeTabs();
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    if (!failure && errors.length === 0) {
      console.log(`PASS ${scenario.name} (${secs} s)`);
      continue;
    }
    failed++;
    console.log(`FAIL ${scenario.name} (${secs} s)`);
    if (failure) console.log(indent(failure));
    for (const e of errors) console.log(indent(e));
  }
  await browsers.close();
  await server.close();
  console.log(failed ? `e2e: ${failed} of ${scenarios.length} scenario(s) FAILED` : `e2e: all ${scenarios.length} scenario(s) passed`);
  return failed ? 1 : 0;
}

function indent(text: string): string {
  return text.split('\n').map((l) => `     ${l}`).join('\n');
}

main().then(
  (code) => process.exit(code),
  (e: Error) => {
    console.error(`e2e: the harness itself failed: ${e.stack ?? e.message}`);
    process.exit(2);
  },
);
