import { PRECONS } from '@signum/shared';
import { screenshot } from '../harness/browser';
import { HandWatch, leaksTo } from '../harness/hidden-cards';
import { pickPreconAndReady, setName, waitForTable, watchFromLiveList } from '../harness/lobby';
import { answerUntilFirstTurn } from '../harness/reach-first-turn';
import type { Scenario } from '../harness/scenario';
import { clickTestId, waitForSnapshot } from '../harness/table';

/** The room id in a tab's address (#/match/<id>). */
async function roomIdOf(page: import('playwright-core').Page): Promise<string> {
  const m = /^#\/match\/([^/]+)/.exec(await page.evaluate(() => window.location.hash));
  if (!m) throw new Error('not in a match');
  return decodeURIComponent(m[1]!);
}

/**
 * (c) A Shoulder to Shoulder practice match against three bots starts from the lobby and reaches the
 * first turn; (b) someone watches it from the lobby's live list and learns none of the player's hand.
 */
export const teamsPracticeStarts: Scenario = {
  name: 'teams-practice-starts',
  async run({ browsers, note }) {
    const tab = await browsers.open('hana');
    await setName(tab, 'Hana');
    await clickTestId(tab, 'practice-teams');
    await pickPreconAndReady(tab, PRECONS[2]!.id);
    await waitForTable(tab);
    note('Hana is at the table with three bots');
    const watcher = await browsers.open('ivan');
    await watchFromLiveList(watcher, await roomIdOf(tab.page));
    await waitForSnapshot(watcher, (s) => s.viewer === 'spectator' && s.view !== null, 'the spectator table');
    note('Ivan watches from the live list');
    await answerUntilFirstTurn([tab], note);
    await waitForSnapshot(watcher, (s) => (s.view?.turn ?? 0) >= 1, 'the spectator to see the first turn');
    await screenshot(tab, 'teams-first-turn');
    await screenshot(watcher, 'teams-spectator');
    const hands = new HandWatch();
    await hands.sample([tab]);
    const secrets = hands.secrets();
    if (secrets.length === 0) throw new Error('no hand card on Hana’s page: nothing to check');
    const leaks = await leaksTo(watcher, secrets);
    if (leaks.length) throw new Error(`the spectator learnt hidden hand cards: ${leaks.join('; ')}`);
    note(`${secrets.length} hidden hand card(s) searched in the spectator's page and ${watcher.frames.length} WebSocket frames: none found`);
  },
};
