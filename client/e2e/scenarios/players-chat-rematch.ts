import { PRECONS } from '@signum/shared';
import { screenshot, type Tab } from '../harness/browser';
import { pickPreconAndReady, waitForTable } from '../harness/lobby';
import type { Scenario } from '../harness/scenario';
import { waitForSnapshot } from '../harness/table';
import { until } from '../harness/wait';

/** Make this browser's guest an account from the lobby's account link. */
async function signUp(tab: Tab, name: string, password: string): Promise<void> {
  await tab.page.getByRole('link', { name: /log in or sign up/ }).click();
  const form = tab.page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await tab.page.getByText(`Logged in as ${name}.`).waitFor({ timeout: 15_000 });
}

/** Write a chat line on a channel (by its label) and send it. */
async function say(tab: Tab, text: string, channel?: string): Promise<void> {
  const chat = tab.page.getByRole('region', { name: 'Chat' });
  if (channel) await chat.getByLabel('Channel').selectOption({ label: channel });
  await chat.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
}

/** At the table the chat is a fold (closed on a short window): open it, as a reader would. */
async function openChat(tab: Tab): Promise<void> {
  const fold = tab.page.locator('details.chat-fold');
  if ((await fold.count()) > 0 && !(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
}

/** Whether the tab's chat shows a line with `text`. */
async function chatShows(tab: Tab, text: string): Promise<boolean> {
  await openChat(tab);
  return (await tab.page.getByRole('log', { name: 'Chat messages' }).getByText(text, { exact: false }).count()) > 0;
}

function onWire(tab: Tab, text: string): boolean {
  return tab.frames.some((f) => f.includes(text));
}

async function roomIdOf(tab: Tab): Promise<string> {
  const hash = await tab.page.evaluate(() => window.location.hash);
  const m = /^#\/match\/([^/]+)/.exec(hash);
  if (!m) throw new Error(`${tab.name} is not in a match (${hash})`);
  return decodeURIComponent(m[1]!);
}

/**
 * Issue 13 end to end: two browsers make accounts; one creates a private duel and sends the invite
 * link; the other and a spectator (a third browser) come in by the link; they chat (the spectator on
 * the spectators' channel, which the players' pages and sockets never get while the match is on);
 * one player concedes (a Concede control: a concession is a real result), "Good game", and both
 * accept a rematch into a new pre-game room with the same seats.
 */
export const playersChatRematch: Scenario = {
  name: 'players-chat-rematch',
  async run({ browsers, note }) {
    const suffix = Date.now().toString(36).slice(-4);
    const [aliceName, bobName] = [`Alice ${suffix}`, `Bob ${suffix}`];
    const alice = await browsers.open('alice');
    const bob = await browsers.open('bob');
    await signUp(alice, aliceName, 'alice-password');
    await signUp(bob, bobName, 'bob-password');
    await screenshot(alice, 'players-account');
    note('Alice and Bob have accounts');

    await alice.page.getByRole('link', { name: 'Back to the lobby' }).click();
    await alice.page.getByRole('row', { name: /^Duel/ }).getByRole('button', { name: 'Create private' }).click();
    const invite = await until(async () => {
      const box = alice.page.getByLabel('Invite link');
      return (await box.count()) ? box.inputValue() : '';
    }, 'the invite link');
    if (!/#\/join\/[A-Z0-9]+$/.test(invite)) throw new Error(`not an invite link: ${invite}`);
    await alice.page.getByText('Unrated match: practice and private matches do not change ratings.').waitFor();
    note(`Alice created a private duel; invite link ${invite}`);

    await bob.page.goto(invite);
    await bob.page.locator('[data-testid="pregame"]').waitFor({ timeout: 15_000 });
    const carol = await browsers.open('carol', invite.slice(invite.indexOf('#')));
    await carol.page.getByText('You are watching this match').waitFor({ timeout: 15_000 });
    if ((await roomIdOf(bob)) !== (await roomIdOf(alice)) || (await roomIdOf(carol)) !== (await roomIdOf(alice))) throw new Error('the invite link led elsewhere');
    const seats = await alice.page.locator('[data-testid="pregame"]').innerText();
    if (!seats.includes(aliceName) || !seats.includes(bobName)) throw new Error(`the seats do not show the account names: ${seats}`);
    note('Bob and Carol (a spectator) came in by the invite link');

    // Chat in the pre-game room: everyone reads the public channel; the spectators' stays theirs.
    await say(alice, `Hello ${bobName}, <b>ready</b>?`);
    const channels = await carol.page.getByRole('region', { name: 'Chat' }).getByLabel('Channel').locator('option').allInnerTexts();
    if (channels.join() !== 'Everyone,Spectators') throw new Error(`a spectator may write on: ${channels.join()}`);
    const aside = `psst-${suffix} from the stands`;
    await say(carol, aside, 'Spectators');
    await say(bob, 'Hi Alice!');
    for (const tab of [alice, bob, carol]) await until(() => chatShows(tab, 'Hi Alice!'), `${tab.name}: Bob's line`);
    for (const tab of [alice, bob, carol]) await until(() => chatShows(tab, '<b>ready</b>?'), `${tab.name}: Alice's line as text`);
    if ((await alice.page.locator('.chat-text b').count()) > 0) throw new Error('a chat line was rendered as HTML');
    if (!(await chatShows(carol, aside))) throw new Error('the spectator does not see her own line');
    for (const tab of [alice, bob]) {
      if ((await chatShows(tab, aside)) || onWire(tab, aside)) throw new Error(`${tab.name} got the spectators' line during the match`);
    }
    await screenshot(carol, 'players-pregame-spectator');
    note('public lines reached all three; the spectators’ line reached neither player’s page nor socket');

    await pickPreconAndReady(alice, PRECONS[0]!.id);
    await pickPreconAndReady(bob, PRECONS[1]!.id);
    await waitForTable(alice);
    await waitForTable(bob);
    await waitForSnapshot(carol, (s) => s.view !== null, 'the spectator table');
    note('the duel started');

    // Alice concedes: Bob wins. Then "Good game" from the quick phrases.
    await alice.page.getByRole('button', { name: 'Concede' }).click();
    await alice.page.getByRole('button', { name: 'Yes, concede' }).click();
    await bob.page.getByRole('heading', { name: /wins/ }).waitFor({ timeout: 20_000 });
    await openChat(bob);
    await bob.page.getByRole('region', { name: 'Chat' }).getByRole('button', { name: 'Good game' }).click();
    await until(() => chatShows(alice, 'Good game'), 'Alice to read “Good game”');
    // Now the match is over, the players may read the spectators' lines.
    for (const tab of [alice, bob]) await until(() => chatShows(tab, aside), `${tab.name}: the spectators' line after the end`);
    await alice.page.getByText('Unrated match').first().waitFor();
    await screenshot(alice, 'players-result-alice');
    await screenshot(bob, 'players-result-bob');
    note(`Alice conceded; ${bobName} won; "Good game"; the spectators' line is now shown to the players`);

    // Rematch: both accept, both land in a new pre-game room in the same seats.
    const firstRoom = await roomIdOf(alice);
    await alice.page.getByRole('button', { name: 'Rematch' }).click();
    await bob.page.getByText('1 of 2 accepted').waitFor({ timeout: 10_000 });
    await bob.page.getByRole('button', { name: 'Rematch' }).click();
    for (const tab of [alice, bob]) await until(async () => (await roomIdOf(tab).catch(() => firstRoom)) !== firstRoom, `${tab.name} to move to the rematch`);
    const next = await roomIdOf(alice);
    if ((await roomIdOf(bob)) !== next) throw new Error('the rematch put them in different rooms');
    for (const tab of [alice, bob]) await tab.page.locator('[data-testid="pregame"]').waitFor({ timeout: 15_000 });
    const seatCards = await alice.page.locator('[data-testid="pregame"] .seats').innerText();
    if (seatCards.indexOf(aliceName) > seatCards.indexOf(bobName)) throw new Error(`the seats changed in the rematch: ${seatCards}`);
    await screenshot(bob, 'players-rematch-bob');
    note(`both accepted the rematch: room ${next}, same seats`);

    // Alice's profile lists the match with its replay; the leaderboard is a page of its own.
    await alice.page.goto(alice.page.url().replace(/#.*$/, '#/'));
    await alice.page.getByRole('link', { name: 'Profile' }).click();
    await alice.page.getByRole('heading', { name: aliceName }).waitFor();
    await alice.page.getByText(/^Duel.* — Lost$/).waitFor();
    await alice.page.getByRole('link', { name: 'Replay' }).first().waitFor();
    await screenshot(alice, 'players-profile');
    await alice.page.getByRole('link', { name: 'Leaderboard' }).click();
    await alice.page.getByRole('heading', { name: 'Leaderboard' }).waitFor();
    await screenshot(alice, 'players-leaderboard');
    note('the profile lists the conceded duel (unrated) with its replay; the leaderboard page opens');
  },
};
