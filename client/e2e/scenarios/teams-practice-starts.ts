import { PRECONS } from '@signum/shared';
import { screenshot } from '../harness/browser';
import { pickPreconAndReady, setName, waitForTable } from '../harness/lobby';
import { answerUntilFirstTurn } from '../harness/reach-first-turn';
import type { Scenario } from '../harness/scenario';
import { clickTestId } from '../harness/table';

/** (c) A Shoulder to Shoulder practice match against three bots starts from the lobby and reaches the first turn. */
export const teamsPracticeStarts: Scenario = {
  name: 'teams-practice-starts',
  async run({ browsers, note }) {
    const tab = await browsers.open('hana');
    await setName(tab, 'Hana');
    await clickTestId(tab, 'practice-teams');
    await pickPreconAndReady(tab, PRECONS[2]!.id);
    await waitForTable(tab);
    note('Hana is at the table with three bots');
    await answerUntilFirstTurn([tab], note);
    await screenshot(tab, 'teams-first-turn');
  },
};
