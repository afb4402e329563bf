import { screenshot } from '../harness/browser';
import { setName, waitForTable } from '../harness/lobby';
import { answerUntilFirstTurn } from '../harness/reach-first-turn';
import type { Scenario } from '../harness/scenario';
import { clickField, clickTestId, snapshotOf } from '../harness/table';
import { myPending } from '../harness/prompts';
import type { Tab } from '../harness/browser';
import { getOverlordCard, type Vec } from '@signum/shared';
import type { Locator } from 'playwright-core';
import { until } from '../harness/wait';

/**
 * Issue 14: a quest against an Overlord player. One person opens it from the lobby, another finds it in
 * the open matches and joins as the Overlord; after the Hero's first turn the Overlord plays a card from
 * its hand with the action bar (End turn waiting, disabled, until then), and both see it among the Overlord cards played. The Hero's page
 * never shows the Overlord's hand.
 */
export const questPvp: Scenario = {
  name: 'quest-pvp-overlord-plays',
  async run({ browsers, note }) {
    const hero = await browsers.open('hera');
    await setName(hero, 'Hera');
    await hero.page.getByRole('button', { name: 'Quest (against an Overlord player)' }).click();
    await hero.page.getByRole('heading', { name: /Quest \(against an Overlord player\)/ }).waitFor({ timeout: 15_000 });

    const overlord = await browsers.open('otto');
    await setName(overlord, 'Otto');
    const listed = overlord.page.getByTestId('open-matches').getByRole('listitem').filter({ hasText: 'Quest (against an Overlord player): Hera' });
    await listed.getByRole('button', { name: 'Join' }).click();
    await overlord.page.getByText(/You are the Overlord/).waitFor({ timeout: 15_000 });
    await screenshot(overlord, 'quest-pvp-pregame-overlord');
    for (const tab of [hero, overlord]) await tab.page.getByRole('button', { name: 'Ready', exact: true }).click();
    await Promise.all([waitForTable(hero), waitForTable(overlord)]);
    await answerUntilFirstTurn([hero, overlord], note); // the Overlord player has its opening redraw too (22.31)
    // The first Quests Phase deals two quests: the Hero places their terrain, the Overlord their creatures (22.9, 22.16).
    if ((await placeQuestPieces([hero, overlord], note)) === 0) throw new Error('no quest piece was asked of either player');
    await screenshot(hero, 'quest-pvp-pieces-placed');

    // The Hero's first turn, by its buttons.
    await hero.page.getByRole('button', { name: /^Take \d+ Prosperity$/ }).click();
    await hero.page.getByRole('button', { name: 'End turn', exact: true }).click();
    note('Hera ended her first turn');

    // The Overlord's turn: its hand in the quest panel, with a button for each way to play a card.
    const panel = overlord.page.getByRole('region', { name: 'Quest' });
    const play = panel.getByTestId('overlord-hand').getByRole('button', { name: /^Play/ }).first();
    await play.waitFor({ timeout: 20_000 });
    await panel.getByRole('heading', { name: 'Your Overlord cards' }).scrollIntoViewIfNeeded();
    await screenshot(overlord, 'quest-pvp-overlord-hand');
    // The action bar offers the same cards; End turn waits, disabled, saying why (22.33).
    const bar = overlord.page.getByTestId('actions-panel');
    const endTurn = bar.getByRole('button', { name: 'End turn', exact: true });
    if (!(await endTurn.isDisabled())) throw new Error('End turn should be disabled before the Overlord plays a card');
    await bar.getByText('The Overlord must play at least one card each turn.').waitFor();
    await bar.getByRole('button', { name: 'Play an Overlord card…' }).click();
    const choices = bar.getByRole('group', { name: 'Play which Overlord card?' });
    const ways = choices.locator('button:enabled', { hasText: /^Play / });
    await ways.first().waitFor();
    await screenshot(overlord, 'quest-pvp-overlord-action-bar');
    const { way, summons } = await summoningWay(ways);
    const card = /^action-overlord-(.+)-\d+$/.exec((await way.getAttribute('data-testid')) ?? '')?.[1];
    if (!card) throw new Error('the action bar names no Overlord card to play');
    note(`Otto chooses "${await way.textContent()}" in the action bar`);
    await way.click();
    // A card that summons asks the Overlord where each creature goes (22.16, docs/rules-decisions.md #144); it
    // is among the cards played once its last effect is done.
    const played = (tab: Tab) => tab.page.getByRole('region', { name: 'Quest' }).locator(`[data-testid="overlord-played"] [data-overlord-card="${card}"]`);
    const summoned = await placeQuestPieces([overlord], note, async () => (await played(overlord).count()) > 0);
    note(`Otto placed ${summoned} creature(s) the card summoned`);
    if (summons && summoned === 0) throw new Error(`${card} summons, yet the Overlord was not asked where`);
    for (const tab of [overlord, hero]) {
      await played(tab).waitFor({ timeout: 10_000 });
    }
    note(`Otto played ${card}; both tables show it`);
    // The Hero's page has no Overlord hand: not in the panel, not in its snapshot.
    if ((await hero.page.getByTestId('overlord-hand').count()) !== 0) throw new Error("the Hero's page shows the Overlord's hand");
    const heroView = await snapshotOf(hero);
    if (heroView?.view?.quest?.overlordHand !== undefined) throw new Error("the Hero's snapshot holds the Overlord's hand");
    await overlord.page.getByRole('button', { name: 'End turn', exact: true }).click();
    await until(async () => (await snapshotOf(hero))?.waitingFor === 'p1', 'the turn to come back to the Hero');
    await hero.page.getByRole('region', { name: 'Quest' }).getByRole('heading', { name: /Quest/ }).scrollIntoViewIfNeeded();
    await screenshot(hero, 'quest-pvp-hero-after-overlord');
  },
};

