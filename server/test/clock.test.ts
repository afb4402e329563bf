import { createGame, PRECONS, randomBot, timeoutAction, whoActs, type Action, type GameState, type NewGameOptions, type Seat } from '@signum/shared';
import { clockSettings, PUBLIC_CLOCK } from '../src/room/clock';
import { applyLogged, SERVER_SEAT } from '../src/room/system-actions';
import { loadRestoredMatch } from '../src/recovery';
import type { Replay } from '../src/http/replay';
import { joinPlayer, serverRoom, startTestServer, until, type Player, type TestServer } from './harness';

type ClockView = { seat: string; decisionDeadline: number; decisionMs: number; turnDeadline: number; turnMs: number; matchDeadline: number; matchMs: number };

/** Two players join a duel with these options and say they are ready; nobody acts unless the test says so. */
async function duel(t: TestServer, options: Record<string, unknown>): Promise<{ a: Player; b: Player }> {
  const a = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', ...options }));
  const b = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { code: a.code }));
  for (const [i, p] of [a, b].entries()) {
    p.room.send('deck', { precon: PRECONS[i % PRECONS.length]!.id });
    p.room.send('ready', {});
  }
  await until(() => serverRoom(a.room).game !== null, 'the game to start');
  return { a, b };
}

/** Replay the stored log entry by entry; returns each entry with the state it was applied to. */
async function replayLog(t: TestServer, id: string): Promise<{ before: GameState; seat: string; action: unknown }[]> {
  const m = (await t.store.getMatch(id))!;
  const restored = await loadRestoredMatch(t.store, id);
  let s = createGame((m.record.config as { game: NewGameOptions }).game);
  const out: { before: GameState; seat: string; action: unknown }[] = [];
  for (const e of m.actions) {
    out.push({ before: s, seat: e.seat, action: e.action });
    const r = applyLogged(s, e);
    if (!r.ok) throw new Error(`replay refused #${e.index}: ${r.code}`);
    s = r.state;
  }
  expect(JSON.stringify(s)).toBe(JSON.stringify(restored.game));
  return out;
}

