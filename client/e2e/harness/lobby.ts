import type { Mode } from '@signum/shared';
import type { Tab } from './browser';
import { clickTestId } from './table';
import { until } from './wait';

/** Type the player's name in the lobby. */
export async function setName(tab: Tab, name: string): Promise<void> {
  await tab.page.locator('[data-testid="player-name"]').fill(name);
}

/** Create a private match of `mode` from the lobby; returns its join code as the pre-game room shows it. */
export async function createPrivate(tab: Tab, mode: Mode): Promise<string> {
  await clickTestId(tab, `create-${mode}`);
  const code = tab.page.locator('[data-testid="join-code-display"]');
  await code.waitFor({ timeout: 15_000 });
  const text = await until(async () => ((await code.textContent()) ?? '').trim(), `${tab.name}: the join code`);
  // The display may carry a label ("Code: ABCD"): the code is its last word.
  return text.split(/\s+/).pop()!;
}

/** Enter a private match's code in the lobby (a seat before the game starts; a spectator's place after). */
export async function enterCode(tab: Tab, code: string): Promise<void> {
  await tab.page.locator('[data-testid="join-code"]').fill(code);
  await clickTestId(tab, 'join-code-go');
}

/** Join a private match by its code from the lobby, and wait for the pre-game room. */
export async function joinByCode(tab: Tab, code: string): Promise<void> {
  await enterCode(tab, code);
  await tab.page.locator('[data-testid="pregame"]').waitFor({ timeout: 15_000 });
}

/** Watch a public match from the lobby's live list. */
export async function watchFromLiveList(tab: Tab, roomId: string): Promise<void> {
  const live = tab.page.locator(`[data-testid="live-matches"] li[data-room-id="${roomId}"]`);
  await live.waitFor({ timeout: 20_000 });
  await live.locator('[data-testid="watch"]').click();
}

/** In the pre-game room: take a precon, wait until the server accepts it, then say ready. */
export async function pickPreconAndReady(tab: Tab, preconId: string): Promise<void> {
  await tab.page.locator('[data-testid="pregame"]').waitFor({ timeout: 15_000 });
  await clickTestId(tab, `precon-${preconId}`);
  await until(async () => /accepted/i.test((await tab.page.locator('[data-testid="deck-status"]').textContent()) ?? ''), `${tab.name}: the deck to be accepted`);
  await clickTestId(tab, 'ready');
}

/** Wait for the table to replace the pre-game room. */
export async function waitForTable(tab: Tab, ms = 30_000): Promise<void> {
  await tab.page.locator('[data-testid="table"]').waitFor({ timeout: ms });
}
