import type { TableSnapshot } from '../../src/model/snapshot';
import type { Tab } from './browser';
import { clickTestId, snapshotOf } from './table';

/** How many attack dice to put forward in a melee split: about half, within the split's limits. */
export function attackDice(o: { total: number; minAttack: number; minDefence: number }): number {
  return Math.max(o.minAttack, Math.min(o.total - o.minDefence, Math.ceil(o.total / 2)));
}

/** The decision this tab's seat must answer now, if any. */
export function myPending(s: TableSnapshot | null): NonNullable<NonNullable<TableSnapshot['view']>['pending']> | null {
  const p = s?.view?.pending;
  return p && s.viewer !== 'spectator' && p.seat === s.viewer && s.status === 'playing' ? p : null;
}

/**
 * Answer this tab's pending decision through the prompt: a melee dice split through its attack-dice
 * input and the submit button, anything else with the prompt's default answer. Returns the kind
 * answered, or null when the tab has nothing to answer (or the prompt is not drawn yet).
 */
export async function answerPrompt(tab: Tab): Promise<string | null> {
  const s = await snapshotOf(tab);
  const pending = myPending(s);
  if (!pending) return null;
  const prompt = tab.page.locator(`[data-testid="decision"][data-kind="${pending.kind}"]`);
  if (!(await prompt.isVisible().catch(() => false))) return null;
  if (pending.kind === 'diceSplit' && pending.options) {
    const o = pending.options as { total: number; minAttack: number; minDefence: number };
    await prompt.locator('[data-testid="dice-attack"]').fill(String(attackDice(o)));
    await prompt.locator('[data-testid="answer"]').click({ timeout: 5_000 });
  } else {
    await clickTestId(tab, 'answer-default');
  }
  await tab.page.waitForFunction(
    (id) => (window as unknown as { __signumTable?: { snapshot(): { view: { pending: { id: number } | null } | null } | null } }).__signumTable?.snapshot()?.view?.pending?.id !== id,
    pending.id,
    { timeout: 10_000 },
  );
  return pending.kind;
}
