import { PRECONS } from '@signum/shared';
import { createLogger } from '../src/log';
import { drive, joinPlayer, serverRoom, startTestServer, until, type Player, type TestServer } from './harness';
import { hiddenFrom } from './wire-search';

type Line = Record<string, unknown> & { msg: string };

/**
 * The server's log lines carry their context — the HTTP request's id, the room and the seat — and
 * never a secret: no session token, seat key, reconnection token or hidden card id appears in any
 * line of a match played from guest sessions to a few dozen actions.
 */
describe('log lines with context and no secret', () => {
  const raw: string[] = [];
  const lines = () => raw.map((l) => JSON.parse(l) as Line);
  let t: TestServer;
  let base: string;
  beforeAll(async () => {
    t = await startTestServer({ logger: createLogger('info', { write: (s: string) => void raw.push(s) }) });
    base = `http://127.0.0.1:${t.server.port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  async function guest(name: string): Promise<{ token: string; requestId: string }> {
    const res = await fetch(`${base}/players/guest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
    expect(res.status).toBe(200);
    return { token: ((await res.json()) as { token: string }).token, requestId: res.headers.get('x-request-id')! };
  }

  it('an HTTP line carries its request id; room lines carry the room, the seat and the request that brought the client; nothing secret', async () => {
    const ann = await guest('Ann');
    const bob = await guest('Bob');
    expect(lines()).toContainEqual(expect.objectContaining({ msg: 'request', req: ann.requestId, route: '/players/guest', status: 200, method: 'POST' }));
    // A request id the caller gives (a proxy's) is kept when it is plain, replaced when it is not.
    const given = await fetch(`${base}/health`, { headers: { 'x-request-id': 'edge-42' } });
    expect(given.headers.get('x-request-id')).toBe('edge-42');
    const forged = await fetch(`${base}/health`, { headers: { 'x-request-id': 'a"} {"msg":"forged' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'log-context', token: ann.token }));
    const b: Player = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { token: bob.token }));
    const spectator = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { spectate: true }));
    [a, b].forEach((p, i) => {
      p.room.send('deck', { precon: PRECONS[i]!.id });
      p.room.send('ready', {});
    });
    const sr = serverRoom(a.room);
    await until(() => sr.game !== null, 'the game to start');
    const drivers = [a, b].map((p, k) => drive(p, `log-context/${k}`, 30));
    await until(() => sr.actionCount >= 30 || sr.game!.result !== null, 'thirty actions', 30_000);
    drivers.forEach((d) => d.stop());
    await spectator.room.leave();
    await until(() => lines().some((l) => l.msg === 'left' && l.room === a.room.roomId && l.seat === undefined), 'the spectator to be logged leaving');

    const roomId = a.room.roomId;
    const joined = lines().filter((l) => l.msg === 'joined' && l.room === roomId);
    expect(joined.map((l) => [l.seat, l.watching])).toEqual([[a.seat, false], [b.seat, false], [undefined, true]]);
    // Each join line names the matchmaking request that brought the client, which has its own line.
    for (const j of joined) {
      expect(j.req).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
      expect(lines()).toContainEqual(expect.objectContaining({ msg: 'request', req: j.req, status: 200 }));
    }
    expect(lines()).toContainEqual(expect.objectContaining({ msg: 'request', req: joined[0]!.req, route: '/matchmake/create/match' }));
    expect(lines()).toContainEqual(expect.objectContaining({ msg: 'game started', room: roomId }));

    // No secret, anywhere in the log: tokens, seat keys, reconnection tokens, hidden card ids.
    const text = raw.join('');
    const secrets = [ann.token, bob.token, a.seatKey!, b.seatKey!, a.room.reconnectionToken, b.room.reconnectionToken, spectator.room.reconnectionToken];
    expect(secrets.every((s) => typeof s === 'string' && s.length >= 8)).toBe(true);
    for (const s of secrets) expect(text.includes(s)).toBe(false);
    const hidden = hiddenFrom(sr.game!, 'spectator');
    expect(hidden.length).toBeGreaterThan(10);
    expect(hidden.filter((id) => text.includes(`"${id}"`))).toEqual([]);
  }, 60_000);
});
