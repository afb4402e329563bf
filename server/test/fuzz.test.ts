import { createHash } from 'node:crypto';
import { apply, legalActions, PRECONS, whoActs, type Seat } from '@signum/shared';
import { joinPlayer, nextMessage, serverRoom, startTestServer, until, type Player, type TestServer } from './harness';

/** A small seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let x = seed >>> 0;
  const next = () => ((x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0) / 2 ** 32);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type R = ReturnType<typeof rng>;

const WORDS = ['action', 'deck', 'ready', 'answer', 'move', 'endTurn', 'p1-hero', 'p2-hero', '', 'constructor', '__proto__', 'toString', '*', 'error'];

/** A random JSON-ish value of bounded depth (numbers include NaN and infinities, strings can be long). */
function junk(r: R, depth = 0): unknown {
  switch (r.int(depth > 2 ? 6 : 9)) {
    case 0: return null;
    case 1: return r.pick([0, -1, 1e308, -0, 0.5, NaN, Infinity, -Infinity, 2 ** 53, r.int(1000)]);
    case 2: return r.pick(WORDS);
    case 3: return 'x'.repeat(r.pick([1, 64, 65, 255, 256, 1000, 2000])); // several fit under the frame limit
    case 4: return r.next() < 0.5;
    case 5: return String.fromCharCode(...Array.from({ length: 20 }, () => r.int(0xffff)));
    case 6: return Array.from({ length: r.int(5) }, () => junk(r, depth + 1));
    case 7: return Object.fromEntries(Array.from({ length: r.int(5) }, () => [r.pick(WORDS), junk(r, depth + 1)]));
    default: return { type: r.pick(WORDS), creature: junk(r, depth + 1), target: junk(r, depth + 1), path: junk(r, depth + 1) };
  }
}

/** A well-formed action that is illegal for `seat` now (or sent by the wrong seat). */
function wellFormed(r: R, seat: Seat): unknown {
  const creature = r.pick(['p1-hero', 'p2-hero', 'p1-minion-1', 'nobody', 'p2-minion-1']);
  return r.pick([
    { type: 'move', creature, path: [{ x: r.int(1200) - 300, y: r.int(1200) - 300 }], run: r.next() < 0.5 },
    { type: 'melee', creature, target: r.pick(['p1-hero', 'p2-hero']) },
    { type: 'ranged', creature, target: 'p2-hero', attack: 'shooting' },
    { type: 'playCard', card: `c${r.int(1e6).toString(36)}` },
    { type: 'build', building: r.pick(['smithy', 'library', 'nothing', 'queens-temple']) },
    { type: 'answer', decision: r.int(50), answer: junk(r) },
    { type: 'search', creature, terrain: 't1' },
    { type: 'pass', creature },
    { type: 'endActivation' },
    { type: 'takeProsperity' },
    { type: 'endTurn' },
    { type: 'playTerrain', card: 'rocks', at: { x: r.int(600), y: r.int(600) }, rotation: r.int(360) },
  ]) as unknown as { seat: Seat } & object;
}