// Part 5 of the online-play issue: the server's clocks, over real WebSocket connections.
describe('clocks', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('defaults: off in private matches, PUBLIC_CLOCK in public ones, the match options otherwise', () => {
    expect(clockSettings({ private: true })).toEqual({ decisionMs: 0, turnMs: 0, matchMs: 0 });
    expect(clockSettings({ private: false })).toEqual({ decisionMs: PUBLIC_CLOCK.decisionSeconds * 1000, turnMs: PUBLIC_CLOCK.turnSeconds * 1000, matchMs: 0 });
    expect(clockSettings({ private: true, clock: { decisionSeconds: 0.2, matchMinutes: 1 } })).toEqual({ decisionMs: 200, turnMs: 0, matchMs: 60_000 });
    // In play, a clock that is on is never shorter than MIN_CLOCK (a quick match may land in any public room).
    expect(clockSettings({ private: false, clock: { decisionSeconds: 0.2, matchMinutes: 1 } }, true)).toEqual({ decisionMs: 10_000, turnMs: 0, matchMs: 300_000 });
    expect(clockSettings({ private: false, clock: { decisionSeconds: 90, turnSeconds: 600 } }, true)).toEqual({ decisionMs: 90_000, turnMs: 600_000, matchMs: 0 });
  });

  it('a private match runs no clock: nothing is played for a silent seat', async () => {
    const { a, b } = await duel(t, { private: true, seed: 'clock-private' });
    const sr = serverRoom(a.room);
    await new Promise((r) => setTimeout(r, 400));
    expect(sr.actionCount).toBe(0);
    expect((a.room.state as unknown as { clock: ClockView }).clock.decisionDeadline).toBe(0);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('decision clock: seats that never answer get their default answers and the game plays on to its end', async () => {
    const { a, b } = await duel(t, { seed: 'clock-silent', turnLimit: 3, clock: { decisionSeconds: 0.15 } });
    const sr = serverRoom(a.room);
    const batches: { index: number; events: { e: string; seat?: string; kind?: string }[] }[] = [];
    b.room.onMessage('events', (m: (typeof batches)[number]) => batches.push(m));
    // The clock is public: both clients see whose clock runs and its deadline.
    await until(() => (b.room.state as unknown as { clock: ClockView }).clock.decisionDeadline > 0, 'the clock to reach the client');
    const seen = (b.room.state as unknown as { clock: ClockView }).clock;
    expect(seen.seat).toBe(whoActs(sr.game!));
    expect(seen.decisionMs).toBeGreaterThan(0);
    expect(seen.decisionMs).toBeLessThanOrEqual(150);
    await until(() => sr.game!.result !== null, 'the silent game to end', 30_000);
    expect(sr.game!.turn).toBeGreaterThanOrEqual(3);
    // Every logged action is exactly what the clock plays for the seat the game waited for.
    const log = await replayLog(t, sr.roomId);
    expect(log.length).toBe(sr.actionCount);
    expect(log.length).toBeGreaterThan(8);
    for (const e of log) {
      expect(e.seat).toBe(whoActs(e.before));
      expect(e.action).toEqual(timeoutAction(e.before));
    }
    const kinds = new Set(log.map((e) => (e.action as Action).type));
    expect(kinds).toEqual(new Set(['answer', 'takeProsperity', 'endTurn']));
    // Each batch the clock caused opens with the note that time ran out for that seat (the log says so, not that the player chose).
    await until(() => batches.length === log.length, 'every batch to reach the client');
    for (const batch of batches) expect(batch.events[0]).toEqual({ e: 'timedOut', seat: log[batch.index]!.seat, kind: 'decision' });
    expect(a.errors).toEqual([]);
    await until(() => (a.room.state as unknown as { status: string }).status === 'ended', 'the client to see the end');
    // The stored log keeps that the clock chose, and the replay says so where the live log did.
    const stored = (await t.store.getMatch(sr.roomId))!;
    expect(stored.actions.map((e) => e.timedOut)).toEqual(stored.actions.map(() => 'decision'));
    for (let i = 0; i < 200 && !(await t.store.getMatch(sr.roomId))?.record.finishedAt; i++) await new Promise((r) => setTimeout(r, 10));
    const replay = (await (await fetch(`http://127.0.0.1:${t.server.port}/matches/${sr.roomId}/replay`)).json()) as Replay;
    expect(replay.frames).toHaveLength(log.length + 1);
    for (const f of replay.frames.slice(1)) expect(f.events[0]).toEqual({ e: 'timedOut', seat: f.seat, kind: 'decision' });
    await Promise.all([a.room.leave(), b.room.leave()]);
  }, 40_000);

  it('decision clock with four silent seats (Shoulder to Shoulder): every wait is timed out in turn and the game ends', async () => {
    const ps = [await joinPlayer(t.client(), (c) => c.create('match', { mode: 'teams', seed: 'clock-teams', turnLimit: 2, clock: { decisionSeconds: 0.1 } }))];
    for (let k = 1; k < 4; k++) ps.push(await joinPlayer(t.client(), (c) => c.joinById(ps[0]!.room.roomId, { code: ps[0]!.code })));
    ps.forEach((p, i) => {
      p.room.send('deck', { precon: PRECONS[i % PRECONS.length]!.id });
      p.room.send('ready', {});
    });
    const sr = serverRoom(ps[0]!.room);
    await until(() => sr.game !== null && sr.game.result !== null, 'the silent four-seat game to end', 30_000);
    const log = await replayLog(t, sr.roomId);
    expect(new Set(log.map((e) => e.seat))).toEqual(new Set(['p1', 'p2', 'p3', 'p4']));
    for (const e of log) expect(e.action).toEqual(timeoutAction(e.before));
    await Promise.all(ps.map((p) => p.room.leave()));
  }, 40_000);

  it("turn clock: a seat that stalls in its own turns has them ended for it, while the other plays", async () => {
    const { a, b } = await duel(t, { seed: 'clock-turn', turnLimit: 6, clock: { turnSeconds: 0.3 } });
    const sr = serverRoom(a.room);
    const bots = { [a.seat!]: randomBot('turn-a'), [b.seat!]: randomBot('turn-b') };
    const sent: { seat: Seat; action: Action }[] = [];
    let actedAt = -1;
    // a plays everything; b answers decisions and builds, but never acts in its activation phase.
    const timer = setInterval(() => {
      const g = sr.game;
      if (!g || g.result) return;
      const seat = whoActs(g);
      if (!seat) return;
      if (seat === b.seat && !g.pending && g.phase === 'activation') return;
      const p = seat === a.seat ? a : b;
      const action = bots[seat]!.choose(g, seat);
      if (!action || actedAt === sr.actionCount) return;
      actedAt = sr.actionCount;
      sent.push({ seat, action });
      p.room.send('action', action);
    }, 15);
    await until(() => sr.game!.result !== null, 'the game to end', 40_000);
    clearInterval(timer);
    expect(a.errors.concat(b.errors).filter((e) => e.code !== 'NOT_YOUR_TURN' && e.code !== 'NO_DECISION')).toEqual([]);
    const log = await replayLog(t, sr.roomId);
    // b's turns were ended by the clock: b never sent endTurn, yet the log has b's endTurn in several turns.
    expect(sent.filter((x) => x.seat === b.seat && x.action.type === 'endTurn')).toEqual([]);
    const clockEnds = log.filter((e) => e.seat === b.seat && (e.action as Action).type === 'endTurn');
    expect(clockEnds.length).toBeGreaterThanOrEqual(2);
    for (const e of clockEnds) expect(e.before.activeSeat).toBe(b.seat);
    // Those ends are logged as the clock's (a's own actions as a's choice), so a replay can say so.
    const stored = (await t.store.getMatch(sr.roomId))!;
    const turnOuts = stored.actions.filter((e) => e.timedOut === 'turn');
    expect(turnOuts.length).toBeGreaterThanOrEqual(clockEnds.length);
    expect(turnOuts.every((e) => e.seat === b.seat)).toBe(true);
    expect(stored.actions.filter((e) => e.seat === a.seat).every((e) => e.timedOut === undefined)).toBe(true);
    await Promise.all([a.room.leave(), b.room.leave()]);
  }, 50_000);

  it('match time limit: the server ends the game by the tiebreak, logged as its own action, and a replay agrees', async () => {
    const { a, b } = await duel(t, { seed: 'clock-limit', clock: { matchMinutes: 0.005 } });
    const sr = serverRoom(a.room);
    await until(() => (a.room.state as unknown as { clock: ClockView }).clock.matchDeadline > 0, 'the match deadline to reach the client');
    await until(() => sr.game!.result !== null, 'the time limit', 5000);
    expect(['tiebreak', 'draw']).toContain(sr.game!.result!.reason);
    const m = (await t.store.getMatch(sr.roomId))!;
    expect(m.actions.at(-1)).toEqual({ index: m.actions.length - 1, seat: SERVER_SEAT, action: { type: 'timeLimit' } });
    expect(m.record.result).toEqual(sr.game!.result);
    await replayLog(t, sr.roomId);
    await until(() => (b.room.state as unknown as { status: string }).status === 'ended', 'the client to see the end');
    await Promise.all([a.room.leave(), b.room.leave()]);
  });
});
