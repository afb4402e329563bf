import { screenshot } from '../harness/browser';
import { atStep, handCard, moveBy, press, stepTitle } from '../harness/coach';
import type { Scenario } from '../harness/scenario';
import { clickField } from '../harness/table';
import { until } from '../harness/wait';

const AELRIN = { x: 300, y: 575 };

/**
 * The guided first match from the lobby to its win, through visible text and roles only (the
 * field is clicked at the spots the coach marks): an off-script action is refused with what the
 * step wants, a decision's "?" explains its rule, and every step is screenshot as learn-NN.
 */
export const learnGuidedMatch: Scenario = {
  name: 'learn-guided-match',
  async run({ browsers, note }) {
    const tab = await browsers.open('newcomer');
    const page = tab.page;
    await page.getByRole('link', { name: 'Learn to play' }).click();
    await page.getByRole('heading', { name: 'Learn to play' }).waitFor();
    await screenshot(tab, 'learn-00-lessons');
    await press(tab, 'Start: Your first match');

    let n = 1;
    const step = async (title: string) => atStep(tab, title, `learn-${String(n++).padStart(2, '0')}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);

    await step('Place your hero');
    await clickField(tab, { x: 290, y: 570 });
    await step('Your opening hand');
    await press(tab, 'What is this?');
    await page.getByRole('dialog', { name: 'About this question' }).getByRole('link', { name: 'Read the rule in How to play' }).waitFor();
    await screenshot(tab, 'learn-02b-help');
    await press(tab, 'Close');
    await page.getByLabel('Keep this hand').check();
    await press(tab, 'Answer');

    await step('The Beginning phase, then build');
    await press(tab, 'Take 2 Prosperity');
    const refusal = page.getByRole('alert').filter({ hasText: 'this step asks you' });
    await refusal.waitFor({ timeout: 5_000 });
    if ((await stepTitle(tab)) !== 'The Beginning phase, then build') throw new Error('an off-script action moved the lesson on');
    await screenshot(tab, 'learn-03b-off-script');
    note('an off-script action is refused with the step\'s request');
    await press(tab, 'Build…');
    await press(tab, 'Build Arena (3)');

    await step('Pay a cost and summon a character');
    await handCard(tab, 'Caillion');
    if (await page.getByRole('button', { name: /^Play Caillion/ }).isVisible().catch(() => false)) await press(tab, /^Play Caillion/);
    // A spot on Aelrin's own base breaks the summoning rule: the refusal links to that rule.
    await clickField(tab, { x: 305, y: 580 });
    await page.getByRole('alert').getByRole('link', { name: 'The rule: Summoning characters' }).waitFor({ timeout: 5_000 });
    await screenshot(tab, 'learn-04b-refusal-rule-link');
    note('a refused action links to its rule');
    await clickField(tab, { x: 420, y: 580 });
    await step('A face-down tactic');
    await handCard(tab, 'Howl of the Wild');
    await press(tab, 'Play Howl of the Wild');
    await step('Move your hero');
    await page.getByText('What can I do now?').click();
    await page.getByRole('listitem').filter({ hasText: 'Move a creature up to its Movement' }).waitFor();
    await screenshot(tab, 'learn-06b-what-can-i-do');
    await moveBy(tab, AELRIN, 'Move', { x: 300, y: 476 });
    await step('End your turn');
    await press(tab, 'End turn');

    await step('Spring your tactic');
    await page.getByLabel('Reveal Howl of the Wild').check();
    await press(tab, 'Answer');
    await step('Prosperity instead of a building');
    await press(tab, 'Take 2 Prosperity');
    await step('A relic for your hero');
    await handCard(tab, 'Elven Blade');
    await press(tab, 'Play Elven Blade');
    await step('Run');
    await moveBy(tab, { x: 300, y: 475 }, 'Run', { x: 300, y: 326 });
    await step('End your turn');
    await press(tab, 'End turn');

    await step('Grow your City');
    await press(tab, 'Build…');
    await press(tab, 'Build Library (3)');
    await step('Shoot, with line of sight and cover');
    await clickField(tab, { x: 300, y: 325 });
    await press(tab, 'Shoot');
    await press(tab, /^Vessira\b/); // the target by the name its plate shows
    await step('Roll a die again');
    await page.getByLabel(/axe/).check();
    await press(tab, 'Answer');
    await step('End your turn');
    await press(tab, 'End turn');

    await step('Contact, and the Backstab you dealt');
    await press(tab, 'Take 2 Prosperity');
    await step('Fight in melee');
    await clickField(tab, { x: 300, y: 325 });
    await press(tab, 'Melee');
    await press(tab, /^Vessira\b/); // the target by the name its plate shows
    await step('Split your dice');
    await page.getByLabel('Attack dice').fill('3');
    await press(tab, 'Answer');
    await step('You won');
    await page.getByText(/Victory/).first().waitFor();
    await screenshot(tab, 'learn-99-victory');
    await press(tab, 'Finish');
    await page.getByRole('heading', { name: 'Learn to play' }).waitFor();
    await until(async () => (await page.getByText('Done ✓').count()) === 1, 'the guided match to show as done');
    await screenshot(tab, 'learn-100-lessons-after');
    note('the guided match was won and is marked done in this browser');
  },
};
