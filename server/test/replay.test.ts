import { createGame, PRECONS, type GameState, type NewGameOptions, type Seat } from '@signum/shared';
import { applyLogged } from '../src/room/system-actions';
import type { Replay } from '../src/http/replay';
import { drive, joinPlayer, serverRoom, startTestServer, until, type TestServer } from './harness';
import { hiddenFrom, mentions } from './wire-search';

/** Every state of a match, from its record and log (state 0 before the first action). */
function statesOf(options: NewGameOptions, actions: { index: number; seat: string; action: unknown }[]): GameState[] {
  const states = [createGame(options)];
  for (const entry of actions) {
    const r = applyLogged(states[states.length - 1]!, entry as never);
    if (!r.ok) throw new Error(`replay rejected ${r.code}: ${r.message}`);
    states.push(r.state);
  }
  return states;
}

// A finished match's replay: one public frame per logged action (plus the start), ending on the
// match's result, with nothing in it a spectator could not have seen live.
describe('GET /matches/:id/replay', () => {
  let t: TestServer;
  const get = (path: string) => fetch(`http://127.0.0.1:${t.server.port}${path}`);
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });
  /** Wait until the store records the match as finished (written just after its last action). */
  const finished = async (id: string) => {
    for (let i = 0; i < 200 && !(await t.store.getMatch(id))?.record.finishedAt; i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('serves spectator frames of a finished bot match, without its seed, decks or hidden cards', async () => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', turnLimit: 12, seed: 'replay-seed-7f3a', name: 'Replayer' }));
    p.room.send('deck', { precon: PRECONS[2]!.id });
    p.room.send('ready', {});
    const sr = serverRoom(p.room);
    await until(() => sr.game !== null, 'the game to start');
    const driver = drive(p, 'replay/human');
    await until(() => sr.game!.result !== null, 'the game to end', 60_000);
    driver.stop();
    const id = p.room.roomId;
    await finished(id);

    const res = await get(`/matches/${id}/replay`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    const replay = JSON.parse(raw) as Replay;
    const stored = (await t.store.getMatch(id))!;
    const options = (stored.record.config as { game: NewGameOptions }).game;

    expect(replay.frames).toHaveLength(stored.actions.length + 1);
    expect(replay.frames.map((f) => f.index)).toEqual(replay.frames.map((_, i) => i));
    expect(replay.frames[0]!.events).toEqual([]);
    expect(replay.frames[replay.frames.length - 1]!.view.result).toEqual(stored.record.result);
    expect(replay.frames[replay.frames.length - 1]!.view.result).toEqual(sr.game!.result);
    expect(replay.match).toMatchObject({ id, mode: 'duel', ruleset: 'rulebook', result: sr.game!.result, finishedAt: stored.record.finishedAt });
    expect(replay.match.seats).toEqual([
      { seat: 'p1', name: 'Replayer' },
      { seat: 'p2', name: expect.any(String) },
    ]);
    expect(replay.frames.every((f) => f.view.viewer === 'spectator' && f.view.players.p1!.hand === undefined && f.view.pending?.options === undefined)).toBe(true);

    // The seed, the deck lists' sources and the seat keys' hashes stay on the server.
    expect(raw).not.toContain(options.seed);
    expect(raw).not.toContain('keyHash');
    expect(raw).not.toContain('loadout');
    const keyHash = (stored.record.config as { seats: Partial<Record<Seat, { keyHash?: string }>> }).seats.p1!.keyHash!;
    expect(keyHash.length).toBeGreaterThan(10);
    expect(raw).not.toContain(keyHash);

    // No card instance hidden at a frame appears in that frame; none hidden at the end appears anywhere.
    const states = statesOf(options, stored.actions);
    let checked = 0;
    states.forEach((g, i) => {
      const frame = Buffer.from(JSON.stringify(replay.frames[i]));
      for (const hidden of hiddenFrom(g, 'spectator')) {
        checked++;
        if (mentions(frame, hidden)) throw new Error(`frame ${i} shows hidden card ${hidden}`);
      }
    });
    const end = states[states.length - 1]!;
    const handsAtEnd = end.config.seats.flatMap((s) => end.players[s]!.hand);
    expect(handsAtEnd.length).toBeGreaterThan(0);
    const whole = Buffer.from(raw);
    for (const hidden of hiddenFrom(end, 'spectator')) expect(mentions(whole, hidden)).toBe(false);
    expect(checked).toBeGreaterThan(1000);
    // The control: public card instances (the graveyards) are in the replay, so the search can find ids.
    const shown = end.config.seats.flatMap((s) => end.players[s]!.graveyard);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((instance) => mentions(whole, instance))).toBe(true);
    await p.room.leave();
  }, 120_000); // a whole game with a bot that plays its cards

  it('answers 404 for an unknown match and 409 for one still being played', async () => {
    const unknown = await get('/matches/no-such-match/replay');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'UNKNOWN_MATCH', message: expect.any(String) });

    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', seed: 'replay-unfinished' }));
    p.room.send('deck', { precon: PRECONS[0]!.id });
    p.room.send('ready', {});
    const sr = serverRoom(p.room);
    await until(() => sr.game !== null, 'the game to start');
    expect(await t.store.getMatch(p.room.roomId)).toBeDefined();
    const playing = await get(`/matches/${p.room.roomId}/replay`);
    expect(playing.status).toBe(409);
    expect(await playing.json()).toEqual({ code: 'NOT_FINISHED', message: expect.any(String) });
    await p.room.leave();
  });
});
