import { PRECONS } from '@signum/shared';
import { HISTORY_BATCHES } from '../src/room/event-history';
import { drive, joinPlayer, nextMessage, quietTable, serverRoom, startTestServer, until, type TestServer } from './harness';

interface History {
  batches: { index: number; events: { e: string }[] }[];
}

// Whoever joins mid-game (a spectator, a reloaded page) gets the log they missed, as the public record.
describe('event history for newcomers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a spectator joining mid-game is sent the latest actions’ events in order, up to the last action', async () => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', seed: 'history', name: 'Ana' }));
    p.room.send('deck', { precon: PRECONS[0]!.id });
    p.room.send('ready', {});
    const sr = serverRoom(p.room);
    await until(() => sr.game !== null, 'the game to start');
    const driver = drive(p, 'history/ana', 40);
    await until(() => sr.actionCount >= 40, '40 actions');
    driver.stop();
    await quietTable(sr);

    const client = t.client();
    const room = await client.joinById(p.room.roomId, { spectate: true });
    const history = await nextMessage<History>(room, 'history');
    const indices = history.batches.map((b) => b.index);
    expect(indices.length).toBeGreaterThan(10);
    expect(indices.length).toBeLessThanOrEqual(HISTORY_BATCHES);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
    expect(indices.at(-1)).toBe(sr.actionCount - 1);
    const kinds = history.batches.flatMap((b) => b.events.map((e) => e.e));
    expect(kinds).toContain('turnStarted');
    expect(kinds).toContain('drew');
    // A spectator's history never names a drawn card (checked byte by byte for every game in hidden-info.test.ts).
    expect(history.batches.flatMap((b) => b.events).filter((e) => e.e === 'drew').every((e) => !('card' in e))).toBe(true);
    await room.leave();
    await p.room.leave();
  }, 60_000);
});
