import { PRECONS } from '@signum/shared';
import { publicSummary } from '../src/http/match-list';
import { drive, joinPlayer, serverRoom, startTestServer, until, type TestServer } from './harness';

describe('GET /matches?finished=1: finished matches for replays, public fields only', () => {
  let t: TestServer;
  let base: string;
  beforeAll(async () => {
    t = await startTestServer();
    base = `http://127.0.0.1:${t.server.port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists a finished networked match with its seat names and result, and none of its seed, decks or seat-key hashes', async () => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', seed: 'match-list-seed-77', turnLimit: 2, name: 'Ann' }));
    p.room.send('deck', { precon: PRECONS[1]!.id });
    p.room.send('ready', {});
    const driver = drive(p, 'match-list');
    await until(() => !!serverRoom(p.room).game?.result, 'the game to end', 60_000);
    driver.stop();
    let finished = false;
    for (let i = 0; i < 200 && !finished; i++) {
      finished = !!(await t.store.getMatch(p.room.roomId))?.record.finishedAt;
      if (!finished) await new Promise((r) => setTimeout(r, 10));
    }
    expect(finished).toBe(true);
    const stored = (await t.store.getMatch(p.room.roomId))!;
    const res = await fetch(`${base}/matches?finished=1&limit=20`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const { matches } = JSON.parse(text) as { matches: ReturnType<typeof publicSummary>[] };
    const item = matches.find((m) => m.id === p.room.roomId)!;
    expect(item).toBeDefined();
    expect(Object.keys(item).sort()).toEqual(['createdAt', 'finishedAt', 'id', 'mode', 'result', 'seats']);
    expect(item.mode).toBe('duel');
    expect(item.seats).toEqual([{ seat: 'p1', name: 'Ann', bot: false }, { seat: 'p2', name: 'Bot', bot: true }]);
    expect(item.result!.winners.every((w) => w === 'p1' || w === 'p2')).toBe(true);
    expect(item.finishedAt).not.toBe('');
    // What the record holds and must not leave: the seed, the decks, the seat-key hash.
    const config = stored.record.config as { game: { seed: string; loadouts: Record<string, { deck: string[] }> }; seats: Record<string, { keyHash?: string }> };
    const keyHash = config.seats.p1!.keyHash!;
    expect(keyHash).toMatch(/^[0-9a-f]{16,}$/);
    for (const secret of [config.game.seed, keyHash, PRECONS[1]!.id, ...config.game.loadouts.p1!.deck, 'loadouts', 'keyHash', 'seed']) {
      expect(text).not.toContain(secret);
    }
    await p.room.leave();
  });

  it('copies only named fields even when a record carries more', () => {
    const record = {
      id: 'm1', mode: 'ffa3' as const, createdAt: '2026-01-01T00:00:00.000Z', finishedAt: '2026-01-01T01:00:00.000Z',
      result: { winners: ['p2'], reason: 'prosperity', secretNote: 'x-hidden-1' },
      config: { seed: 'x-hidden-2', options: { seed: 'x-hidden-3' }, decks: { p1: 'x-hidden-4' }, seats: { p2: { name: 'Bea', bot: false, keyHash: 'x-hidden-5' }, p1: { name: 'Al', bot: true } } },
    };
    const out = publicSummary(record);
    expect(out).toEqual({
      id: 'm1', mode: 'ffa3', createdAt: record.createdAt, finishedAt: record.finishedAt,
      result: { winners: ['p2'], reason: 'prosperity' },
      seats: [{ seat: 'p1', name: 'Al', bot: true }, { seat: 'p2', name: 'Bea', bot: false }],
    });
    expect(JSON.stringify(out)).not.toMatch(/x-hidden/);
  });

  it('refuses other queries and out-of-bounds limits with a clear error, asking the store nothing', async () => {
    expect((await fetch(`${base}/matches`)).status).toBe(400);
    const spy = jest.spyOn(t.store, 'finishedMatches');
    for (const bad of ['limit=100000', 'limit=abc', 'limit=-5', 'limit=0', 'limit=2.5', 'limit=1&limit=2', 'extra=1']) {
      const res = await fetch(`${base}/matches?finished=1&${bad}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('BAD_QUERY');
      expect(body.message).toMatch(/^Bad query: /);
    }
    expect(spy).not.toHaveBeenCalled();
    await fetch(`${base}/matches?finished=1&limit=50`);
    await fetch(`${base}/matches?finished=1`);
    expect(spy.mock.calls.map((c) => c[0])).toEqual([50, 20]);
    spy.mockRestore();
  });
});
