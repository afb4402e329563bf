import { PRECONS } from '@signum/shared';
import { restoreMatch } from '../src/store/restore';
import { applyLogged } from '../src/room/system-actions';
import type { SavingMessage } from '../src/room/store-retry';
import { FailingStore } from '../test-support/failing-store';
import { drive, joinPlayer, serverRoom, startTestServer, until, type Player, type TestServer } from './harness';

// A store write that fails (a full disk, a lost database) is retried with backoff while the players
// are told; the match never stalls, nothing is acknowledged before it is stored, nothing acknowledged is lost.
describe('a failing store', () => {
  let t: TestServer;
  let failing: FailingStore;
  beforeAll(async () => {
    t = await startTestServer({ wrap: (s) => (failing = new FailingStore(s)) });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Everything `p` is sent on the `saving` channel, and the highest action index it was told of. */
  function watch(p: Player) {
    const seen = { saving: [] as SavingMessage[], acked: -1 };
    p.room.onMessage('saving', (m: SavingMessage) => seen.saving.push(m));
    p.room.onMessage('events', (m: { index: number }) => (seen.acked = Math.max(seen.acked, m.index)));
    return seen;
  }

  it('a disk-full append, the player\'s and then the bot\'s, is retried until stored; the player is told; the game goes on', async () => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', seed: 'disk-full', name: 'Ana' }));
    const seen = watch(p);
    const sr = serverRoom(p.room);
    const bot = p.seat === 'p1' ? 'p2' : 'p1';
    // The player's first two appends after #3 and the bot's first three fail.
    failing.failNext('append', 2, ({ entry }) => entry!.seat === p.seat && entry!.index > 3);
    failing.failNext('append', 3, ({ entry }) => entry!.seat === bot);
    p.room.send('deck', { precon: PRECONS[0]!.id });
    p.room.send('ready', {});
    const driver = drive(p, 'disk-full/player');
    try {
      await until(() => sr.actionCount >= 40 || !!sr.game?.result, '40 actions or the end', 60_000);
    } finally {
      driver.stop();
    }
    expect(failing.failed.append).toBe(5);
    expect(seen.saving.filter((m) => m.state === 'retrying').length).toBeGreaterThanOrEqual(2);
    expect(seen.saving.at(-1)?.state).toBe('saved');
    expect(seen.saving.find((m) => m.state === 'retrying')?.message).toBe('Saving the game failed; retrying…');
    // Every action the player was told of is stored, and the stored log replays to the room's game.
    await until(() => seen.acked >= sr.actionCount - 1, 'the last acknowledgement');
    const stored = (await t.store.getMatch(sr.roomId))!;
    expect(stored.actions.length).toBe(sr.actionCount);
    expect(stored.actions.length).toBeGreaterThan(seen.acked);
    expect(await restoreMatch(t.store, sr.roomId, applyLogged)).toEqual(sr.game);
    await p.room.leave();
  });

  it('nothing is acknowledged while the append fails, and the action goes through once the disk has room, without being sent again', async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', private: true, seed: 'held' }));
    const b = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { code: a.code }));
    const [sa, sb] = [watch(a), watch(b)];
    [a, b].forEach((p, i) => (p.room.send('deck', { precon: PRECONS[i]!.id }), p.room.send('ready', {})));
    const sr = serverRoom(a.room);
    await until(() => sr.game !== null, 'the game to start');
    failing.failNext('append', 4); // 100 + 200 + 400 + 800 ms of retries
    const g0 = sr.game!;
    const who = g0.pending!.seat === a.seat ? a : b;
    who.room.send('action', { type: 'answer', decision: g0.pending!.id, answer: g0.pending!.defaultAnswer });
    await until(() => sa.saving.length >= 2 && sb.saving.length >= 2, 'both players told of the retries');
    expect(sa.acked).toBe(-1);
    expect(sb.acked).toBe(-1);
    expect(sr.game).toBe(g0);
    expect((await t.store.getMatch(sr.roomId))!.actions).toHaveLength(0);
    await until(() => sa.acked === 0 && sb.acked === 0, 'action #0 acknowledged after the retries', 10_000);
    expect(failing.failed.append).toBe(5 + 4);
    expect((await t.store.getMatch(sr.roomId))!.actions).toHaveLength(1);
    expect(sa.saving.at(-1)).toEqual({ state: 'saved', message: 'The game is saved again.' });
    expect([...a.errors, ...b.errors]).toEqual([]);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('a failed game start is reported to the players and retried; the game then starts and is stored', async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', private: true, seed: 'start-fails' }));
    const b = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { code: a.code }));
    const [sa, sb] = [watch(a), watch(b)];
    let started = 0;
    for (const p of [a, b]) p.room.onMessage('started', () => started++);
    failing.failNext('create', 3);
    [a, b].forEach((p, i) => (p.room.send('deck', { precon: PRECONS[i]!.id }), p.room.send('ready', {})));
    const sr = serverRoom(a.room);
    await until(() => sa.saving.length >= 1 && sb.saving.length >= 1, 'the players told the start failed');
    expect(sa.saving[0]).toMatchObject({ state: 'retrying', message: 'Saving the game failed; retrying…' });
    expect(started).toBe(0);
    expect(sr.game).toBeNull();
    await until(() => started === 2, 'the game to start after the retries', 10_000);
    expect(failing.failed.create).toBe(3);
    expect((await t.store.getMatch(sr.roomId))?.record.id).toBe(sr.roomId);
    expect(sa.saving.at(-1)?.state).toBe('saved');
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('a failed write of the result is retried: the finished match is stored as finished', async () => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', seed: 'finish-fails', turnLimit: 1 }));
    const seen = watch(p);
    const sr = serverRoom(p.room);
    failing.failNext('finish', 2);
    p.room.send('deck', { precon: PRECONS[1]!.id });
    p.room.send('ready', {});
    const driver = drive(p, 'finish-fails/player');
    try {
      await until(() => failing.failed.finish === 2, 'two failed writes of the result', 60_000);
      await until(() => seen.saving.at(-1)?.state === 'saved', 'the result saved after the retries', 10_000);
    } finally {
      driver.stop();
    }
    const stored = (await t.store.getMatch(sr.roomId))!;
    expect(stored.record.finishedAt).toBeDefined();
    expect(stored.record.result).toEqual(sr.game!.result);
    expect(stored.actions.length).toBe(sr.actionCount);
    await p.room.leave();
  });
});
