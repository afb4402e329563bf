import { randomBytes } from 'node:crypto';
import { PRECONS, type ChatLine } from '@signum/shared';
import type { Room } from 'colyseus.js';
import type { MatchRoom } from '../src/room/match-room';
import { serverRoom, startTestServer, until, type TestServer } from './harness';

// Chat over real WebSockets, checked on the RAW bytes each connection was sent: a team's lines never
// reach the other side or the spectators, the spectators' lines never reach a player before the end,
// a muted writer's lines never reach whoever muted them, and refusals change nothing.

jest.setTimeout(60_000);

interface Person {
  label: string;
  room: Room;
  token: string;
  playerId: string;
  seat: string | null;
  code?: string;
  lines: ChatLine[];
  /** How many chat histories it was sent. */
  histories: number;
  errors: { code: string; message: string }[];
  bytes: Buffer[];
}

let t: TestServer;
let base: string;
const people: Person[] = [];
let rooms: MatchRoom[] = [];

beforeAll(async () => {
  t = await startTestServer();
  base = `http://127.0.0.1:${t.server.port}`;
  // Every frame the server sends, filed under the connection it went to.
  t.onFrame = ({ ws, bytes }) => {
    for (const r of rooms) {
      const c = r.clients.find((x) => x.ref === ws);
      const p = c && people.find((x) => x.room.sessionId === c.sessionId);
      if (p) p.bytes.push(Buffer.from(bytes));
    }
  };
});
afterAll(() => t.close());

