import { PRECONS } from '@signum/shared';
import { screenshot } from '../harness/browser';
import { pickPreconAndReady, setName, waitForTable } from '../harness/lobby';
import { answerUntilFirstTurn } from '../harness/reach-first-turn';
import type { Scenario } from '../harness/scenario';
import { clickTestId } from '../harness/table';

/** (c) A Shoulder to Shoulder practice match against three bots (of the level picked in the lobby) starts from the lobby and reaches the first turn. */
export const teamsPracticeStarts: Scenario = {
  name: 'teams-practice-starts',
  async run({ browsers, note }) {
    const tab = await browsers.open('hana');
    await setName(tab, 'Hana');
    // The practice bots' level is picked by its label, as a player would.
    await tab.page.getByLabel('Practice bots').selectOption({ label: 'Normal' });
    await screenshot(tab, 'lobby-bot-level');
    await clickTestId(tab, 'practice-teams');
    await pickPreconAndReady(tab, PRECONS[2]!.id);
    await waitForTable(tab);
    note('Hana is at the table with three bots');
    await answerUntilFirstTurn([tab], note);
    await screenshot(tab, 'teams-first-turn');
  },
};
