import { decodeDeck, encodeDeck, PRECONS } from '@signum/shared';
import { screenshot, type Tab } from '../harness/browser';
import { createPrivate, setName } from '../harness/lobby';
import type { Scenario } from '../harness/scenario';
import { clickTestId } from '../harness/table';
import { until } from '../harness/wait';

const text = async (tab: Tab, testid: string) => ((await tab.page.locator(`[data-testid="${testid}"]`).first().textContent()) ?? '').trim();
const verdictOk = async (tab: Tab) => (await tab.page.locator('[data-testid="deck-verdict"]').getAttribute('data-ok')) === 'true';

/**
 * Deck choice end to end: in the deck builder, start from a precon, search the pool, see the
 * validator's reasons under the 2017 rules, export the deck code and import it back; then paste
 * that code in a private match's pre-game room and have the server accept it.
 */
export const deckCodeToMatch: Scenario = {
  name: 'deck-code-to-match',
  async run({ browsers, note }) {
    const tab = await browsers.open('ivy');
    await setName(tab, 'Ivy');
    await clickTestId(tab, 'deck-builder-link');
    await tab.page.locator('[data-testid="deck-builder"]').waitFor();
    const precon = PRECONS[3]!;
    await clickTestId(tab, `start-${precon.id}`);
    await until(() => verdictOk(tab), 'the precon to be a legal deck');

    const allCards = await text(tab, 'pool-count');
    await tab.page.locator('[data-testid="deck-search"]').fill('poison');
    const found = await until(async () => {
      const now = await text(tab, 'pool-count');
      return now !== allCards ? now : null;
    }, 'the search to narrow the pool');
    note(`pool: "${allCards}" → searching "poison": "${found}"`);

    await clickTestId(tab, 'ruleset-classic2017');
    await until(async () => !(await verdictOk(tab)), 'the 2017 rules to refuse a 20-card deck');
    const reasons = await tab.page.locator('[data-testid="deck-reasons"] li').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    if (!reasons.includes('DECK_SIZE')) throw new Error(`the 2017 reasons do not name the deck size: ${reasons.join(', ')}`);
    note(`under the 2017 rules the builder says why: ${reasons.join(', ')}`);
    await screenshot(tab, 'deck-builder-reasons');
    await clickTestId(tab, 'ruleset-rulebook');
    await until(() => verdictOk(tab), 'the rulebook to accept it again');

    const code = (await tab.page.locator('[data-testid="deck-code-export"]').inputValue()).trim();
    const decoded = decodeDeck(code);
    if (!decoded.ok || encodeDeck(decoded.loadout) !== encodeDeck(precon.loadout)) throw new Error(`the exported code is not the precon's deck: ${code}`);
    await tab.page.locator('[data-testid="deck-import-input"]').fill(code.toLowerCase());
    await clickTestId(tab, 'deck-import-go');
    if (await tab.page.locator('[data-testid="deck-import-error"]').isVisible()) throw new Error(`importing the exported code failed: ${await text(tab, 'deck-import-error')}`);
    note(`exported ${code} and imported it back`);

    await clickTestId(tab, 'back-to-lobby');
    await createPrivate(tab, 'duel');
    await tab.page.locator('[data-testid="deck-code-input"]').fill(code);
    await clickTestId(tab, 'deck-code-use');
    await until(async () => /accepted/i.test(await text(tab, 'deck-status')), 'the server to accept the pasted code');
    note('the pre-game room sent the code and the server accepted the deck');

    // A deck the server refuses: the pre-game room shows the server's own sentence and reasons.
    await clickTestId(tab, 'leave');
    await tab.page.locator('[data-testid="create-ruleset"]').selectOption('classic2017');
    await createPrivate(tab, 'duel');
    // The ready decks are filled up to a legal 2017 deck there; the 20-card code pasted is not.
    await tab.page.locator('[data-testid="deck-code-input"]').fill(code);
    await clickTestId(tab, 'deck-code-use');
    const refusal = await until(async () => ((await tab.page.locator('[data-testid="deck-status"]').getAttribute('data-state')) === 'error' ? text(tab, 'deck-status') : null), 'the server to refuse a 20-card deck under the 2017 rules');
    if (!/refused/i.test(refusal) || !/between 30 and 40/.test(refusal)) throw new Error(`the refusal does not say why: ${refusal}`);
    note(`a 2017-rules room refused the 20-card code: "${refusal.slice(0, 90)}…"`);
  },
};
