import { PRECONS } from '@signum/shared';
import { screenshot } from '../harness/browser';
import { createPrivate, joinByCode, pickPreconAndReady, setName, waitForTable } from '../harness/lobby';
import { answerUntilFirstTurn } from '../harness/reach-first-turn';
import type { Scenario } from '../harness/scenario';
import { snapshotOf } from '../harness/table';

/** (c) Four people start a private free-for-all from the lobby by code and reach the first turn. */
export const fourPlayersStart: Scenario = {
  name: 'ffa4-by-code-starts',
  async run({ browsers, note }) {
    const names = ['dana', 'eli', 'fay', 'gus'];
    const tabs = [];
    for (const name of names) {
      const tab = await browsers.open(name);
      await setName(tab, name);
      tabs.push(tab);
    }
    const code = await createPrivate(tabs[0]!, 'ffa4');
    for (const tab of tabs.slice(1)) await joinByCode(tab, code);
    note(`four players in the room (code ${code})`);
    for (const [i, tab] of tabs.entries()) await pickPreconAndReady(tab, PRECONS[i % PRECONS.length]!.id);
    for (const tab of tabs) await waitForTable(tab);
    await answerUntilFirstTurn(tabs, note);
    const seats = new Set(await Promise.all(tabs.map(async (t) => (await snapshotOf(t))?.viewer)));
    if (seats.size !== 4 || seats.has('spectator')) throw new Error(`the four tabs sit in ${[...seats].join(', ')}`);
    note('all four tables show the first turn');
    await screenshot(tabs[0]!, 'ffa4-first-turn');
  },
};
