import { apply, createGame, PRECONS, type NewGameOptions, type Seat } from '@signum/shared';
import { drive, driveFromWire, joinPlayer, nextMessage, serverRoom, startTestServer, until, type TestServer } from './harness';

// (a) A practice match against bots in every mode plays to its end over real WebSocket connections.
describe('practice matches against bots', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['duel', 1, 40],
    ['ffa3', 2, 25],
    ['ffa4', 3, 20],
    ['teams', 3, 20],
  ] as const)('%s: one person and %i bots play to a result', async (mode, bots, turnLimit) => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode, bots, botLevel: 'easy', turnLimit, seed: `practice-${mode}`, name: 'Tester' }));
    expect(p.seat).toBe('p1');
    p.room.send('deck', { precon: PRECONS[1]!.id });
    p.room.send('ready', {});
    const sr = serverRoom(p.room);
    await until(() => sr.game !== null, 'the game to start');
    const driver = drive(p, `practice-${mode}/human`);
    await until(() => sr.game!.result !== null, `the ${mode} game to end`, 60_000);
    driver.stop();
    expect(p.errors).toEqual([]);
    // The client's synchronised state says the game ended, with the same result as the engine.
    await until(() => (p.room.state as { status?: string }).status === 'ended', 'the ended status to reach the client');
    expect(JSON.parse((p.room.state as { result: string }).result)).toEqual(sr.game!.result);
    expect(sr.game!.result!.winners.every((w: Seat) => ['p1', 'p2', 'p3', 'p4'].includes(w))).toBe(true);
    // Every accepted action was logged, and the finished match's log is served for replays.
    // The full log is for the match's players: without a seat key, only the replay.
    const url = `http://127.0.0.1:${t.server.port}/matches/${p.room.roomId}/log`;
    expect((await fetch(url)).status).toBe(403);
    const res = await fetch(url, { headers: { 'x-seat-key': p.seatKey! } });
    expect(res.status).toBe(200);
    const log = (await res.json()) as { actions: { seat: Seat; action: unknown }[]; record: { result: unknown; config: { game: NewGameOptions } } };
    expect(log.actions).toHaveLength(sr.actionCount);
    // The served log replays through the engine to the very same final state.
    let replayed = createGame(log.record.config.game);
    for (const { seat, action } of log.actions) {
      const r = apply(replayed, seat, action);
      if (!r.ok) throw new Error(`replay rejected ${r.code}: ${r.message}`);
      replayed = r.state;
    }
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(sr.game));
    expect(log.actions.length).toBeGreaterThan(20);
    expect(log.record.result).toEqual(sr.game!.result);
    expect(p.events).toBeGreaterThan(0);
    await p.room.leave();
  }, 120_000); // whole games with bots that play their cards take longer than with random ones

  it.each([
    ['duel', 1],
    ['ffa3', 2],
    ['ffa4', 3],
    ['teams', 3],
  ] as const)('%s: a client deciding only from what it receives plays with %i bots to a result', async (mode, bots) => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode, bots, botLevel: 'easy', turnLimit: 10, seed: `wire-${mode}`, team: 'B' }));
    p.room.send('deck', { precon: PRECONS[3]!.id });
    p.room.send('ready', {});
    const sr = serverRoom(p.room);
    const driver = driveFromWire(p);
    await until(() => sr.game !== null && sr.game.result !== null, `the ${mode} game to end`, 60_000);
    driver.stop();
    expect(p.errors).toEqual([]);
    expect(driver.sent()).toBeGreaterThan(5); // it answered setup decisions and took its turns
    expect(sr.game!.turn).toBeGreaterThan(1);
    await p.room.leave();
  }, 120_000); // whole games with bots that play their cards take longer than with random ones
});

// Experienced Architect (rulebook: Variants): each player's Construction Deck is chosen with the deck, only its
// top card can be built, and its order reaches its owner alone.
describe('Experienced Architect over the wire', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a Construction Deck with the deck choice, refuses an illegal one, and plays to a result', async () => {
    const p = await joinPlayer(t.client(), (c) =>
      c.create('match', { mode: 'ffa3', bots: 2, botLevel: 'easy', turnLimit: 20, seed: 'architect', variants: { experiencedArchitect: true } }),
    );
    const loadout = PRECONS[1]!.loadout;
    const order = loadout.buildings.filter((id) => ['tavern', 'library', 'arena', 'temple', 'smithy'].includes(id)).reverse();
    const illegal = nextMessage<{ code: string; reasons: { code: string }[] }>(p.room, 'error');
    p.room.send('deck', { precon: PRECONS[1]!.id, constructionDeck: ['tavern', 'tavern'] });
    expect((await illegal).reasons.map((r) => r.code)).toContain('DUPLICATE_BUILDING');
    const mine = new Promise<string[]>((resolve) => p.room.onMessage('private', (m: { constructionDeck?: string[] }) => m.constructionDeck && resolve(m.constructionDeck)));
    p.room.send('deck', { precon: PRECONS[1]!.id, constructionDeck: order });
    p.room.send('ready', {});
    const sr = serverRoom(p.room);
    await until(() => sr.game !== null, 'the game to start');
    expect(await mine).toEqual(order);
    expect(sr.game!.players.p2!.constructionDeck!.length).toBeGreaterThan(0);
    const driver = drive(p, 'architect/human');
    await until(() => sr.game!.result !== null, 'the game to end', 60_000);
    driver.stop();
    expect(p.errors.map((e) => e.code)).toEqual(['ILLEGAL_DECK']); // only the deliberate one
    // Whatever p1 built came off the top of its Construction Deck, in order.
    const built = sr.game!.players.p1!.buildings.map((b) => b.card).filter((id) => order.includes(id));
    expect(built.length).toBeGreaterThan(0);
    expect(built).toEqual(order.slice(0, built.length));
    await p.room.leave();
  }, 120_000); // whole games with bots that play their cards take longer than with random ones
});
