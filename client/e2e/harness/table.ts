import type { Page } from 'playwright-core';
import type { Vec } from '@signum/shared';
import type { TableSnapshot } from '../../src/model/snapshot';
import type { Tab } from './browser';
import { until } from './wait';

/** What the table screen exposes for tests (`window.__signumTable`, declared in src/screens/table-screen.ts). */
interface TableHook {
  snapshot(): TableSnapshot | null;
  toClient(p: Vec): { x: number; y: number };
}

/** The table's current snapshot as the page holds it (null before the table is up). */
export function snapshotOf(tab: Tab): Promise<TableSnapshot | null> {
  return tab.page.evaluate(() => (window as unknown as { __signumTable?: TableHook }).__signumTable?.snapshot() ?? null);
}

/** Wait until the table is up and its snapshot satisfies `ok`; returns that snapshot. */
export function waitForSnapshot(tab: Tab, ok: (s: TableSnapshot) => boolean, what: string, ms = 30_000): Promise<TableSnapshot> {
  return until(async () => {
    const s = await snapshotOf(tab);
    return s && ok(s) ? s : null;
  }, `${tab.name}: ${what}`, ms);
}

/** Click a field point (mm) on the battlefield canvas, where the table says it is on the page. */
export async function clickField(tab: Tab, p: Vec): Promise<void> {
  const at = await tab.page.evaluate((q) => (window as unknown as { __signumTable: TableHook }).__signumTable.toClient(q), p);
  await tab.page.mouse.click(at.x, at.y);
}

/** Click a `[data-testid=…]` element, waiting for it to be there and enabled. */
export async function clickTestId(tab: Tab, testid: string, ms = 10_000): Promise<void> {
  await tab.page.locator(`[data-testid="${testid}"]`).first().click({ timeout: ms });
}

/** Whether an enabled `[data-testid=…]` element is on the page now. */
export async function hasTestId(tab: Tab, testid: string): Promise<boolean> {
  const el = tab.page.locator(`[data-testid="${testid}"]`).first();
  return (await el.count()) > 0 && (await el.isVisible()) && (await el.isEnabled());
}

/** The names on the creatures' plates on the battlefield, as a person reads them (the seat mark left out). */
export function plateNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Creatures on the battlefield' }).getByRole('listitem').evaluateAll((items) => items.map((i) => i.lastChild?.textContent?.trim() ?? ''));
}
