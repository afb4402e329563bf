import { PRECONS, whoActs, type GameState } from '@signum/shared';
import type { LoggedAction } from '../src/store/match-store';
import { joinPlayer, serverRoom, startTestServer, until, type Player, type TestServer } from './harness';

// Every accepted action is in the store before anyone is told of it; while the store cannot take
// it, nothing changes and it is retried (store-retry.ts).
describe('logged before acknowledged', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('no event reaches any client until the append has finished; while the append fails nothing changes, and the action goes in once the store is back', async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', private: true, seed: 'ack-order' }));
    const b = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { code: a.code }));
    const events: { who: string; index: number }[] = [];
    for (const p of [a, b]) p.room.onMessage('events', (m: { index: number }) => events.push({ who: p.seat!, index: m.index }));
    [a, b].forEach((p, i) => {
      p.room.send('deck', { precon: PRECONS[i % PRECONS.length]!.id });
      p.room.send('ready', {});
    });
    const sr = serverRoom(a.room);
    await until(() => sr.game !== null, 'the game to start');
    const waitingFor = (g: GameState): Player => (whoActs(g) === a.seat ? a : b);
    const answer = (g: GameState) => ({ type: 'answer', decision: g.pending!.id, answer: g.pending!.defaultAnswer });

    // 1. Hold the append: nothing is acknowledged, nothing changes, until the store has it.
    const append = t.store.appendAction.bind(t.store);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const stored: number[] = [];
    t.store.appendAction = async (id: string, entry: LoggedAction) => {
      await gate;
      await append(id, entry);
      stored.push(entry.index);
    };
    const g0 = sr.game!;
    waitingFor(g0).room.send('action', answer(g0));
    await new Promise((r) => setTimeout(r, 300));
    expect(events).toEqual([]);
    expect(sr.actionCount).toBe(0);
    expect(sr.game).toBe(g0);
    release();
    await until(() => events.length === 2, 'both players to hear of action #0');
    expect(stored).toEqual([0]);
    expect(events.map((e) => e.index)).toEqual([0, 0]);

    // 2. A store that fails: nobody hears an event and the game is as it was while it is retried
    //    (store-failure.test.ts follows the retries); once the store is back the action goes in.
    let failures = 0;
    t.store.appendAction = async () => {
      failures++;
      throw new Error('disk full');
    };
    const g1 = sr.game!;
    const sender = waitingFor(g1);
    sender.room.send('action', answer(g1));
    await until(() => failures >= 2, 'two failed attempts');
    expect(events).toHaveLength(2);
    expect(sr.actionCount).toBe(1);
    expect(sr.game).toBe(g1);
    expect((await t.store.getMatch(sr.roomId))!.actions).toHaveLength(1);

    // 3. The store is back: the same action goes through, sent once.
    t.store.appendAction = append;
    await until(() => sr.actionCount === 2 && events.length === 4, 'action #1');
    expect(sender.errors).toEqual([]);
    expect((await t.store.getMatch(sr.roomId))!.actions).toHaveLength(2);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });
});
