import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { PRECONS, type ChatLine } from '@signum/shared';
import { freePort, spawnTs, stop, type Spawned } from '../test-support/processes';

// Sessions are stored (hashed) in the database, so kill -9 and a new server process on the same
// SQLite file keep everyone logged in; an account's seat, its chat and its name come back too.

async function startServer(dir: string, port: number): Promise<Spawned> {
  const p = spawnTs('server/src/main.ts', { PORT: String(port), DATA_DIR: dir, SIGNUM_TEST_HOOKS: '1', DATABASE_URL: '', REDIS_URL: '' });
  await p.waitFor(/Legends of Signum Online on http:\/\/localhost:\d+/, 60_000);
  return p;
}

async function post(port: number, path: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
  });
  return res.json();
}

async function me(port: number, token: string): Promise<any> {
  return (await fetch(`http://127.0.0.1:${port}/players/me`, { headers: { authorization: `Bearer ${token}` } })).json();
}

function listen(room: Room): { welcome: Promise<{ seat: string; seatKey?: string; code?: string }>; lines: ChatLine[] } {
  const lines: ChatLine[] = [];
  const welcome = new Promise<{ seat: string; seatKey?: string; code?: string }>((resolve) => room.onMessage('welcome', resolve));
  room.onMessage('chat', (l: ChatLine) => lines.push(l));
  room.onMessage('chatHistory', (m: { lines: ChatLine[] }) => lines.push(...m.lines));
  room.onMessage('*', () => {});
  return { welcome, lines };
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('accounts across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'signum-accounts-'));
  const procs: Spawned[] = [];
  afterAll(async () => {
    for (const p of procs) await stop(p, 2000);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a session, an account, its seat and the chat survive kill -9', async () => {
    const port1 = await freePort();
    const first = await startServer(dir, port1);
    procs.push(first);
    const ann = await post(port1, '/players/guest', {});
    expect((await post(port1, '/accounts/register', { name: 'Annika Long', password: 'a fine password' }, ann.token)).account).toBe(true);
    const bo = await post(port1, '/players/guest', { name: 'Bo' });

    const roomA = await new Client(`ws://127.0.0.1:${port1}`).create('match', { mode: 'duel', private: true, token: ann.token });
    const a = listen(roomA);
    const wa = await a.welcome;
    const roomB = await new Client(`ws://127.0.0.1:${port1}`).joinById(roomA.roomId, { token: bo.token, code: wa.code });
    const b = listen(roomB);
    const wb = await b.welcome;
    roomA.send('chat', { channel: 'all', text: 'before the crash' });
    await until(() => b.lines.some((l) => l.text === 'before the crash'), 'the line');
    [roomA, roomB].forEach((r, i) => {
      r.send('deck', { precon: PRECONS[i]!.id });
      r.send('ready', {});
    });
    await until(() => (roomA.state as unknown as { status: string }).status === 'playing', 'the game to start');
    const matchId = roomA.roomId;

    first.child.kill('SIGKILL');
    await first.exited;
    const port2 = await freePort();
    const second = await startServer(dir, port2);
    procs.push(second);

    // Both sessions still name their players; the account can also log in afresh.
    expect(await me(port2, ann.token)).toEqual({ id: ann.player.id, name: 'Annika Long', account: true });
    expect(await me(port2, bo.token)).toEqual({ id: bo.player.id, name: 'Bo', account: false });
    expect((await post(port2, '/accounts/login', { name: 'annika long', password: 'a fine password' })).player.id).toBe(ann.player.id);
    expect((await post(port2, '/accounts/login', { name: 'annika long', password: 'wrong password' })).code).toBe('BAD_LOGIN');

    // Back into the seat with the seat key and the session; the chat so far comes back with it.
    const back = await new Client(`ws://127.0.0.1:${port2}`).joinById(matchId, { token: ann.token, seatKey: wa.seatKey });
    const a2 = listen(back);
    expect((await a2.welcome).seat).toBe(wa.seat);
    await until(() => a2.lines.some((l) => l.text === 'before the crash'), 'the chat history');
    const seats = (back.state as unknown as { seats: Map<string, { name: string }> }).seats;
    await until(() => seats.get(wa.seat)?.name === 'Annika Long', 'the seat name');
    expect(seats.get(wb.seat)!.name).toBe('Bo');
    // A new line after the restart continues the room's numbering.
    back.send('chat', { channel: 'all', text: 'after the restart' });
    await until(() => a2.lines.some((l) => l.text === 'after the restart'), 'the new line');
    expect(a2.lines.find((l) => l.text === 'after the restart')!.index).toBe(1);
    await back.leave();
  }, 120_000);
});
