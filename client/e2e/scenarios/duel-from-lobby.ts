import { getCard, PRECONS, type Vec } from '@signum/shared';
import { screenshot, type Tab } from '../harness/browser';
import { HandWatch, leaksTo, ownHandOnWire } from '../harness/hidden-cards';
import { createPrivate, enterCode, joinByCode, pickPreconAndReady, setName, waitForTable } from '../harness/lobby';
import { playStep, type Goals } from '../harness/play';
import type { Scenario } from '../harness/scenario';
import { snapshotOf, waitForSnapshot } from '../harness/table';

/** The room id of the match a tab is in, from its address (#/match/<id>). */
async function roomIdOf(tab: Tab): Promise<string> {
  const hash = await tab.page.evaluate(() => window.location.hash);
  const m = /^#\/match\/([^/]+)/.exec(hash);
  if (!m) throw new Error(`${tab.name} is not in a match (${hash})`);
  return decodeURIComponent(m[1]!);
}

/** The heroes' positions a tab's table shows. */
async function heroPositions(tab: Tab): Promise<Map<string, Vec>> {
  const view = (await snapshotOf(tab))?.view;
  const out = new Map<string, Vec>();
  for (const c of view?.creatures ?? []) if (c.kind === 'hero') out.set(c.id, c.pos);
  return out;
}

const MINUTES = 6;

/**
 * (a) Two people start a private duel from the lobby (one creates, the other joins by code), take
 * precons, get ready, answer the setup prompts, and then — through clicks and keys only — move a
 * hero, fight a melee with its dice prompt, and play a card onto their edge.
 * (b) A third person watches (by the code: a private match is not listed): the moves reach them,
 * no hand card does.
 */
export const duelFromLobby: Scenario = {
  name: 'duel-from-lobby',
  async run({ browsers, note }) {
    const alice = await browsers.open('alice');
    const bob = await browsers.open('bob');
    await setName(alice, 'Alice');
    await setName(bob, 'Bob');
    await screenshot(alice, 'lobby');
    const code = await createPrivate(alice, 'duel');
    note(`Alice created a private duel, code ${code}`);
    await screenshot(alice, 'pregame-alice');
    await joinByCode(bob, code);
    const roomId = await roomIdOf(alice);
    if ((await roomIdOf(bob)) !== roomId) throw new Error('Bob joined another room than Alice');
    await pickPreconAndReady(alice, PRECONS[0]!.id);
    await pickPreconAndReady(bob, PRECONS[1]!.id);
    await waitForTable(alice);
    await waitForTable(bob);
    note('both are at the table');

    // A private match is not in the lobby's live list (the teams scenario watches from there): its
    // code, entered once the game is on, gives a spectator's place.
    const carol = await browsers.open('carol');
    await enterCode(carol, code);
    await waitForSnapshot(carol, (s) => s.viewer === 'spectator' && s.view !== null, 'the spectator table');
    note('Carol watches by the code');

    const goals: Goals = { moved: false, meleed: false, played: false };
    const hands = new HandWatch();
    let spectatorSawMove = false;
    let lastSeen = await heroPositions(carol);
    const deadline = Date.now() + MINUTES * 60_000;
    while (!(goals.moved && goals.meleed && goals.played && spectatorSawMove)) {
      if (Date.now() > deadline) throw new Error(`not done within ${MINUTES} minutes: ${JSON.stringify({ ...goals, spectatorSawMove })}`);
      const s = await snapshotOf(alice);
      if (s?.status === 'ended') throw new Error(`the game ended before the goals were met: ${JSON.stringify(goals)}`);
      for (const tab of [alice, bob]) {
        const did = await playStep(tab, goals);
        if (did) note(`${tab.name} (turn ${s?.view?.turn ?? '?'}): ${did}`);
      }
      await hands.sample([alice, bob]);
      const seen = await heroPositions(carol);
      for (const [id, pos] of seen) {
        const before = lastSeen.get(id);
        if (before && (before.x !== pos.x || before.y !== pos.y)) spectatorSawMove = true;
      }
      lastSeen = seen;
      await new Promise((r) => setTimeout(r, 150));
    }
    note('a hero moved, a melee was fought, a card was played; the spectator saw a hero move');
    await screenshot(alice, 'duel-alice');
    await screenshot(bob, 'duel-bob');
    await screenshot(carol, 'duel-spectator');

    // (b) No hand card the spectator could not have seen reaches its page or its socket.
    await hands.sample([alice, bob]);
    const secrets = hands.secrets();
    if (secrets.length === 0) throw new Error('no hand card was seen on the players’ pages: nothing to check');
    const ownText = await alice.page.locator('body').innerText();
    const aliceHand = await alice.page.locator('[data-testid="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
    if (!aliceHand.some((id) => ownText.includes(getCard(id).name))) throw new Error('Alice’s own page names none of her hand cards: the name search would find nothing');
    if (!(await ownHandOnWire(alice))) throw new Error('a player’s own socket shows none of its hand card ids: the frame search finds nothing');
    const leaks = await leaksTo(carol, secrets);
    if (leaks.length) throw new Error(`the spectator learnt hidden hand cards: ${leaks.join('; ')}`);
    note(`${secrets.length} hidden hand card(s) searched in the spectator's page and ${carol.frames.length} WebSocket frames: none found`);

    // Reloading the page returns the player to their seat, hand and all.
    const bobSeat = (await snapshotOf(bob))!.viewer;
    if (bobSeat === 'spectator') throw new Error('Bob is not seated');
    await bob.page.reload();
    const back = await waitForSnapshot(bob, (s) => s.viewer === bobSeat && s.view?.players[bobSeat]?.hand !== undefined, 'Bob back in his seat after a reload');
    if ((await bob.page.locator('[data-testid="hand"] [data-card-instance]').count()) !== back.view!.players[bobSeat]!.hand!.length) {
      throw new Error('after the reload, the hand shown is not Bob’s hand');
    }
    const logLines = await bob.page.locator('[data-testid="event-log"] li').count();
    if (logLines < 20) throw new Error(`after the reload the log shows ${logLines} line(s): the history was not sent`);
    note(`Bob reloaded the page and is back in seat ${bobSeat} with his hand and ${logLines} log lines`);
  },
};
