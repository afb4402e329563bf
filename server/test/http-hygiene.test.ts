import http from 'node:http';
import { PRECONS } from '@signum/shared';
import { joinPlayer, serverRoom, startTestServer, until, type TestServer } from './harness';

/** A raw HTTP request (fetch cannot send a body of a chosen declared length or stream a huge one). */
function raw(port: number, method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** No stack trace and no internal error text (file paths, JS error names) in anything a client is sent. */
function expectClean(text: string): void {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+|TypeError|URIError|ReferenceError|Cannot read prop/);
}

describe('what the server says over HTTP', () => {
  let t: TestServer;
  let port: number;
  beforeAll(async () => {
    t = await startTestServer({ httpLimits: { codeLookupsPerMinute: 20, matchmakePerMinute: 1e6 }, maxBodyBytes: 4096 });
    port = t.server.port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('code guessing is cut off per address, with a clear error', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await raw(port, 'GET', `/codes/GUESS${String(i).padStart(3, '2').replace(/[01]/g, '2')}`)).status);
    expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(answers.slice(20).every((s) => s === 429)).toBe(true);
    const refused = await raw(port, 'GET', '/codes/ABCDEFGH');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many code look-ups; try again in \d+ s\.$/) });
  });

  it('a huge or malformed matchmaking body is refused with a clear error and no internal text', async () => {
    const huge = await raw(port, 'POST', '/matchmake/create/match', Buffer.alloc(200 * 1024 * 1024, 0x20).subarray(0, 5_000_000));
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text)).toEqual({ code: 'TOO_LARGE', error: 'A matchmaking request may be at most 4096 bytes.' });
    // Declared larger than allowed: refused before a byte is read.
    const small = await raw(port, 'POST', '/matchmake/create/match', JSON.stringify({ mode: 'duel' }));
    expect(small.status).toBe(200); // control: an ordinary request is served
    for (const body of ['null', '[]', '"duel"', '{not json', '42']) {
      const r = await raw(port, 'POST', '/matchmake/joinOrCreate/match', body);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.text).code).toBe('BAD_REQUEST');
      expectClean(r.text);
    }
    const unknownRoom = await raw(port, 'POST', '/matchmake/joinById/doesnotexist', '{}');
    expect(unknownRoom.status).toBe(404);
    expect(JSON.parse(unknownRoom.text)).toEqual({ code: 'UNKNOWN_ROOM', error: 'That match is over or does not exist.' });
    const badMethod = await raw(port, 'POST', '/matchmake/explode/match', '{}');
    expect(badMethod.status).toBe(404);
    for (const r of [huge, unknownRoom, badMethod]) expectClean(r.text);
  });

  it('bad names and bad join options get clear errors, and nothing is silently dropped', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: 'duel', name: 'evil\u202Etxt.exe' }, 'Bad join options: name: The name holds a character that cannot be shown (a control or text-direction character).'],
      [{ mode: 'duel', name: 'nul\u0000' }, 'Bad join options: name: The name holds a character that cannot be shown (a control or text-direction character).'],
      [{ mode: 'duel', name: 'x'.repeat(25) }, 'Bad join options: name: The name is too long (at most 24 characters).'],
      [{ mode: 'duel', spectate: 'yes' }, 'Bad join options: spectate: Invalid input: expected boolean, received string.'],
      [{ mode: 'duel', colour: 'red' }, 'Bad match options: Unrecognized key: "colour".'],
    ];
    for (const [options, message] of cases) await expect(t.client().joinOrCreate('match', options)).rejects.toThrow(message);
    const host = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', name: 'host' }));
    await expect(t.client().joinById(host.room.roomId, { colour: 'red' })).rejects.toThrow('Bad join options: Unrecognized key: "colour".');
    // A would-be spectator with a bad name is refused, not seated.
    await expect(t.client().joinById(host.room.roomId, { spectate: true, name: '\u202Ebad' })).rejects.toThrow(/Bad join options: name/);
    expect(serverRoom(host.room).state.seats.get('p2')!.taken).toBe(false);
    // A fine name is kept as written (normalised).
    const ok = await joinPlayer(t.client(), (c) => c.joinById(host.room.roomId, { name: '  Zoë  the   Bold ' }));
    expect(serverRoom(host.room).state.seats.get(ok.seat!)!.name).toBe('Zoë the Bold');
    await Promise.all([host.room.leave(), ok.room.leave()]);
  });

  it('no response carries a stack trace or internal text', async () => {
    for (const path of ['/codes/%', '/codes/%E0%A4%A', '/matches/%/log', '/matches/%ZZ/replay', '/matches?finished=1&limit=-5', '/nothing-here']) {
      const r = await raw(port, 'GET', path);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expectClean(r.text);
      expect(() => JSON.parse(r.text)).not.toThrow();
    }
    // The store failing mid-request: a 500 with a sentence, the error only in the server's log.
    const spy = jest.spyOn(t.store, 'finishedMatches').mockRejectedValue(new TypeError('Cannot read properties of undefined (reading "rows") at /srv/src/store.ts:12'));
    const r = await raw(port, 'GET', '/matches?finished=1');
    spy.mockRestore();
    expect(r.status).toBe(500);
    expect(JSON.parse(r.text)).toEqual({ code: 'SERVER_ERROR', message: 'The server could not do that just now; try again.' });
  });

  it("the log route carries no seed or key hash to anyone but the match's players, and no key hash to them", async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'secret-seed-marker', bots: 1, botLevel: 'easy' }));
    const sr = serverRoom(a.room);
    a.room.send('deck', { precon: PRECONS[0]!.id });
    a.room.send('ready', {});
    await until(() => sr.game !== null, 'the game to start');
    // Leaving on purpose forfeits a public match: the bot wins and the record is finished.
    await a.room.leave(true);
    await until(() => sr.game!.result !== null, 'the forfeit', 5000);
    await until(() => sr.state.status === 'ended', 'the record to be finished');
    const url = `/matches/${sr.roomId}/log`;
    for (const headers of [{}, { 'x-seat-key': 'x'.repeat(24) }] as Record<string, string>[]) {
      const r = await raw(port, 'GET', url, undefined, headers);
      expect(r.status).toBe(403);
      expect(r.text).not.toMatch(/secret-seed-marker|keyHash/);
    }
    const mine = await raw(port, 'GET', url, undefined, { 'x-seat-key': a.seatKey! });
    expect(mine.status).toBe(200);
    expect(mine.text).not.toMatch(/keyHash/);
    expect(mine.text).toMatch(/secret-seed-marker/); // the player's own finished game, seed included
    const replay = await raw(port, 'GET', `/matches/${sr.roomId}/replay`);
    expect(replay.status).toBe(200);
    expect(replay.text).not.toMatch(/secret-seed-marker|keyHash/);
  });
});

describe('matchmaking per address', () => {
  it('is rate-limited with a clear error and a Retry-After', async () => {
    const t = await startTestServer({ httpLimits: { matchmakePerMinute: 5 } });
    try {
      const statuses: number[] = [];
      let last = { status: 0, text: '' };
      for (let i = 0; i < 8; i++) {
        last = await raw(t.server.port, 'POST', '/matchmake/joinById/nope', '{}');
        statuses.push(last.status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
      expect(JSON.parse(last.text)).toEqual({ code: 'RATE_LIMITED', error: expect.stringMatching(/^Too many matchmaking requests; try again in \d+ s\.$/) });
      await expect(t.client().joinOrCreate('match', { mode: 'duel' })).rejects.toThrow(/Too many matchmaking requests/);
    } finally {
      await t.close();
    }
  });
});
