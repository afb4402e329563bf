import type { Room } from 'colyseus.js';
import { PRECONS, type Seat } from '@signum/shared';
import { joinPlayer, nextMessage, serverRoom, startTestServer, until, type SentFrame, type TestServer } from './harness';
import { historyFrame, logMarkers, logProblems, playedBotDuel } from './catch-up-log';

interface Listing {
  roomId: string;
  metadata: { mode: string; status: string; private: boolean; names: string[] };
}

jest.setTimeout(30_000);

describe('seats across tabs, and names in the lobby', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a second tab with the seat key takes the seat over; the first tab is told and only watches', async () => {
    const client = t.client();
    const room1 = await client.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', private: true, seed: 'takeover', name: 'Ada' });
    const welcome1 = await nextMessage<{ seat: Seat; seatKey: string }>(room1, 'welcome');
    expect(welcome1.seat).toBe('p1');
    room1.send('deck', { precon: PRECONS[0]!.id });
    room1.send('ready', {});
    const sr = serverRoom(room1);
    await until(() => sr.game !== null, 'the game to start');

    const told = nextMessage<{ seat: Seat; message: string }>(room1, 'seatTakenOver');
    const room2: Room = await t.client().joinById(room1.roomId, { name: 'Ada', seatKey: welcome1.seatKey });
    const privateTo2 = nextMessage<{ hand?: unknown[] }>(room2, 'private');
    const welcome2 = await nextMessage<{ seat: Seat | null }>(room2, 'welcome');
    expect(welcome2.seat).toBe('p1');
    expect(await told).toEqual({ seat: 'p1', message: expect.stringMatching(/another tab or window.*only watches/) });
    expect((await privateTo2).hand).toBeDefined();
    expect(sr.seatOfSession(room2.sessionId)).toBe('p1');
    expect(sr.seatOfSession(room1.sessionId)).toBeUndefined();

    // The old tab can no longer act; the new one can.
    const refused = nextMessage<{ code: string }>(room1, 'error');
    room1.send('action', { type: 'endTurn' });
    expect((await refused).code).toBe('NOT_SEATED');
    // A wrong key takes nothing: without the private match's code it is refused, with it that client watches.
    await expect(t.client().joinById(room1.roomId, { name: 'Eve', seatKey: 'x'.repeat(32) })).rejects.toThrow(/join it with its code/);
    const stranger = await t.client().joinById(room1.roomId, { name: 'Eve', seatKey: 'x'.repeat(32), code: (welcome1 as { code?: string }).code });
    expect((await nextMessage<{ seat: Seat | null }>(stranger, 'welcome')).seat).toBeNull();
    expect(sr.seatOfSession(room2.sessionId)).toBe('p1');
    await Promise.all([room1.leave(), room2.leave(), stranger.leave()]);
  });

  it("the tab that takes a seat over (and that tab reconnecting) gets the seat's log as it saw it live: its own drawn cards named, nobody else's", async () => {
    const frames: SentFrame[] = [];
    t.onFrame = (f) => frames.push(f);
    const { p1: nell, sr, drawn } = await playedBotDuel(t.client(), { private: true, seed: 'takeover-log', name: 'Nell' }, 25);
    const spectator = await t.client().joinById(nell.room.roomId, { spectate: true, code: nell.code });
    const markers = logMarkers(sr.game!, 'p1', 'p2', drawn, await historyFrame(frames, sr, spectator));

    const secondTab = t.client();
    const tab2 = await secondTab.joinById(nell.room.roomId, { name: 'Nell', seatKey: nell.seatKey });
    expect(logProblems(await historyFrame(frames, sr, tab2), markers)).toEqual({ ownMissing: [], hiddenNamed: [] });
    expect(sr.seatOfSession(tab2.sessionId)).toBe('p1');

    // The same log again after a plain reconnection of that tab.
    const token = tab2.reconnectionToken;
    tab2.connection.close();
    await until(() => sr.state.seats.get('p1')!.away, 'the seat to show as away');
    const back = await secondTab.reconnect(token);
    expect(logProblems(await historyFrame(frames, sr, back), markers)).toEqual({ ownMissing: [], hiddenNamed: [] });
    t.onFrame = () => {};
    await Promise.all([nell.room.leave(), back.leave(), spectator.leave()]);
  });

  it("the lobby's list names the players of each match", async () => {
    let list: Listing[] = [];
    const lobby = await t.client().joinOrCreate('lobby');
    lobby.onMessage('rooms', (rooms: Listing[]) => (list = rooms));
    lobby.onMessage('+', ([roomId, listing]: [string, Listing]) => (list = [...list.filter((r) => r.roomId !== roomId), listing]));
    const a = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'duel', name: 'Ada' }));
    const b = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'duel', name: 'Brutus' }));
    expect(b.room.roomId).toBe(a.room.roomId);
    await until(() => list.find((r) => r.roomId === a.room.roomId)?.metadata.names.length === 2, 'both names in the list');
    expect(list.find((r) => r.roomId === a.room.roomId)!.metadata.names).toEqual(['Ada', 'Brutus']);
    for (const [i, p] of [a, b].entries()) {
      p.room.send('deck', { precon: PRECONS[i]!.id });
      p.room.send('ready', {});
    }
    await until(() => serverRoom(a.room).game !== null, 'the game to start');
    await until(() => list.find((r) => r.roomId === a.room.roomId)?.metadata.status === 'playing', `the live listing (${JSON.stringify(list)})`);
    expect(list.find((r) => r.roomId === a.room.roomId)!.metadata.names).toEqual(['Ada', 'Brutus']);
    await Promise.all([a.room.leave(), b.room.leave(), lobby.leave()]);
  });
});
