import { RAGE_TRACK } from '@signum/shared';
import type { Page } from 'playwright-core';
import { screenshot } from '../harness/browser';
import { atStep, moveBy, press } from '../harness/coach';
import type { Scenario } from '../harness/scenario';
import { clickField } from '../harness/table';
import { until } from '../harness/wait';

/**
 * A lesson (movement and terrain) from the lobby through visible text and roles, a path drawn
 * round the Rocks with two waypoints; then the How to play page from the lobby: its diagrams drawn
 * by the table's battlefield, the die's faces, and a glossary entry opened from a card's keyword chip;
 * then the Quest mode sections, found from "How quests work" beside "Quest (solo)" in the lobby and on the
 * learn page, read section by section (Honour and Rage with the Rage track, the Quests Phase, the solo
 * Overlord, the score).
 */
export const learnLessonAndRules: Scenario = {
  name: 'learn-lesson-and-rules',
  async run({ browsers, note }) {
    const tab = await browsers.open('student');
    const page = tab.page;
    await page.getByRole('link', { name: 'Learn to play' }).click();
    await press(tab, 'Start: Movement and terrain');

    await atStep(tab, 'Difficult terrain', 'lesson-01-difficult');
    await moveBy(tab, { x: 300, y: 560 }, 'Move', { x: 300, y: 481 });
    await atStep(tab, 'Impassable terrain', 'lesson-02-impassable');
    await press(tab, 'End activation');
    await clickField(tab, { x: 205, y: 535 });
    await press(tab, 'Move');
    await clickField(tab, { x: 110, y: 544 });
    await clickField(tab, { x: 72, y: 508 });
    await page.keyboard.press('Enter');
    await atStep(tab, 'Flight', 'lesson-03-flight');
    await press(tab, 'End activation');
    await moveBy(tab, { x: 100, y: 584 }, 'Move', { x: 110, y: 440 });
    await atStep(tab, 'Run', 'lesson-04-run');
    await press(tab, 'End activation');
    await moveBy(tab, { x: 480, y: 560 }, 'Run', { x: 480, y: 320 });
    await atStep(tab, 'Lesson complete', 'lesson-05-done');
    await press(tab, 'Finish');
    await until(async () => (await page.getByText('Done ✓').count()) === 1, 'the lesson to show as done');
    note('the movement lesson was completed through the table');

    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await page.getByRole('link', { name: 'How to play' }).click();
    await page.getByRole('heading', { name: 'How to play', level: 1 }).waitFor();
    for (const id of ['contact', 'range', 'line-of-sight']) {
      await until(async () => (await page.locator(`[data-testid="diagram-${id}"]`).getAttribute('data-drawn')) === 'true', `the ${id} diagram to be drawn`);
    }
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Contact' }).click();
    await screenshot(tab, 'rules-00-contact');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'The die' }).click();
    await page.getByRole('cell', { name: 'Melee defence' }).waitFor();
    await screenshot(tab, 'rules-01-die');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Shooting and other ranged attacks' }).click();
    await screenshot(tab, 'rules-02-line-of-sight');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Glossary' }).click();
    await page.getByRole('term').filter({ hasText: /^Initiative$/ }).waitFor();
    await screenshot(tab, 'rules-03-glossary');
    note('How to play shows its diagrams, the die table and the glossary');

    await page.getByRole('link', { name: 'Back to the lobby' }).first().click();
    await page.getByRole('link', { name: 'Deck builder' }).click();
    await page.locator('[data-keyword]').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Read the rule in How to play' }).waitFor();
    await screenshot(tab, 'rules-04-keyword-chip');
    note('a keyword chip opens its glossary entry');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await page.getByRole('row', { name: /^Quest: your Hero against the Overlord/ }).getByRole('link', { name: 'How quests work' }).click();
    await headingInView(page, 'Quest mode');
    await page.getByText('you earn Honour by completing quests', { exact: false }).waitFor();
    await screenshot(tab, 'rules-05-quest-mode');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Honour and Rage' }).click();
    await headingInView(page, 'Honour and Rage');
    const first = RAGE_TRACK.pve[0]!;
    await page.getByRole('cell', { name: `from ${first.honour} Honour: ${first.rage} Rage a turn` }).first().waitFor();
    await screenshot(tab, 'rules-06-honour-and-rage');
    await contents.getByRole('link', { name: 'Quests and the Quests Phase' }).click();
    await headingInView(page, 'Quests and the Quests Phase');
    await page.getByText('Completion and failure are checked only then.', { exact: false }).waitFor();
    await screenshot(tab, 'rules-07-quests-phase');
    await contents.getByRole('link', { name: 'The solo Overlord: its creatures and the Dice deck' }).click();
    await headingInView(page, 'The solo Overlord: its creatures and the Dice deck');
    await contents.getByRole('link', { name: 'How a quest game ends and scores' }).click();
    await headingInView(page, 'How a quest game ends and scores');
    await page.getByRole('cell', { name: 'Each failed quest' }).waitFor();
    await screenshot(tab, 'rules-08-quest-score');
    note('How quests work, from the lobby\'s solo quest entry: Honour, Rage, the Quests Phase, the solo Overlord and the score');

    await page.getByRole('link', { name: 'Learn to play (guided)' }).click();
    await page.getByRole('heading', { name: 'Learn to play', level: 1 }).waitFor();
    await page.getByTestId('learn-quest').getByRole('link', { name: 'How quests work' }).click();
    await headingInView(page, 'Quest mode');
    note('the learn page links to the same Quest mode section');

    // The quest lesson: two quests walked and searched, then the Quests Phase pays them.
    await page.getByRole('link', { name: 'Learn to play (guided)' }).click();
    await press(tab, 'Start: Your first quest');
    await atStep(tab, 'Quest mode', 'quest-lesson-00-quests');
    const panel = page.getByRole('region', { name: 'Quest' });
    await panel.getByRole('heading', { name: 'Scout the Thickets' }).waitFor();
    await panel.getByRole('heading', { name: 'Old Coins' }).waitFor();
    await press(tab, 'Next');
    await atStep(tab, 'Walk into the Thickets', 'quest-lesson-01-reach');
    await moveBy(tab, { x: 300, y: 520 }, 'Move', { x: 300, y: 445 });
    await atStep(tab, 'Search the Ruins', 'quest-lesson-02-search');
    await press(tab, 'End activation');
    await clickField(tab, { x: 470, y: 462 });
    await press(tab, 'Search the Ruins');
    await atStep(tab, 'The Overlord\'s turn and the Quests Phase', 'quest-lesson-03-end-turn');
    await press(tab, 'End turn');
    await atStep(tab, 'Two quests done', 'quest-lesson-04-done');
    await panel.getByText('Completed: Scout the Thickets, Old Coins').waitFor();
    await panel.getByText('Honour 2', { exact: true }).waitFor();
    await screenshot(tab, 'quest-lesson-05-panel');
    await press(tab, 'Finish');
    await until(async () => (await page.getByRole('listitem').filter({ hasText: 'Your first quest' }).getByText('Done ✓').count()) === 1, 'the quest lesson to show as done');
    note('the quest lesson: the Quests Phase paid both quests (Honour 2)');
  },
};

/** A How-to-play section's heading, shown and scrolled into the window (a link landed on it). */
async function headingInView(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('heading', { name, level: 2, exact: true });
  await heading.waitFor();
  await until(async () => {
    const box = await heading.boundingBox();
    const size = page.viewportSize();
    return !!box && !!size && box.y >= 0 && box.y + box.height <= size.height;
  }, `the "${name}" section to be in view`);
}
