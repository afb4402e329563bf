import type { Locator, Page } from 'playwright-core';
import { PRECONS } from '@signum/shared';
import { expectedMissing, screenshot, type Browsers, type Tab } from '../harness/browser';
import { inPlainView } from '../harness/in-view';
import { plateNames } from '../harness/table';
import type { Scenario } from '../harness/scenario';
import { until } from '../harness/wait';

/** The two screen sizes every phase is photographed at. */
const SIZES = [[1280, 720], [1920, 1080]] as const;

/** Photograph the page at both sizes (then back to the first), as .artifacts/e2e/first-match-<phase>-<w>x<h>.png. */
async function shootBoth(tab: Tab, phase: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await tab.page.setViewportSize({ width, height });
    await tab.page.waitForTimeout(250);
    await screenshot(tab, `first-match-${phase}-${width}x${height}`);
  }
  await tab.page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
}

/** At both sizes, End turn and the log are in plain view (then back to the first size). */
async function plainViewBoth(tab: Tab, what: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await tab.page.setViewportSize({ width, height });
    await tab.page.waitForTimeout(250);
    await inPlainView(tab.page, width, height).catch((e: Error) => {
      throw new Error(`${what}: ${e.message}`);
    });
  }
  await tab.page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
}

/** Whether a control is there, shown and usable now. */
async function ready(l: Locator): Promise<boolean> {
  return (await l.count()) > 0 && (await l.first().isVisible()) && (await l.first().isEnabled());
}

/** The log's lines as read, without their numbers. */
const logLines = (page: Page): Promise<string[]> =>
  page.getByRole('log', { name: 'Game log' }).getByRole('listitem').evaluateAll((items) => items.map((i) => (i.textContent ?? '').replace(/^\s*\d+\.\s*/, '').trim()));

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