// (c) 10,000+ fuzzed and malformed messages over real connections: no crash, no state change, every
// sender stays connected, and the game still goes on afterwards.
describe('fuzzed and malformed messages', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    // Colyseus prints every undecodable frame; thousands of them are the point of this test.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(async () => {
    await t.close();
  });

  it('10,000 junk, wrong-shaped, huge, binary, out-of-turn and wrong-seat messages change nothing', async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'fuzz' }));
    const b = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, {}));
    const spectator = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { spectate: true }));
    const sr = serverRoom(a.room);
    for (const p of [a, b]) {
      p.room.send('deck', { precon: PRECONS[0]!.id });
      p.room.send('ready', {});
    }
    await until(() => sr.game !== null, 'the game to start');
    // Play through setup with legal actions, so the fuzz hits a game in its Construction phase.
    const bySeat: Record<string, Player> = { [a.seat!]: a, [b.seat!]: b };
    while (sr.game!.phase === 'setup') {
      const n = sr.actionCount;
      const seat = whoActs(sr.game!)!;
      bySeat[seat]!.room.send('action', legalActions(sr.game!, seat)[0]);
      await until(() => sr.actionCount > n, 'a setup action');
    }
    const hash = () => createHash('sha256').update(JSON.stringify(sr.game)).digest('hex');
    const before = { hash: hash(), actions: sr.actionCount };
    const mover = whoActs(sr.game!)!;
    const other = bySeat[mover === a.seat ? b.seat! : a.seat!]!;
    const actor = bySeat[mover]!;

    const r = rng(20261122);
    const kinds: Record<string, number> = {};
    let expectedErrors = 0;
    const N = 10_000;
    for (let i = 0; i < N; i++) {
      const sender = r.pick([actor, actor, other, spectator]);
      const kind = r.pick(['junkType', 'junkAction', 'wellFormed', 'bytes', 'raw', 'deckAfterStart', 'hugeString']);
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      switch (kind) {
        case 'junkType':
          sender.room.send(r.pick(['', 'Action', 'act', 'x'.repeat(100), '__proto__', 'constructor', 'toString']) , junk(r));
          expectedErrors++;
          break;
        case 'junkAction':
          sender.room.send('action', junk(r));
          expectedErrors++;
          break;
        case 'wellFormed': {
          const msg = wellFormed(r, sender.seat ?? 'p1');
          // Never send an action the rules would accept from this sender: the point is that nothing changes.
          if (sender.seat && apply(sr.game!, sender.seat, msg).ok) continue;
          sender.room.send('action', msg);
          expectedErrors++;
          break;
        }
        case 'bytes':
          sender.room.sendBytes(r.pick(['action', 'deck', 'junk']), Uint8Array.from({ length: r.int(300) }, () => r.int(256)));
          expectedErrors++;
          break;
        case 'raw': {
          // A raw frame: a room-data code followed by junk (a string type, then bytes that may not decode).
          const body = Uint8Array.from({ length: 1 + r.int(200) }, () => r.int(256));
          const code = r.pick([13, 17]);
          sender.room.connection.send(Uint8Array.from([code, 0xa6, ...Buffer.from('action'), ...body]));
          expectedErrors++;
          break;
        }
        case 'deckAfterStart':
          sender.room.send(r.pick(['deck', 'ready']), r.next() < 0.5 ? { precon: PRECONS[1]!.id } : junk(r));
          expectedErrors++;
          break;
        default:
          sender.room.send('action', { type: 'playCard', card: 'y'.repeat(12_000) });
          expectedErrors++;
      }
    }
    // A marker error after everything else: the room handles messages in order, so all have been handled.
    const last = nextMessage<{ code: string }>(actor.room, 'error', 60_000);
    actor.room.send('action', { type: 'fuzz-done' });
    expect((await last).code).toBe('MALFORMED');
    const count = () => a.errors.length + b.errors.length + spectator.errors.length;
    await until(() => count() >= expectedErrors + 1, `${expectedErrors + 1} errors (have ${count()})`, 30_000).catch(() => {});
    const received = count();
    expect(received).toBe(expectedErrors + 1);
    expect(expectedErrors).toBeGreaterThanOrEqual(N * 0.9);
    const codes = new Set([...a.errors, ...b.errors, ...spectator.errors].map((e) => e.code));
    for (const code of ['MALFORMED', 'UNKNOWN_MESSAGE', 'NOT_YOUR_TURN', 'NOT_SEATED', 'ALREADY_STARTED']) expect(codes).toContain(code);
    expect([...codes].every((c) => typeof c === 'string' && c.length > 0)).toBe(true);

    // Nothing changed, nobody was thrown out, and the game still goes on.
    expect({ hash: hash(), actions: sr.actionCount }).toEqual(before);
    for (const p of [a, b, spectator]) expect(p.room.connection.isOpen).toBe(true);
    actor.room.send('action', legalActions(sr.game!, mover).find((x) => x.type !== 'endTurn') ?? { type: 'endTurn' });
    await until(() => sr.actionCount === before.actions + 1, 'a legal action after the fuzz');
    console.log(`fuzz: ${N} messages (${JSON.stringify(kinds)}), ${received} errors, codes ${[...codes].sort().join(' ')}`);
  }, 120_000);

  it('a frame above the size limit closes only that socket; the room goes on', async () => {
    const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', seed: 'size' }));
    const watcher = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { spectate: true }));
    const left = new Promise<number>((resolve) => a.room.onLeave((code) => resolve(code)));
    a.room.send('action', { type: 'move', creature: 'z'.repeat(40_000), path: [] });
    expect(await left).toBe(1009); // "message too big"
    const sr = serverRoom(watcher.room);
    await until(() => !sr.state.seats.get('p1')!.taken, 'the seat to be freed');
    const again = await joinPlayer(t.client(), (c) => c.joinById(watcher.room.roomId, {}));
    expect(again.seat).toBe('p1');
    expect(watcher.room.connection.isOpen).toBe(true);
  });
});
