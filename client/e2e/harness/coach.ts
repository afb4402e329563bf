import type { Vec } from '@signum/shared';
import { screenshot, type Tab } from './browser';
import { clickField } from './table';
import { until } from './wait';

/** The lesson's coach panel, found by its role and name. */
const coach = (tab: Tab) => tab.page.getByRole('region', { name: 'Lesson' });

/** Wait until the coach shows the step with this title (its visible heading); screenshot it as `<prefix>-<n>`. */
export async function atStep(tab: Tab, title: string, shot: string): Promise<void> {
  await coach(tab).getByRole('heading', { name: title, exact: true }).waitFor({ timeout: 20_000 });
  // The scripted opponent plays at a readable pace: wait until the step's controls are live again.
  const skip = coach(tab).getByRole('button', { name: 'Skip this step' });
  await until(async () => !(await skip.isVisible()) || !(await skip.isDisabled()), `${tab.name}: the step "${title}" to be ready`);
  await screenshot(tab, shot);
}

/** Click a button by its visible name (exact), anywhere on the page. */
export async function press(tab: Tab, name: string | RegExp): Promise<void> {
  await tab.page.getByRole('button', { name, exact: typeof name === 'string' }).first().click({ timeout: 10_000 });
}

/** Click a card in the hand by the name printed on it. */
export async function handCard(tab: Tab, name: string): Promise<void> {
  await tab.page.getByRole('region', { name: 'Hand' }).or(tab.page.locator('section.hand')).getByText(name, { exact: false }).first().click({ timeout: 10_000 });
}

/** Select a creature by clicking its base, press the action's button, click the destination and confirm with Enter. */
export async function moveBy(tab: Tab, from: Vec, action: 'Move' | 'Run', to: Vec): Promise<void> {
  await clickField(tab, from);
  await press(tab, action);
  await clickField(tab, to);
  await tab.page.keyboard.press('Enter');
}

/** The coach's current step title. */
export async function stepTitle(tab: Tab): Promise<string> {
  return ((await coach(tab).getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
}
