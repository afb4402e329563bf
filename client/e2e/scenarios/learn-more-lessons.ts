import { atStep, press } from '../harness/coach';
import type { Scenario } from '../harness/scenario';
import { clickField } from '../harness/table';
import { until } from '../harness/wait';

/** The combat and the City lessons through the table, by visible text and roles: Initiative, Armour and Durability, a second melee; uniques, a deck-out and a win by Prosperity. */
export const learnMoreLessons: Scenario = {
  name: 'learn-more-lessons',
  async run({ browsers, note }) {
    const tab = await browsers.open('learner');
    const page = tab.page;
    await page.goto(page.url().replace(/#.*$/, '#/learn'));
    await press(tab, 'Start: Combat and dice');
    await atStep(tab, 'Initiative', 'combat-01-initiative');
    await clickField(tab, { x: 300, y: 400 });
    await press(tab, 'Melee');
    await press(tab, /^Chitin Guard/);
    await atStep(tab, 'Armour and Durability', 'combat-02-armour');
    await page.getByLabel('Attack dice').fill('2');
    await press(tab, 'Answer');
    await atStep(tab, 'A second attack in one turn', 'combat-03-second-attack');
    await press(tab, 'End activation');
    await clickField(tab, { x: 350, y: 350 });
    await press(tab, 'Melee');
    await press(tab, /^Chitin Guard/);
    await atStep(tab, 'All dice to attack', 'combat-04-all-in');
    await page.getByLabel('Attack dice').fill('3');
    await press(tab, 'Answer');
    await atStep(tab, 'Lesson complete', 'combat-05-done');
    await press(tab, 'Finish');
    note('the combat lesson was completed');

    await press(tab, 'Start: The City and the economy');
    await atStep(tab, 'What you may build', 'city-01-unique');
    await press(tab, 'Build…');
    await press(tab, 'Build Fairy Garden (4)');
    await atStep(tab, 'An empty deck pays the opponent', 'city-02-deck-out');
    await press(tab, 'End turn');
    await atStep(tab, 'Win by Prosperity', 'city-03-prosperity');
    await press(tab, 'Build…');
    await press(tab, 'Build City Hall (5)');
    await atStep(tab, 'Lesson complete', 'city-04-done');
    await page.getByText(/Victory/).first().waitFor();
    await press(tab, 'Finish');
    await until(async () => (await page.getByText('Done ✓').count()) === 2, 'both lessons to show as done');
    note('the City lesson ended with a win by Prosperity');
  },
};