/** The first way to play a card that summons a creature (its spot is the Overlord's to answer), else the first way. */
async function summoningWay(ways: Locator): Promise<{ way: Locator; summons: boolean }> {
  for (let i = 0; i < (await ways.count()); i++) {
    const way = ways.nth(i);
    const id = /^action-overlord-(.+)-\d+$/.exec((await way.getAttribute('data-testid')) ?? '')?.[1];
    if (!id) continue;
    const c = getOverlordCard('pvp', id);
    const effects = [...((await way.textContent())?.includes('Extra only') ? [] : c.main.effects), ...c.extra];
    if (effects.some((e) => e.op === 'summon')) return { way, summons: true };
  }
  return { way: ways.first(), summons: false };
}

/**
 * Place every quest piece (or Overlord card's summon) asked of these tabs by clicking its first suggested spot on
 * the field (a legal spot); should the click land a hair off and be refused, the prompt's "Use the suggested
 * spot" answers instead. Stops when none is asked and `settled` holds; returns how many were placed.
 */
async function placeQuestPieces(tabs: Tab[], note: (line: string) => void, settled: () => Promise<boolean> = async () => true): Promise<number> {
  let placed = 0;
  await until(async () => {
    let waiting = false;
    for (const tab of tabs) {
      const s = await snapshotOf(tab);
      if (s?.view?.pending?.kind === 'placeQuestPiece') waiting = true;
      const p = myPending(s);
      if (p?.kind !== 'placeQuestPiece' || !p.options) continue;
      const o = p.options as { card: string; what: string; spots: Vec[] };
      const prompt = tab.page.locator('[data-testid="decision"][data-kind="placeQuestPiece"]');
      if (!(await prompt.isVisible().catch(() => false))) continue;
      await clickField(tab, o.spots[0]!);
      const moved = await until(async () => ((await snapshotOf(tab))?.view?.pending?.id !== p.id ? true : null), 'the placement to be taken', 5_000).catch(() => false);
      if (!moved) await clickTestId(tab, 'quest-piece-suggested');
      placed += 1;
      note(`${tab.name} placed ${o.card} (${o.what}) ${moved ? 'by clicking the field' : 'at the suggested spot'}`);
    }
    return !waiting && (await settled()) ? true : null;
  }, 'every quest piece to be placed', 60_000);
  return placed;
}
