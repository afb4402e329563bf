import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'colyseus.js';
import { PRECONS, randomBot } from '@signum/shared';
import { SqliteStore } from '../src/store/sqlite-store';
import { secretOf } from '../src/room/sync-state';
import { freePort, stop, type Spawned } from '../test-support/processes';
import { joinSeat, play, probe, startServer } from '../test-support/restart-clients';

// Part 7 (restart) of the online-play issue: kill -9 the server mid-game, start another on the same
// SQLite file, join back with the seat keys, and find the same game with no acknowledged action lost.
describe('restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'signum-restart-'));
  const procs: Spawned[] = [];
  afterAll(async () => {
    for (const p of procs) await stop(p, 2000);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a match survives kill -9: same state, every acknowledged action kept, players back in their seats, played to the end', async () => {
    const port1 = await freePort();
    const first = await startServer(dir, port1);
    procs.push(first);
    const c1 = new Client(`ws://127.0.0.1:${port1}`);
    const a = await joinSeat(() => c1.create('match', { mode: 'duel', seed: 'restart-seed', turnLimit: 8, name: 'Ann' }));
    const b = await joinSeat(() => new Client(`ws://127.0.0.1:${port1}`).joinById(a.room.roomId, { name: 'Bo' }));
    const matchId = a.room.roomId;
    for (const [i, p] of [a, b].entries()) {
      p.room.send('deck', { precon: PRECONS[i % PRECONS.length]!.id });
      p.room.send('ready', {});
    }
    while (!(await probe(a.room)).game) await new Promise((r) => setTimeout(r, 20));
    const bots = { [a.seat]: randomBot('restart-a'), [b.seat]: randomBot('restart-b') };
    const acknowledged = await play([a, b], bots, 25);
    expect(acknowledged).toBe(25);
    const before = await probe(a.room);
    expect(before.actions).toBe(Math.max(a.acked, b.acked) + 1);
    expect(before.game.result).toBeNull();

    first.child.kill('SIGKILL');
    await first.exited;
    // What the dead process left on disk: the acknowledged actions, no more and no fewer.
    const disk = new SqliteStore(join(dir, 'signum.sqlite'));
    expect((await disk.getMatch(matchId))!.actions).toHaveLength(before.actions);
    expect((await disk.unfinishedMatches()).map((m) => m.id)).toEqual([matchId]);
    await disk.close();

    const port2 = await freePort();
    const second = await startServer(dir, port2);
    procs.push(second);
    expect(second.output()).toContain(`restored 1 unfinished match(es): ${matchId}`);
    const c2 = new Client(`ws://127.0.0.1:${port2}`);
    // A wrong key seats nobody; the right keys seat each player in their own seat again.
    const stranger = await joinSeat(() => c2.joinById(matchId, { seatKey: 'not-the-key-of-anyone-here' }));
    expect(stranger.seat).toBeNull();
    await stranger.room.leave();
    const a2 = await joinSeat(() => c2.joinById(matchId, { seatKey: a.seatKey }));
    const b2 = await joinSeat(() => new Client(`ws://127.0.0.1:${port2}`).joinById(matchId, { seatKey: b.seatKey }));
    expect([a2.seat, b2.seat]).toEqual([a.seat, b.seat]);
    const after = await probe(a2.room);
    expect(after.actions).toBe(before.actions);
    expect(after.hash).toBe(before.hash);
    expect(JSON.stringify(after.game)).toBe(JSON.stringify(before.game));
    // Each player gets their own private view again (hand, tactics, their decision).
    const start = Date.now();
    while ((a2.hand === null || b2.hand === null) && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 10));
    expect(a2.hand).toEqual(secretOf(before.game, a.seat).hand.map((h) => h.id));
    expect(b2.hand).toEqual(secretOf(before.game, b.seat).hand.map((h) => h.id));
    const seats = (a2.room.state as unknown as { seats: Map<string, { away: boolean; name: string }> }).seats;
    expect(seats.get(b.seat)!.name).toBe('Bo');
    const t0 = Date.now();
    while ((seats.get(a.seat)!.away || seats.get(b.seat)!.away) && Date.now() - t0 < 3000) await new Promise((r) => setTimeout(r, 10));
    expect([seats.get(a.seat)!.away, seats.get(b.seat)!.away]).toEqual([false, false]);

    // Play on to the end on the new server; the finished log is served and replays the whole game.
    a2.acked = b2.acked = before.actions - 1;
    await play([a2, b2], bots, 5000);
    const end = await probe(a2.room);
    expect(end.game.result).not.toBeNull();
    // The result is stored just after the last action is acknowledged: until then the route says 409 (still playing).
    const logUrl = `http://127.0.0.1:${port2}/matches/${matchId}/log`;
    let res = await fetch(logUrl, { headers: { 'x-seat-key': a.seatKey } });
    for (const t1 = Date.now(); res.status === 409 && Date.now() - t1 < 10_000; ) {
      await new Promise((r) => setTimeout(r, 50));
      res = await fetch(logUrl, { headers: { 'x-seat-key': a.seatKey } });
    }
    expect(res.status).toBe(200);
    expect(((await res.json()) as { actions: unknown[] }).actions).toHaveLength(end.actions);
    expect(end.actions).toBeGreaterThan(before.actions);
    await Promise.all([a2.room.leave(), b2.room.leave()]);
  }, 120_000);
});