/** Another tab of the same person (same browser profile, so the same stored seat key), watched for errors like the first. */
async function sameBrowserTab(browsers: Browsers, of: Tab, name: string, url: string): Promise<Tab> {
  const page = await of.page.context().newPage();
  const tab: Tab = { name, page, errors: [], warnings: [], frames: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' && !expectedMissing(tab, m.text())) tab.errors.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => tab.errors.push(`page error: ${e.stack ?? e.message}`));
  browsers.tabs.push(tab);
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  await page.goto(url);
  return tab;
}

/**
 * A newcomer's first match, chosen and played only by what a person sees — visible text, roles and
 * labels: from the lobby a short practice duel against the bot (4 turns, then the rulebook's
 * time-limit tiebreak: the quickest honest end a practice game offers), a precon, Ready, the setup
 * prompts, building, and in each of the player's turns every creature told to act — its melee when
 * the bar offers one, else Pass — then End turn, until the result. Screenshots of each phase at
 * 1280x720 and 1920x1080; any console error fails it.
 */
export const firstMatch: Scenario = {
  name: 'first-match',
  async run({ browsers, note }) {
    let tab = await browsers.open('newcomer');
    let page = tab.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByLabel('Name').fill('Nell');
    await page.getByLabel('Length').selectOption({ label: 'Short: 4 turns, then the tiebreak' });
    await shootBoth(tab, 'lobby');
    await page.getByRole('row', { name: /^Duel/ }).getByRole('button', { name: 'Practice vs bots' }).click();

    await page.getByText('Practice against bots: only you play here.').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: PRECONS[0]!.name, exact: true }).click();
    await page.getByText(`Deck accepted: ${PRECONS[0]!.name}.`).waitFor({ timeout: 15_000 });
    await shootBoth(tab, 'pregame');
    await button(page, 'Ready').click();
    note('Nell chose a deck and is ready; the bot sits already');

    /**
     * Mid-game: Leave asks first and says the practice waits; the lobby offers to resume it and does;
     * then the same person opens the match in a second tab, which takes the seat over while the first
     * says so — play goes on in the second tab.
     */
    const pauseResumeAndMoveTab = async () => {
      await button(page, 'Leave').click();
      await page.getByText(/The practice game waits for you 10 minutes/).waitFor({ timeout: 5_000 });
      await shootBoth(tab, 'leave-asks');
      await page.getByRole('alert').getByRole('button', { name: 'Leave', exact: true }).click();
      await page.getByText(/Your practice game \(Duel \(1 v 1\)\) is waiting for you/).waitFor({ timeout: 10_000 });
      await shootBoth(tab, 'lobby-resume');
      await button(page, 'Resume practice').click();
      await button(page, 'End turn').waitFor({ timeout: 20_000 });
      note('left the practice game mid-turn (after being asked), and resumed it from the lobby');
      const url = page.url();
      const first = tab;
      tab = await sameBrowserTab(browsers, first, 'newcomer-tab-2', url);
      page = tab.page;
      await first.page.getByText(/You opened this match in another tab or window/).first().waitFor({ timeout: 15_000 });
      await button(page, 'End turn').waitFor({ timeout: 20_000 });
      if (await ready(button(first.page, 'End turn'))) throw new Error('the first tab still offers to act after its seat was taken over');
      await screenshot(first, 'first-match-taken-over-1280x720');
      note('a second tab took the seat over; the first says so and only watches');
    };

    const shot = new Set<string>();
    const once = async (phase: string) => {
      if (shot.has(phase)) return;
      shot.add(phase);
      await shootBoth(tab, phase);
    };
    const result = () => page.getByRole('heading', { name: /wins!|Nobody wins/ });
    const tried = new Set<string>();
    let lastTurn = '';
    const counts = { answers: 0, builds: 0, built: 0, melees: 0, passes: 0, turns: 0, named: 0 };
    let paused = false;
    await until(async () => {
      if (await result().isVisible().catch(() => false)) return true;
      const turnText = (await page.getByText(/^Turn \d+$/).first().textContent().catch(() => null)) ?? '';
      if (turnText !== lastTurn) {
        lastTurn = turnText;
        tried.clear();
      }
      // A prompt for this player: a dice split gets half the dice in attack, anything else the offered default.
      if (await ready(button(page, 'Use default'))) {
        await once('setup');
        const dice = page.getByLabel('Attack dice');
        if (await ready(dice)) {
          const total = Number(/of (\d+)/.exec((await page.getByText(/^Defence:/).textContent()) ?? '')?.[1] ?? 2);
          await dice.fill(String(Math.ceil(total / 2)));
          await button(page, 'Answer').click();
          await once('dice-split');
        } else await button(page, 'Use default').click();
        counts.answers++;
      } else if (await ready(button(page, 'Take 2 Prosperity'))) {
        await once('construction');
        if (!shot.has('build-chooser') && (await ready(button(page, 'Build…')))) {
          // The pool is one button; opened, it lists each building with its cost and what it allows.
          const single = await page.getByTestId('actions-panel').getByRole('button', { name: /^Build \S/ }).count();
          if (single > 0) throw new Error(`${single} "Build …" buttons show before the chooser is opened`);
          await button(page, 'Build…').click();
          const chooser = page.getByRole('group', { name: 'Build which building?' });
          await chooser.waitFor({ timeout: 5_000 });
          await once('build-chooser');
          const buildable = chooser.getByRole('button', { name: /^Build /, disabled: false });
          if ((await buildable.count()) === 0) throw new Error('"Build…" opened no building that can be built');
          note(`built: ${await buildable.first().textContent()}`);
          await buildable.first().click();
          counts.built++;
        } else {
          await button(page, 'Take 2 Prosperity').click();
          counts.builds++;
        }
      } else if (await ready(button(page, 'End turn'))) {
        if (!shot.has('activation')) await plainViewBoth(tab, 'the activation phase');
        await once('activation');
        if (!paused) {
          paused = true;
          await pauseResumeAndMoveTab();
          return false;
        }
        const chooser = page.getByLabel(/choose one of your creatures/);
        const creatures = (await chooser.isVisible().catch(() => false)) ? (await chooser.locator('option').allTextContents()).filter((c) => c !== '—') : [];
        const next = creatures.find((c) => !tried.has(c));
        if (next) {
          tried.add(next);
          await chooser.selectOption({ label: next });
          await button(page, 'Pass (do nothing)').waitFor({ timeout: 5_000 });
          if (!shot.has('creature-actions')) await plainViewBoth(tab, `${next} selected`);
          await once('creature-actions');
          const melee = button(page, /^Melee/);
          const plates = counts.named === 0 ? await plateNames(page) : [];
          if (await ready(melee)) {
            await melee.click();
            await page.getByRole('group', { name: /^Melee/ }).getByRole('button').first().click();
            counts.melees++;
          } else if (await ready(button(page, 'Pass (do nothing)'))) {
            await button(page, 'Pass (do nothing)').click();
            counts.passes++;
          }
          if (counts.named === 0) {
            // The panel, the log and the name plate call the creature alike (not its full card name in the log).
            if (!plates.includes(next)) throw new Error(`the panel names "${next}", which no name plate shows: ${plates.join(', ')}`);
            await until(async () => (await logLines(page)).some((l) => l.startsWith(`${next} `)) || null, `a log line that names ${next} as its plate does`, 10_000);
            counts.named++;
            note(`the log names "${next}" as its plate on the table does`);
          }
        } else {
          await button(page, 'End turn').click();
          counts.turns++;
        }
      }
      await page.waitForTimeout(300);
      return false;
    }, 'the practice game to end', 240_000, 50);
    note(`played: ${counts.answers} prompts answered, ${counts.builds} Prosperity taken, ${counts.built} built, ${counts.melees} melees, ${counts.passes} passes, ${counts.turns} turns ended`);
    if (counts.turns < 2 || counts.answers < 1 || counts.built < 1 || counts.named < 1) throw new Error(`too little was played through the page: ${JSON.stringify(counts)}`);

    const headline = (await result().textContent()) ?? '';
    const reason = (await page.getByText(/^Reason:/).textContent()) ?? '';
    note(`the end: ${headline} ${reason}`);
    // The log says how it ended, numbered lines intact.
    await page.getByText(/Game over:/).first().waitFor({ timeout: 5_000 });
    await shootBoth(tab, 'result');

    // A link to a match that is gone explains itself on a styled page, with the way back.
    tab.expectsMissingMatch = true;
    await page.goto(new URL('/#/match/no-such-room', page.url()).href);
    await page.getByRole('heading', { name: 'This match is not here any more' }).waitFor({ timeout: 15_000 });
    await shootBoth(tab, 'gone');
    await button(page, 'Back to the lobby').click();
    await button(page, 'Practice vs bots').first().waitFor({ timeout: 10_000 });
  },
};
