import { hashSessionToken } from '../src/players/tokens';
import { startTestServer, type TestServer } from './harness';

// Guests, accounts, sessions and their refusals over real HTTP: every bad input gets a stable code and
// a sentence, and changes nothing.

jest.setTimeout(30_000);

let t: TestServer;
let base: string;
beforeAll(async () => {
  t = await startTestServer();
  base = `http://127.0.0.1:${t.server.port}`;
});
afterAll(() => t.close());

async function call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: any }> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: await res.json() };
}

const players = () => t.store.players();

it('a first visit gets a guest with a session; the session names the player and the hash, not the token, is stored', async () => {
  const g = await call('POST', '/players/guest', {});
  expect(g.status).toBe(200);
  expect(g.json.player).toEqual({ id: expect.stringMatching(/^pl_/), name: expect.stringMatching(/^Guest \d{4}$/), account: false });
  expect(typeof g.json.token).toBe('string');
  expect((await call('GET', '/players/me', undefined, g.json.token)).json).toEqual(g.json.player);
  expect(JSON.stringify(await players().getPlayer(g.json.player.id))).not.toContain(g.json.token);
  expect(await players().sessionPlayer(g.json.token)).toBeUndefined(); // the token itself is no key
  expect(await players().sessionPlayer(hashSessionToken(g.json.token))).toBe(g.json.player.id);
});

it('a guest becomes an account (same id), logs in from another browser, logs out there, and the other session still works', async () => {
  const g = (await call('POST', '/players/guest', {})).json;
  const reg = await call('POST', '/accounts/register', { name: 'Éowyn of Rohan', password: 'correct horse' }, g.token);
  expect(reg).toEqual({ status: 200, json: { id: g.player.id, name: 'Éowyn of Rohan', account: true } });
  const stored = await players().getPlayer(g.player.id);
  expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  expect(stored?.passwordHash).not.toContain('correct horse');

  const other = await call('POST', '/accounts/login', { name: 'ÉOWYN OF ROHAN', password: 'correct horse' });
  expect(other.status).toBe(200);
  expect(other.json.player).toEqual({ id: g.player.id, name: 'Éowyn of Rohan', account: true });
  expect(other.json.token).not.toBe(g.token);
  expect((await call('POST', '/accounts/logout', undefined, other.json.token)).status).toBe(200);
  expect((await call('GET', '/players/me', undefined, other.json.token)).json.code).toBe('BAD_SESSION');
  expect((await call('GET', '/players/me', undefined, g.token)).json.id).toBe(g.player.id);
});

it('refuses wrong passwords, unknown names, taken names, bad names, short passwords and malformed bodies, changing nothing', async () => {
  const a = (await call('POST', '/players/guest', {})).json;
  expect((await call('POST', '/accounts/register', { name: 'Taken Name', password: 'password1' }, a.token)).status).toBe(200);
  const b = (await call('POST', '/players/guest', {})).json;
  const before = await players().getPlayer(b.player.id);

  const cases: [string, unknown, number, string][] = [
    ['taken (other case)', { name: 'taken name', password: 'password1' }, 409, 'NAME_TAKEN'],
    ['too long', { name: 'x'.repeat(25), password: 'password1' }, 400, 'TEXT_TOO_LONG'],
    ['too short for an account', { name: 'ab', password: 'password1' }, 400, 'TEXT_TOO_SHORT'],
    ['right-to-left override', { name: 'evil\u202Eeman', password: 'password1' }, 400, 'TEXT_CONTROL'],
    ['control character', { name: 'bell\u0007', password: 'password1' }, 400, 'TEXT_CONTROL'],
    ['markup', { name: '<script>', password: 'password1' }, 400, 'TEXT_CHARACTERS'],
    ['short password', { name: 'Fine Name', password: 'short' }, 400, 'PASSWORD_SHORT'],
    ['not an object', 'not json', 400, 'MALFORMED'],
    ['extra field', { name: 'Fine Name', password: 'password1', admin: true }, 400, 'MALFORMED'],
  ];
  for (const [what, body, status, code] of cases) {
    const r = await call('POST', '/accounts/register', body, b.token);
    expect([what, r.status, r.json.code]).toEqual([what, status, code]);
    expect(typeof r.json.message).toBe('string');
  }
  expect(await players().getPlayer(b.player.id)).toEqual(before);

  const wrong = await call('POST', '/accounts/login', { name: 'Taken Name', password: 'password2' });
  const unknown = await call('POST', '/accounts/login', { name: 'Nobody Here', password: 'password1' });
  expect([wrong.status, wrong.json.code]).toEqual([401, 'BAD_LOGIN']);
  expect(unknown.json).toEqual(wrong.json); // the same answer: no telling which names exist
});

it('refuses a stolen-then-revoked, guessed or malformed token everywhere, with a sentence', async () => {
  const g = (await call('POST', '/players/guest', {})).json;
  await call('POST', '/accounts/logout', undefined, g.token);
  for (const token of [g.token, 'A'.repeat(43), undefined]) {
    const me = await call('GET', '/players/me', undefined, token);
    expect([me.status, me.json.code]).toEqual([401, 'BAD_SESSION']);
    expect((await call('POST', '/accounts/register', { name: 'Stolen Name', password: 'password1' }, token)).json.code).toBe('BAD_SESSION');
    expect((await call('PUT', '/players/me/name', { name: 'Stolen Name' }, token)).json.code).toBe('BAD_SESSION');
  }
  expect(await players().playerByNameKey('stolen name')).toBeUndefined();
});

it('stops answering logins for a name after many wrong passwords', async () => {
  const g = (await call('POST', '/players/guest', {})).json;
  await call('POST', '/accounts/register', { name: 'Guessed At', password: 'the right one' }, g.token);
  const codes: string[] = [];
  for (let i = 0; i < 11; i++) codes.push((await call('POST', '/accounts/login', { name: 'Guessed At', password: `guess ${i}` })).json.code);
  expect(codes.slice(0, 10).every((c) => c === 'BAD_LOGIN')).toBe(true);
  expect(codes[10]).toBe('TOO_MANY_ATTEMPTS');
  expect((await call('POST', '/accounts/login', { name: 'Guessed At', password: 'the right one' })).json.code).toBe('TOO_MANY_ATTEMPTS');
});

it('a guest renames, but not to an account’s name; profiles and the leaderboard answer, unknown ones are 404/400', async () => {
  const g = (await call('POST', '/players/guest', { name: 'Wanderer' })).json;
  expect(g.player.name).toBe('Wanderer');
  expect((await call('PUT', '/players/me/name', { name: 'Taken Name' }, g.token)).json.code).toBe('NAME_TAKEN');
  expect((await call('PUT', '/players/me/name', { name: 'Pilgrim' }, g.token)).json.name).toBe('Pilgrim');
  const profile = await call('GET', `/players/${g.player.id}`);
  expect(profile.json).toEqual({ player: { id: g.player.id, name: 'Pilgrim', account: false }, ratings: [], matches: [] });
  expect((await call('GET', '/players/pl_nobody')).status).toBe(404);
  expect((await call('GET', '/leaderboard?family=duel')).json).toEqual({ family: 'duel', rows: expect.any(Array) });
  expect((await call('GET', '/leaderboard?family=chess')).json.code).toBe('BAD_FAMILY');
});
