import { matchMaker } from '@colyseus/core';
import { PRECONS } from '@signum/shared';
import { screenshot } from '../harness/browser';
import { pickPreconAndReady, setName, waitForTable } from '../harness/lobby';
import { answerUntilFirstTurn } from '../harness/reach-first-turn';
import type { Scenario } from '../harness/scenario';
import { clickTestId, snapshotOf, waitForSnapshot } from '../harness/table';
import { until } from '../harness/wait';

/**
 * A lost connection: the page's socket breaks in the middle of a practice game. The page shows the banner, reconnects by itself to the same seat, hides the
 * banner, and the game goes on from the page.
 */
export const connectionDrop: Scenario = {
  name: 'connection-drop',
  async run({ browsers, note }) {
    const tab = await browsers.open('kim');
    await setName(tab, 'Kim');
    await clickTestId(tab, 'practice-duel');
    await pickPreconAndReady(tab, PRECONS[4]!.id);
    await waitForTable(tab);
    await answerUntilFirstTurn([tab], note);
    const seat = (await snapshotOf(tab))!.viewer;
    if (seat === 'spectator') throw new Error('Kim is not seated');

    // The connection breaks as a network would break it: its TCP socket is destroyed without a
    // goodbye (Chromium's offline mode leaves open WebSockets alone, so the cut is made at the server).
    const roomId = decodeURIComponent((await tab.page.evaluate(() => window.location.hash)).split('/')[2] ?? '');
    const room = matchMaker.getLocalRoomById(roomId);
    if (!room || room.clients.length !== 1) throw new Error(`cannot find Kim's connection in room ${roomId}`);
    (room.clients[0] as unknown as { ref: { terminate(): void } }).ref.terminate();
    await until(async () => (await tab.page.locator('#banner[data-status="reconnecting"]').isVisible()) || null, 'the reconnecting banner', 10_000, 20);
    await screenshot(tab, 'connection-lost');
    note('the banner said the connection was lost');
    await until(async () => (await tab.page.locator('#banner').isHidden()) || null, 'the banner to go once reconnected', 30_000);
    await waitForSnapshot(tab, (s) => s.viewer === seat && s.view?.players[seat]?.hand !== undefined, 'the same seat with its hand after reconnecting');
    note(`reconnected by itself to seat ${seat}`);

    // The game goes on from the page: its next answer or action is accepted.
    const before = JSON.stringify((await snapshotOf(tab))!.view);
    await until(async () => {
      const s = await snapshotOf(tab);
      if (JSON.stringify(s?.view) !== before) return true;
      if (s?.waitingFor !== s?.viewer) return null;
      for (const id of ['answer-default', 'action-take-prosperity', 'action-end-turn']) {
        if (await tab.page.locator(`[data-testid="${id}"]`).count()) {
          await clickTestId(tab, id);
          break;
        }
      }
      return null;
    }, 'the game to go on after reconnecting', 30_000);
    note('the game went on after the reconnection');
  },
};
