import type { Locator, Page } from 'playwright-core';
import { PRECONS, type Vec } from '@signum/shared';
import { screenshot, type Tab } from '../harness/browser';
import { answerPrompt } from '../harness/prompts';
import type { Scenario } from '../harness/scenario';
import { snapshotOf } from '../harness/table';
import { until } from '../harness/wait';

/** The table hook's crosshair (client px) while the keyboard drives it. */
const crosshairOf = (page: Page): Promise<Vec | null> =>
  page.evaluate(() => (window as unknown as { __signumTable?: { crosshair(): Vec | null } }).__signumTable?.crosshair() ?? null);

/**
 * Press Tab until `target` has the focus (the way a keyboard player reaches it), check the focus is
 * drawn (an outline), then press `key` on it.
 */
async function tabToAndPress(page: Page, target: Locator, what: string, key = 'Enter'): Promise<void> {
  const el = target.first();
  await el.waitFor({ timeout: 10_000 });
  for (let i = 0; i < 400; i++) {
    if (await el.evaluate((e) => e === document.activeElement).catch(() => false)) {
      const ring = await el.evaluate((e) => {
        const s = getComputedStyle(e);
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      });
      if (!ring) throw new Error(`${what} has the focus but no visible focus ring`);
      await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} could not be reached with Tab`);
}

/** Move the keyboard's crosshair near `to` (client px) with the arrow keys: Shift-steps first, then single ones. */
async function steerCrosshair(page: Page, to: Vec): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const at = await crosshairOf(page);
    if (!at) throw new Error('no crosshair shows while a point is being chosen');
    const dx = to.x - at.x;
    const dy = to.y - at.y;
    if (Math.abs(dx) <= 4 && Math.abs(dy) <= 4) return;
    const horizontal = Math.abs(dx) >= Math.abs(dy);
    const d = horizontal ? dx : dy;
    const key = horizontal ? (d > 0 ? 'ArrowRight' : 'ArrowLeft') : d > 0 ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(Math.abs(d) >= 40 ? `Shift+${key}` : key);
  }
  throw new Error('the crosshair did not get there');
}

const fieldToClient = (page: Page, p: Vec): Promise<Vec> =>
  page.evaluate((q) => (window as unknown as { __signumTable: { toClient(p: Vec): Vec } }).__signumTable.toClient(q), p);

/**
 * A practice duel played at the table with the keyboard only (the lobby and the setup prompts are
 * not what this proves): Tab reaches each control with a visible focus ring, Enter presses it; a
 * character is summoned by steering the crosshair with the arrow keys and pressing Enter; the hero
 * moves by a waypoint added with Space and sent with Enter. Screenshots show the crosshair.
 */
export const keyboardPlay: Scenario = {
  name: 'keyboard-play',
  async run({ browsers, note }) {
    const tab: Tab = await browsers.open('keys');
    const page = tab.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByLabel('Name').fill('Kim');
    await page.getByRole('row', { name: /^Duel/ }).getByRole('button', { name: 'Practice vs bots' }).click();
    await page.getByRole('button', { name: PRECONS[0]!.name, exact: true }).click();
    await page.getByText(`Deck accepted: ${PRECONS[0]!.name}.`).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Ready', exact: true }).click();

    const done = { summoned: false, moved: false };
    let turns = 0;
    await until(async () => {
      if (done.summoned && done.moved) return true;
      if (turns > 10) throw new Error(`ten turns passed without both done by keyboard: ${JSON.stringify(done)}`);
      if (await answerPrompt(tab)) return false;
      const s = await snapshotOf(tab);
      const v = s?.view;
      if (!s || !v || s.viewer === 'spectator' || s.waitingFor !== s.viewer || v.pending || s.status !== 'playing') return false;
      const me = v.players[s.viewer]!;
      const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
      if (v.phase === 'construction') {
        // A building when one is affordable (characters cost buildings), else Prosperity.
        // "Build…" opens the buildings of the pool; the first one the rules allow now, by keyboard.
        const chooser = button('Build…');
        if ((await chooser.count()) > 0) {
          await tabToAndPress(page, chooser, 'the Build button');
          await tabToAndPress(page, page.getByRole('group', { name: 'Build which building?' }).getByRole('button', { name: /^Build /, disabled: false }).first(), 'a building to build');
        } else await tabToAndPress(page, button('Take 2 Prosperity'), 'Take 2 Prosperity');
        await until(async () => (await snapshotOf(tab))?.view?.phase !== 'construction' || null, 'the Construction choice to land');
        return false;
      }
      if (v.phase !== 'activation') return false;

      // Summon: a playable character from the hand, its spot steered to along the own edge.
      const count = v.creatures.length;
      // A hand card reads "(not playable now)" when the rules refuse it; its face names its type.
      const characters = page.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: /^(?!.*not playable now)/ }).filter({ hasText: /Character/ });
      if (!done.summoned && !v.activation) {
        const n = await characters.count();
        for (let i = 0; i < n && !done.summoned; i++) {
          const card = characters.nth(i);
          await tabToAndPress(page, card, 'a playable character in the hand');
          const armed = page.getByTestId('armed');
          if (!(await armed.isVisible().catch(() => false))) continue;
          // Along the own edge, from its middle outwards, until the rules take a spot.
          const edge = me.edge;
          for (const along of [0.5, 0.3, 0.7, 0.15, 0.85]) {
            const spot = { x: edge.a.x + (edge.b.x - edge.a.x) * along, y: edge.a.y + (edge.b.y - edge.a.y) * along };
            await steerCrosshair(page, await fieldToClient(page, spot));
            await screenshot(tab, 'keyboard-summon-crosshair');
            await page.keyboard.press('Enter');
            const landed = await until(async () => ((await snapshotOf(tab))?.view?.creatures.length ?? 0) > count || null, 'the summoned base', 3_000).catch(() => null);
            if (landed) {
              done.summoned = true;
              note(`summoned by keyboard at ${Math.round(along * 100)} % along the edge`);
              break;
            }
          }
          if (!done.summoned) await page.keyboard.press('Escape');
        }
      }

      // Move: the hero chosen from the creature list, Move, a waypoint by arrows and Space, Enter sends it.
      const hero = v.creatures.find((c) => c.id === me.heroCreature);
      if (!done.moved && hero && !hero.activated && !v.activation) {
        const chooser = page.getByLabel(/choose one of your creatures/);
        if (await chooser.isVisible().catch(() => false)) {
          await tabToAndPress(page, chooser, 'the creature chooser', 'ArrowDown');
          await until(async () => (await page.getByTestId('selected').count()) > 0 || null, 'a creature selected from the list', 5_000);
        }
        const chosen = await page.getByTestId('selected').getAttribute('data-creature');
        const mover = v.creatures.find((c) => c.id === chosen);
        if (mover && !mover.activated) {
          await tabToAndPress(page, button('Move'), 'Move');
          await page.getByTestId('armed').waitFor({ timeout: 5_000 });
          const start = (await crosshairOf(page))!;
          for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown']) {
            for (let i = 0; i < 5; i++) await page.keyboard.press(key);
            await page.keyboard.press(' ');
            await screenshot(tab, 'keyboard-move-crosshair');
            await page.keyboard.press('Enter');
            const moved = await until(async () => {
              const c = (await snapshotOf(tab))?.view?.creatures.find((x) => x.id === mover.id);
              return c && (c.pos.x !== mover.pos.x || c.pos.y !== mover.pos.y) ? c : null;
            }, 'the move', 3_000).catch(() => null);
            if (moved) {
              done.moved = true;
              note(`moved ${mover.card} by keyboard (${key} ×5, Space, Enter) from ${Math.round(mover.pos.x)},${Math.round(mover.pos.y)} to ${Math.round(moved.pos.x)},${Math.round(moved.pos.y)}`);
              break;
            }
            // Refused that way: take the waypoint back and try another direction from the start.
            await page.keyboard.press('Backspace');
            await steerCrosshair(page, start);
          }
          if (!done.moved) await page.keyboard.press('Escape');
        }
      }
      await tabToAndPress(page, button(/^End turn/), 'End turn');
      turns++;
      // The turn has passed once the game waits for someone else, or asks us something in the other's turn
      // (a card of theirs may have us pick from their hand): the loop's answerPrompt answers that.
      await until(async () => {
        const after = await snapshotOf(tab);
        return after?.waitingFor !== s.viewer || !!after?.view?.pending || null;
      }, 'the turn to pass', 10_000);
      return false;
    }, 'a summon and a move by keyboard', 240_000, 200);
    await screenshot(tab, 'keyboard-play-done');
    // Concede (by keyboard too), so the match does not stay open on the server's count of this address's matches.
    await tabToAndPress(page, page.getByRole('button', { name: 'Concede', exact: true }), 'Concede');
    await tabToAndPress(page, page.getByRole('button', { name: 'Yes, concede' }), 'Yes, concede');
    await page.getByRole('heading', { name: /wins!|Nobody wins/ }).waitFor({ timeout: 15_000 });
    note('conceded by keyboard: the match is over');
  },
};