// The same restore in one process (the room is closed without finishing, as a crash would leave it):
// a player who never comes back with their key loses the seat when the reconnection time runs out.
describe('restored seats', () => {
  it('only the server restores: a client asking to create a room with `restore` is refused', async () => {
    const { startTestServer } = await import('./harness');
    const t = await startTestServer();
    try {
      await expect(t.client().create('match', { mode: 'duel', restore: 'some-match-id' })).rejects.toThrow(/Only the server restores matches/);
    } finally {
      await t.close();
    }
  });

  it('a restored seat whose player does not return in time is abandoned (here: forfeits), and the restored room then closes', async () => {
    const { startTestServer, serverRoom, until } = await import('./harness');
    const { recoverMatches } = await import('../src/recovery');
    const { matchMaker } = await import('@colyseus/core');
    const t = await startTestServer();
    try {
      const a = await joinSeat(() => t.client().create('match', { mode: 'duel', seed: 'restored-seat', reconnectSeconds: 1 }));
      const b = await joinSeat(() => t.client().joinById(a.room.roomId, {}));
      [a, b].forEach((p, i) => {
        p.room.send('deck', { precon: PRECONS[i % PRECONS.length]!.id });
        p.room.send('ready', {});
      });
      const sr = serverRoom(a.room);
      await until(() => sr.game !== null, 'the game to start');
      const id = sr.roomId;
      const before = JSON.stringify(sr.game);
      // Close the room as a crash would: the match stays unfinished in the store.
      await sr.disconnect();
      await until(() => !matchMaker.getLocalRoomById(id), 'the room to close');
      expect((await t.store.unfinishedMatches()).map((m) => m.id)).toEqual([id]);
      const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
      expect(await recoverMatches(t.store)).toEqual([id]);
      quiet.mockRestore();
      const restored = matchMaker.getLocalRoomById(id) as ReturnType<typeof serverRoom>;
      expect(JSON.stringify(restored.game)).toBe(before);
      expect(restored.state.seats.get(b.seat)!.away).toBe(true);
      // A second recovery finds the match hosted and leaves it alone.
      expect(await recoverMatches(t.store)).toEqual([]);
      const a2 = await joinSeat(() => t.client().joinById(id, { seatKey: a.seatKey }));
      expect(a2.seat).toBe(a.seat);
      await until(() => restored.game!.result !== null, 'the absent seat to forfeit', 5000);
      expect(restored.game!.result).toEqual({ winners: [a.seat], reason: 'forfeit' });
      expect((await t.store.getMatch(id))!.record.result).toEqual(restored.game!.result);
      await a2.room.leave();
      await until(() => !matchMaker.getLocalRoomById(id), 'the finished room to close');
    } finally {
      await t.close();
    }
  }, 30_000);

  it("a restored seat's catch-up log names the cards it drew, as it saw them live, and nobody else's", async () => {
    const { startTestServer, crashAndRestore } = await import('./harness');
    const { historyFrame, logMarkers, logProblems, playedBotDuel } = await import('./catch-up-log');
    const t = await startTestServer();
    try {
      const { p1: a, sr, drawn } = await playedBotDuel(t.client(), { seed: 'restored-log', name: 'Nell' }, 25);
      const id = sr.roomId;
      const restored = await crashAndRestore(sr, t.store);
      const frames: import('./harness').SentFrame[] = [];
      t.onFrame = (f) => frames.push(f);
      const spectator = await t.client().joinById(id, { spectate: true });
      const markers = logMarkers(restored.game!, 'p1', 'p2', drawn, await historyFrame(frames, restored, spectator));
      const back = await t.client().joinById(id, { seatKey: a.seatKey });
      expect(logProblems(await historyFrame(frames, restored, back), markers)).toEqual({ ownMissing: [], hiddenNamed: [] });
      expect(restored.seatOfSession(back.sessionId)).toBe('p1');
      t.onFrame = () => {};
      await Promise.all([back.leave(), spectator.leave()]);
    } finally {
      await t.close();
    }
  }, 40_000);

  it('a forfeit and a bot seat survive a restore: the forfeit replays from the log, the bot plays on, the player finishes the game', async () => {
    const { startTestServer, serverRoom, until, drive, crashAndRestore } = await import('./harness');
    const t = await startTestServer();
    try {
      const a = await joinSeat(() => t.client().create('match', { mode: 'ffa3', bots: 1, botLevel: 'easy', seed: 'restored-ffa3', turnLimit: 6 }));
      const b = await joinSeat(() => t.client().joinById(a.room.roomId, {}));
      [a, b].forEach((p, i) => {
        p.room.send('deck', { precon: PRECONS[i % PRECONS.length]!.id });
        p.room.send('ready', {});
      });
      const sr = serverRoom(a.room);
      await until(() => sr.game !== null, 'the game to start');
      await b.room.leave(true); // b forfeits at once
      await until(() => sr.game!.players[b.seat]!.eliminated, 'the forfeit');
      const id = sr.roomId;
      const before = JSON.stringify(sr.game);
      const restored = await crashAndRestore(sr, t.store);
      expect(JSON.stringify(restored.game)).toBe(before);
      expect((await t.store.getMatch(id))!.actions.filter((e) => e.seat === 'server')).toHaveLength(1);
      expect(restored.state.seats.get('p3')!.bot).toBe(true);
      const a2 = await joinSeat(() => t.client().joinById(id, { seatKey: a.seatKey }));
      expect(a2.seat).toBe(a.seat);
      const d = drive(a2 as unknown as Parameters<typeof drive>[0], 'restored-ffa3-a');
      await until(() => restored.game!.result !== null, 'the game to end', 30_000);
      d.stop();
      const log = (await t.store.getMatch(id))!.actions;
      expect(log.filter((e) => e.seat === 'p3').length).toBeGreaterThan(0);
      expect(a2.errors).toEqual([]);
      await a2.room.leave();
    } finally {
      await t.close();
    }
  }, 40_000);
});
