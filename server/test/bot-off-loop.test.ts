import { PRECONS } from '@signum/shared';
import { drive, joinPlayer, nextMessage, serverRoom, startTestServer, until, type TestServer } from './harness';

// A hard bot searches for up to a second per decision: it must think in a worker thread, so every
// other match on the server keeps answering its players meanwhile (issue: bots worth playing).
describe('bots think off the event loop', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a practice match with a hard bot plays to its end while another match answers round trips', async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'hard', turnLimit: 2, seed: 'off-loop-a', name: 'Ana' }));
    a.room.send('deck', { precon: PRECONS[0]!.id });
    a.room.send('ready', {});
    const b = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', seed: 'off-loop-b', name: 'Ben' }));
    const srA = serverRoom(a.room);
    await until(() => srA.game !== null, 'match A to start');
    const driver = drive(a, 'off-loop/human');
    // Match B: one request after another, each answered by its room (an error for an action that
    // names nobody). A round trip that is sent and answered while match A's bot is thinking proves
    // the thinking does not hold the event loop: a search on the loop would never be seen under way.
    let roundTrips = 0;
    let whileThinking = 0;
    while (srA.game!.result === null) {
      const thinkingBefore = srA.botsThinking > 0;
      const reply = nextMessage<{ code: string }>(b.room, 'error', 10_000);
      b.room.send('action', { type: 'melee', creature: 'nobody', target: 'nobody' });
      expect((await reply).code).toBeTruthy();
      roundTrips++;
      if (thinkingBefore && srA.botsThinking > 0) whileThinking++;
    }
    driver.stop();
    expect(srA.game!.result).not.toBeNull();
    expect(a.errors).toEqual([]);
    expect(roundTrips).toBeGreaterThan(0);
    expect(whileThinking).toBeGreaterThanOrEqual(3);
    await a.room.leave();
    await b.room.leave();
  }, 300_000);
});