async function guest(name: string): Promise<{ token: string; player: { id: string } }> {
  const res = await fetch(`${base}/players/guest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
  return (await res.json()) as { token: string; player: { id: string } };
}

async function enter(label: string, how: (token: string) => Promise<Room>): Promise<Person> {
  const g = await guest(label);
  const room = await how(g.token);
  const p: Person = { label, room, token: g.token, playerId: g.player.id, seat: null, lines: [], histories: 0, errors: [], bytes: [] };
  const welcome = new Promise<{ seat: string | null; code?: string }>((resolve) => room.onMessage('welcome', resolve));
  room.onMessage('chat', (l: ChatLine) => p.lines.push(l));
  room.onMessage('chatHistory', (m: { lines: ChatLine[] }) => {
    p.histories++;
    m.lines.forEach((l) => !p.lines.some((x) => x.index === l.index) && p.lines.push(l));
  });
  room.onMessage('error', (e: { code: string; message: string }) => p.errors.push(e));
  room.onMessage('*', () => {});
  const w = await welcome;
  p.seat = w.seat;
  if (w.code) p.code = w.code;
  people.push(p);
  return p;
}

const marker = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;
const got = (p: Person, text: string) => p.lines.some((l) => l.text === text);
const inBytes = (p: Person, text: string) => p.bytes.some((b) => b.includes(text));

describe('chat in a Shoulder to Shoulder match', () => {
  let a1: Person, a2: Person, b1: Person, b2: Person, s1: Person, s2: Person;
  let room: MatchRoom;

  beforeAll(async () => {
    a1 = await enter('Ann A', (token) => t.client().create('match', { mode: 'teams', private: true, token, team: 'A', seed: 'chat-seed' }));
    room = serverRoom(a1.room);
    rooms = [room];
    const id = a1.room.roomId;
    const code = a1.code!; // a private match is joined by id with its code
    a2 = await enter('Ada A', (token) => t.client().joinById(id, { token, code, team: 'A' }));
    b1 = await enter('Bea B', (token) => t.client().joinById(id, { token, code, team: 'B' }));
    b2 = await enter('Bob B', (token) => t.client().joinById(id, { token, code, team: 'B' }));
    s1 = await enter('Sam watching', (token) => t.client().joinById(id, { token, code, spectate: true }));
    s2 = await enter('Sue watching', (token) => t.client().joinById(id, { token, code, spectate: true }));
    expect([a1.seat, a2.seat, b1.seat, b2.seat, s1.seat, s2.seat]).toEqual(['p1', 'p2', 'p3', 'p4', null, null]);
  });

  /**
   * Send `text` on `channel` from `from`, then a public line after it, and wait until everyone has the
   * public one (lines are delivered in order). The public line's writer takes turns (each connection
   * has its own chat rate limit), never `from` nor b1 (muted by someone in one test).
   */
  let turn = 0;
  async function sayThenFlush(from: Person, channel: string, text: string): Promise<void> {
    from.room.send('chat', { channel, text });
    const flush = marker('flush');
    const writers = [a1, a2, s1, s2].filter((p) => p !== from);
    writers[turn++ % writers.length]!.room.send('chat', { channel: 'all', text: flush });
    await until(() => people.every((p) => got(p, flush)), `everyone to get ${flush}`);
  }

  it('a latecomer is sent the lines so far it may read; with no lines to read, no history is sent', async () => {
    // All six joined before the first line: none was sent a history (an empty one cost a frame a join).
    expect(people.map((p) => p.histories)).toEqual([0, 0, 0, 0, 0, 0]);
    const hello = marker('hello-all');
    const secret = marker('team-a-before-latecomer');
    await sayThenFlush(a1, 'all', hello);
    await sayThenFlush(a2, 'team', secret);
    const late = await enter('Lou late', (token) => t.client().joinById(a1.room.roomId, { token, code: a1.code!, spectate: true }));
    await until(() => got(late, hello), 'the latecomer to read the earlier public line');
    expect(late.histories).toBe(1); // said before it joined: it came in the history
    expect(got(late, secret)).toBe(false);
    await late.room.leave();
    people.splice(people.indexOf(late), 1);
  });

  it('a team line reaches its side only: not the other side, not the spectators (raw bytes)', async () => {
    const teamA = marker('team-a-secret');
    await sayThenFlush(a2, 'team', teamA);
    expect([a1, a2].map((p) => inBytes(p, teamA))).toEqual([true, true]); // the control: it is findable
    expect([b1, b2, s1, s2].map((p) => inBytes(p, teamA))).toEqual([false, false, false, false]);
    const teamB = marker('team-b-secret');
    await sayThenFlush(b1, 'team', teamB);
    expect([b1, b2].map((p) => inBytes(p, teamB))).toEqual([true, true]);
    expect([a1, a2, s1, s2].map((p) => inBytes(p, teamB))).toEqual([false, false, false, false]);
    const line = b2.lines.find((l) => l.text === teamB)!;
    expect(line).toMatchObject({ channel: 'team', team: 'B', seat: 'p3', name: 'Bea B', playerId: b1.playerId });
  });

  it('a spectators’ line reaches the spectators only while the match is on', async () => {
    const spec = marker('spectator-aside');
    await sayThenFlush(s1, 'spectators', spec);
    expect(inBytes(s2, spec)).toBe(true);
    expect([a1, a2, b1, b2].map((p) => inBytes(p, spec))).toEqual([false, false, false, false]);
  });

  it('refuses wrong channels, malformed, over-long and control-character lines with a sentence, storing nothing', async () => {
    const stored = (await t.store.players().chatOf(room.roomId)).length;
    const before = a1.errors.length;
    s1.room.send('chat', { channel: 'team', text: 'sneaky' });
    a1.room.send('chat', { channel: 'spectators', text: 'sneaky' });
    a1.room.send('chat', { channel: 'all', text: 5 });
    a1.room.send('chat', { channel: 'shout', text: 'hi' });
    a1.room.send('chat', { channel: 'all', text: 'x'.repeat(201) });
    a1.room.send('chat', { channel: 'all', text: 'evil \u202Eeman' });
    a1.room.send('chat', { channel: 'all', text: '   ' });
    a1.room.send('chat', { channel: 'all', phrase: 'insult' });
    await until(() => a1.errors.length >= before + 7 && s1.errors.length >= 1, 'the refusals');
    expect(s1.errors.at(-1)!.code).toBe('NO_TEAM');
    expect(a1.errors.slice(before).map((e) => e.code)).toEqual(['SPECTATORS_ONLY', 'MALFORMED', 'MALFORMED', 'TEXT_TOO_LONG', 'TEXT_CONTROL', 'TEXT_EMPTY', 'MALFORMED']);
    for (const e of a1.errors) expect(e.message.length).toBeGreaterThan(10);
    expect((await t.store.players().chatOf(room.roomId)).length).toBe(stored);
    expect(people.some((p) => inBytes(p, 'sneaky'))).toBe(false);
  });

  it('markup is carried as text, and quick phrases arrive as their words', async () => {
    const html = `<img src=x onerror=alert(1)> ${marker('html')}`;
    await sayThenFlush(b2, 'all', html);
    expect(a1.lines.find((l) => l.text === html)?.text).toBe(html);
    b2.room.send('chat', { channel: 'all', phrase: 'gg' });
    await until(() => a1.lines.some((l) => l.phrase === 'gg'), 'the quick phrase');
    expect(a1.lines.find((l) => l.phrase === 'gg')!.text).toBe('Good game');
  });

  it('a muted player’s lines never reach whoever muted them; unmuting lets them through again', async () => {
    const mutedNews = new Promise<{ playerIds: string[] }>((resolve) => a2.room.onMessage('muted', resolve));
    a2.room.send('mute', { playerId: b1.playerId });
    expect((await mutedNews).playerIds).toEqual([b1.playerId]);
    const muted = marker('muted-line');
    await sayThenFlush(b1, 'all', muted);
    expect(inBytes(a2, muted)).toBe(false);
    expect([a1, b2, s1].map((p) => inBytes(p, muted))).toEqual([true, true, true]);
    a2.room.send('unmute', { playerId: b1.playerId });
    await new Promise((r) => setTimeout(r, 100));
    const heard = marker('heard-again');
    await sayThenFlush(b1, 'all', heard);
    expect(inBytes(a2, heard)).toBe(true);
  });

  it('rate-limits a flood: five lines pass, the sixth is refused and reaches nobody', async () => {
    await new Promise((r) => setTimeout(r, 11_000)); // b2's bucket fills again (one line per 2 s, 5 at most)
    const texts = Array.from({ length: 6 }, (_, i) => marker(`flood${i}`));
    const before = b2.errors.length;
    for (const text of texts) b2.room.send('chat', { channel: 'all', text });
    await until(() => b2.errors.length > before, 'the refusal');
    expect(b2.errors.at(-1)!.code).toBe('CHAT_RATE_LIMITED');
    await until(() => got(a1, texts[4]!), 'the fifth line');
    await new Promise((r) => setTimeout(r, 200));
    expect(people.some((p) => inBytes(p, texts[5]!))).toBe(false);
  });

  it('at the end the players may read the spectators’ lines; the replay chat shows public and spectator lines, team lines only to that team', async () => {
    const early = marker('before-the-end');
    await sayThenFlush(s2, 'spectators', early);
    expect([a1, a2, b1, b2].map((p) => inBytes(p, early))).toEqual([false, false, false, false]);
    // 409 while playing (or before): the spectators' lines are theirs until the end.
    const during = await fetch(`${base}/matches/${room.roomId}/chat`);
    expect([404, 409]).toContain(during.status);

    for (const [i, p] of [a1, a2, b1, b2].entries()) {
      p.room.send('deck', { precon: PRECONS[i % PRECONS.length]!.id });
      p.room.send('ready', {});
    }
    await until(() => room.game !== null, 'the game to start');
    // Side B concedes (both players): side A wins.
    b1.room.send('concede', {});
    b2.room.send('concede', {});
    await until(() => !!room.game?.result, 'the game to end', 30_000);
    expect(room.game!.result!.winners.sort()).toEqual(['p1', 'p2']);
    expect(room.game!.result!.reason).toBe('forfeit');
    await until(() => [a1, a2, b1, b2].every((p) => got(p, early)), 'players to get the spectators’ lines after the end');

    const anyone = (await (await fetch(`${base}/matches/${room.roomId}/chat`)).json()) as { lines: ChatLine[] };
    expect(anyone.lines.some((l) => l.channel === 'team')).toBe(false);
    expect(anyone.lines.some((l) => l.text === early)).toBe(true);
    const asA = (await (await fetch(`${base}/matches/${room.roomId}/chat`, { headers: { authorization: `Bearer ${a1.token}` } })).json()) as { lines: ChatLine[] };
    expect(asA.lines.filter((l) => l.channel === 'team').map((l) => l.team)).toEqual(['A', 'A']); // side A's two team lines, side B's none
    const asSpectator = (await (await fetch(`${base}/matches/${room.roomId}/chat`, { headers: { authorization: `Bearer ${s1.token}` } })).json()) as { lines: ChatLine[] };
    expect(asSpectator.lines.some((l) => l.channel === 'team')).toBe(false);
  });
});
