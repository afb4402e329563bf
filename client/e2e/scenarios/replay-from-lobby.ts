import { screenshot } from '../harness/browser';
import { finishMatchFromNode } from '../harness/finished-match';
import type { Scenario } from '../harness/scenario';
import { clickTestId, snapshotOf, waitForSnapshot } from '../harness/table';
import { until } from '../harness/wait';

/** (d) A finished match opens from the lobby's finished list; stepping forward and back moves the counter and the table. */
export const replayFromLobby: Scenario = {
  name: 'replay-from-lobby',
  async run({ server, browsers, note }) {
    const matchId = await finishMatchFromNode(server, { mode: 'duel', seed: 'e2e-replay', turnLimit: 4, name: 'Replayed' });
    note(`finished match ${matchId} from Node`);
    const tab = await browsers.open('viewer');
    const item = tab.page.locator(`[data-testid="finished-matches"] li[data-match-id="${matchId}"]`);
    await item.waitFor({ timeout: 15_000 });
    await item.locator('[data-testid="replay"]').click();
    const position = tab.page.locator('[data-testid="replay-position"]');
    await position.waitFor({ timeout: 15_000 });
    const total = Number(((await position.textContent()) ?? '').split('/')[1]);
    if (!(total > 10)) throw new Error(`the replay has ${total} actions; expected a played match`);
    await tab.page.locator('[data-testid="table"]').waitFor({ timeout: 15_000 });
    const start = await waitForSnapshot(tab, (s) => s.view !== null, 'the replay table');
    if (start.viewer !== 'spectator') throw new Error(`the replay's viewer is ${start.viewer}`);
    const readPosition = async () => ((await position.textContent()) ?? '').trim();
    if ((await readPosition()) !== `0 / ${total}`) throw new Error(`the replay starts at "${await readPosition()}"`);
    await screenshot(tab, 'replay-start');

    for (let i = 0; i < 5; i++) await clickTestId(tab, 'replay-forward');
    await until(async () => (await readPosition()) === `5 / ${total}`, `the counter to read 5 / ${total}`, 5_000);
    const at5 = await snapshotOf(tab);
    if (JSON.stringify(at5?.view) === JSON.stringify(start.view)) throw new Error('five actions on, the table shows the same game as at the start');
    await screenshot(tab, 'replay-forward');

    const logLines = () => tab.page.locator('[data-testid="event-log"] li').count();
    const linesAt5 = await logLines();
    await clickTestId(tab, 'replay-back');
    await until(async () => (await readPosition()) === `4 / ${total}`, `the counter to read 4 / ${total}`, 5_000);
    const at4 = await snapshotOf(tab);
    if (JSON.stringify(at4?.view) === JSON.stringify(at5?.view)) throw new Error('one action back, the table did not change');
    // The table is rebuilt after a step back: its log holds the history up to frame 4 only.
    await until(async () => (await logLines()) < linesAt5, `the log to lose frame 5's lines (${linesAt5} lines)`, 5_000);
    note(`stepped 0 → 5 → 4 of ${total}; the table and its log changed at each step`);

    // The last frame is the match's end: the table says so.
    await tab.page.locator('[data-testid="replay-slider"]').fill(String(total));
    await waitForSnapshot(tab, (s) => s.status === 'ended' && s.view?.result !== null, 'the last frame to show the result', 5_000);
    await until(async () => (await logLines()) > linesAt5, 'the rebuilt log to hold the whole history', 5_000);
    await screenshot(tab, 'replay-end');
  },
};
