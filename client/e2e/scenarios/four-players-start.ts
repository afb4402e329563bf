import { PRECONS } from '@signum/shared';
import { screenshot, type Tab } from '../harness/browser';
import { HandWatch, leaksTo, ownHandOnWire } from '../harness/hidden-cards';
import { pickPreconAndReady, setName, waitForTable, watchFromLiveList } from '../harness/lobby';
import { answerUntilFirstTurn } from '../harness/reach-first-turn';
import type { Scenario } from '../harness/scenario';
import { clickTestId, snapshotOf, waitForSnapshot } from '../harness/table';
import { until } from '../harness/wait';

/** The room id in a tab's address (#/match/<id>), once it is in one. */
async function roomIdOf(tab: Tab): Promise<string> {
  const hash = await until(async () => {
    const h = await tab.page.evaluate(() => window.location.hash);
    return /^#\/match\//.test(h) ? h : null;
  }, `${tab.name} to enter a match`);
  return decodeURIComponent(hash.split('/')[2]!);
}

/**
 * (c) Four people start a free-for-all by the lobby's quick match and reach the first turn, every
 * prompt answered through the UI; (b) a fifth watches it from the lobby's live list and learns
 * none of the four hands.
 */
export const fourPlayersStart: Scenario = {
  name: 'ffa4-quick-match-starts',
  async run({ browsers, note }) {
    const tabs: Tab[] = [];
    for (const name of ['dana', 'eli', 'fay', 'gus']) {
      const tab = await browsers.open(name);
      await setName(tab, name);
      await clickTestId(tab, 'quick-ffa4');
      tabs.push(tab);
    }
    const rooms = new Set(await Promise.all(tabs.map(roomIdOf)));
    if (rooms.size !== 1) throw new Error(`quick match put the four in ${rooms.size} rooms`);
    const roomId = [...rooms][0]!;
    note(`four players in room ${roomId} by quick match`);
    for (const [i, tab] of tabs.entries()) await pickPreconAndReady(tab, PRECONS[i % PRECONS.length]!.id);
    for (const tab of tabs) await waitForTable(tab);

    const watcher = await browsers.open('ivan');
    await watchFromLiveList(watcher, roomId);
    await waitForSnapshot(watcher, (s) => s.viewer === 'spectator' && s.view !== null, 'the spectator table');
    note('Ivan watches from the live list');

    await answerUntilFirstTurn(tabs, note);
    const seats = new Set(await Promise.all(tabs.map(async (t) => (await snapshotOf(t))?.viewer)));
    if (seats.size !== 4 || seats.has('spectator')) throw new Error(`the four tabs sit in ${[...seats].join(', ')}`);
    await waitForSnapshot(watcher, (s) => (s.view?.turn ?? 0) >= 1, 'the spectator to see the first turn');
    note('all four tables and the spectator show the first turn');
    await screenshot(tabs[0]!, 'ffa4-first-turn');
    await screenshot(watcher, 'ffa4-spectator');

    const hands = new HandWatch();
    await hands.sample(tabs);
    const secrets = hands.secrets();
    if (secrets.length === 0) throw new Error('no hand card on the players’ pages: nothing to check');
    if (!(await ownHandOnWire(tabs[0]!))) throw new Error('a player’s own socket shows none of its hand card ids: the frame search finds nothing');
    const leaks = await leaksTo(watcher, secrets);
    if (leaks.length) throw new Error(`the spectator learnt hidden hand cards: ${leaks.join('; ')}`);
    note(`${secrets.length} hidden hand card(s) searched in the spectator's page and ${watcher.frames.length} WebSocket frames: none found`);
  },
};
