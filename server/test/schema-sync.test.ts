import { PRECONS } from '@signum/shared';
import { drive, joinPlayer, serverRoom, startTestServer, until, type TestServer } from './harness';

/**
 * Long duels over real WebSockets, two players and a spectator on colyseus.js, with everything the
 * clients print captured: before schema-string-length.ts about one duel in ten made every client
 * print "@colyseus/schema: field not defined … definition mismatch" (games 0 and 6 of these seeds).
 * Each client's decoded board must also equal the server's.
 */
const GAMES = Number(process.env.SCHEMA_GAMES ?? 12);

/** The board as a client decodes it (the fields a board is drawn from). */
function board(state: unknown): unknown {
  const s = (state as { toJSON(): Record<string, unknown> }).toJSON();
  return { players: s.players, creatures: s.creatures, terrain: s.terrain, turn: s.turn, phase: s.phase, result: s.result, activation: s.activation };
}

describe('schema sync over long duels', () => {
  let t: TestServer;
  const printed: string[] = [];
  let spies: jest.SpyInstance[] = [];
  beforeAll(async () => {
    t = await startTestServer();
    const keep = (...a: unknown[]) => void printed.push(a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x, (k, v) => (k === 'metadata' ? undefined : v)))).join(' '));
    spies = (['warn', 'error', 'log'] as const).map((level) => jest.spyOn(console, level).mockImplementation(keep));
  });
  afterAll(async () => {
    spies.forEach((s) => s.mockRestore());
    await t.close();
  });

  it(`${GAMES} duels to their end: no client prints a schema warning, and every client's board is the server's`, async () => {
    const mismatched: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const seed = `schema-${g}`;
      const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed, turnLimit: 40 }));
      const b = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, {}));
      [a, b].forEach((p, i) => {
        p.room.send('deck', { precon: PRECONS[(g + i) % PRECONS.length]!.id });
        p.room.send('ready', {});
      });
      const sr = serverRoom(a.room);
      await until(() => sr.game !== null, 'the game to start');
      const spectator = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { spectate: true }));
      const drivers = [a, b].map((p, k) => drive(p, `${seed}/${k}`));
      await until(() => sr.game!.result !== null, 'the end', 120_000);
      drivers.forEach((d) => d.stop());
      const expected = JSON.stringify(board(sr.state));
      const clients = [a, b, spectator];
      await until(() => clients.every((p) => JSON.stringify(board(p.room.state)) === expected), 'the clients to show the final board', 5000).catch(() => {
        mismatched.push(`${seed}: a client's board differs from the server's`);
      });
      await Promise.all(clients.map((p) => p.room.leave()));
    }
    expect(printed.filter((line) => /colyseus|schema|refId/i.test(line))).toEqual([]);
    expect(mismatched).toEqual([]);
  }, 600_000);
});
