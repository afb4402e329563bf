import type { Room } from 'colyseus.js';
import { encodeDeck, PRECONS } from '@signum/shared';
import { setRoomServices } from '../src/room/services';
import { joinPlayer, nextMessage, serverRoom, startTestServer, until, type TestServer } from './harness';

interface Listing {
  roomId: string;
  name: string;
  metadata: { mode: string; seats: number; seatsTaken: number; status: string; private: boolean; code?: string };
}

/** Join the lobby room and keep its realtime list of match rooms. */
async function lobby(t: TestServer): Promise<{ room: Room; rooms: () => Listing[] }> {
  let list: Listing[] = [];
  const room = await t.client().joinOrCreate('lobby');
  room.onMessage('rooms', (rooms: Listing[]) => (list = rooms));
  room.onMessage('+', ([roomId, listing]: [string, Listing]) => {
    list = [...list.filter((r) => r.roomId !== roomId), listing];
  });
  room.onMessage('-', (roomId: string) => (list = list.filter((r) => r.roomId !== roomId)));
  return { room, rooms: () => list };
}

describe('lobby, seats, decks, spectators and private matches', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses bad room options with a clear error', async () => {
    await expect(t.client().create('match', { mode: 'solo' })).rejects.toThrow(/Bad match options: mode/);
    await expect(t.client().create('match', { mode: 'duel', bots: 7 })).rejects.toThrow(/Bad match options: bots/);
    await expect(t.client().create('match', { mode: 'duel', color: 'red' })).rejects.toThrow(/Bad match options/);
  });

  it('(d) checks deck choices: unknown precon, deck codes, an illegal deck with its reasons, ready without a deck', async () => {
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', private: true, variants: { ruleset: 'classic2017' } }));
    const errorOf = async (type: string, msg: unknown) => {
      const e = nextMessage<{ code: string; message: string; reasons?: { code: string }[] }>(p.room, 'error');
      p.room.send(type, msg);
      return e;
    };
    expect((await errorOf('ready', {})).code).toBe('NO_DECK');
    expect((await errorOf('deck', { precon: 'no-such-deck' })).code).toBe('UNKNOWN_PRECON');
    expect((await errorOf('deck', { code: 'ABC123' })).code).toBe('BAD_DECK_CODE');
    expect((await errorOf('deck', { precon: 5 })).code).toBe('MALFORMED');
    expect((await errorOf('deck', 'moonlit-vanguard')).code).toBe('MALFORMED');
    // The 2017 summary needs 30 cards: a 20-card deck code is illegal there, with the reason given.
    const illegal = await errorOf('deck', { code: encodeDeck(PRECONS[0]!.loadout) });
    expect(illegal.code).toBe('ILLEGAL_DECK');
    expect(illegal.reasons!.map((r) => r.code)).toContain('DECK_SIZE');
    expect(illegal.message).toMatch(/not legal/);
    expect(serverRoom(p.room).state.seats.get('p1')!.deckChosen).toBe(false);
    // A precon is filled up to a legal 2017 deck (docs/rules-decisions.md #104), so it is accepted at once.
    const filled = nextMessage<{ source: string }>(p.room, 'deckAccepted');
    p.room.send('deck', { precon: PRECONS[0]!.id });
    expect((await filled).source).toBe(PRECONS[0]!.id);
    await until(() => serverRoom(p.room).state.seats.get('p1')!.deckChosen, 'the 2017 precon to show as chosen');
    await p.room.leave();

    const ok = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', private: true }));
    const accepted = nextMessage<{ source: string }>(ok.room, 'deckAccepted');
    ok.room.send('deck', { precon: PRECONS[2]!.id });
    expect((await accepted).source).toBe(PRECONS[2]!.id);
    await until(() => serverRoom(ok.room).state.seats.get('p1')!.deckChosen, 'the deck to show as chosen');
    // A shared deck code is read back into the same deck.
    const byCode = nextMessage<{ source: string }>(ok.room, 'deckAccepted');
    ok.room.send('deck', { code: encodeDeck(PRECONS[3]!.loadout) });
    expect((await byCode).source).toBe('code');
    await ok.room.leave();
  });

  it('(e) quick match fills one public room per mode, then opens another; later arrivals and spectators watch', async () => {
    const a = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'ffa3', name: 'A' }));
    const b = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'ffa3', name: 'B' }));
    const duel = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'duel', name: 'D' }));
    const c3 = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'ffa3', name: 'C' }));
    expect(b.room.roomId).toBe(a.room.roomId);
    expect(c3.room.roomId).toBe(a.room.roomId);
    expect(duel.room.roomId).not.toBe(a.room.roomId);
    expect([a.seat, b.seat, c3.seat]).toEqual(['p1', 'p2', 'p3']);
    // The seats are full: quick match now opens a new room instead of seating a fourth person here.
    const d = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'ffa3', name: 'D' }));
    expect(d.room.roomId).not.toBe(a.room.roomId);
    expect(d.seat).toBe('p1');
    // Joining the full room by id, or asking to spectate, makes a spectator.
    const late = await joinPlayer(t.client(), (c) => c.joinById(a.room.roomId, { name: 'late' }));
    expect(late.seat).toBeNull();
    const spectator = await joinPlayer(t.client(), (c) => c.joinById(duel.room.roomId, { spectate: true }));
    expect(spectator.seat).toBeNull();
    // A spectator may not choose decks or act.
    const e = nextMessage<{ code: string }>(spectator.room, 'error');
    spectator.room.send('deck', { precon: PRECONS[0]!.id });
    expect((await e).code).toBe('NOT_SEATED');
    // It sees the public state: the seats and who sits there.
    await until(() => (spectator.room.state as { seats?: Map<string, { name: string }> }).seats?.get('p1')?.name === 'D', 'the spectator to see the seats');
    for (const p of [a, b, c3, d, duel, late, spectator]) await p.room.leave();
  });

  it('(e) simultaneous quick matches never seat more people than a room has seats', async () => {
    const players = await Promise.all(Array.from({ length: 7 }, (_, i) => joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'ffa3', name: `q${i}` }))));
    expect(players.every((p) => p.seat !== null)).toBe(true);
    const byRoom = new Map<string, string[]>();
    for (const p of players) byRoom.set(p.room.roomId, [...(byRoom.get(p.room.roomId) ?? []), p.seat!]);
    expect([...byRoom.values()].map((seats) => seats.length).sort()).toEqual([1, 3, 3]);
    for (const seats of byRoom.values()) expect(new Set(seats).size).toBe(seats.length);
    for (const p of players) await p.room.leave();
  });

  it('(e) Shoulder to Shoulder players choose side A or B', async () => {
    const b1 = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'teams', team: 'B', name: 'b1' }));
    const a1 = await joinPlayer(t.client(), (c) => c.joinById(b1.room.roomId, { team: 'A' }));
    const b2 = await joinPlayer(t.client(), (c) => c.joinById(b1.room.roomId, { team: 'B' }));
    const b3 = await joinPlayer(t.client(), (c) => c.joinById(b1.room.roomId, { team: 'B' }));
    expect([b1.seat, a1.seat, b2.seat, b3.seat]).toEqual(['p3', 'p1', 'p4', 'p2']); // side B full: seated on A
    expect(serverRoom(b1.room).state.seats.get('p4')!.team).toBe('B');
    for (const p of [b1, a1, b2, b3]) await p.room.leave();
  });

  it('(e) a private match is hidden from the lobby and quick match, and joined by its code', async () => {
    const l = await lobby(t);
    const pub = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'ffa4', name: 'public' }));
    const host = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'ffa4', private: true, name: 'host' }));
    const welcomeCode = serverRoom(host.room).joinCode;
    expect(welcomeCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(host.code).toBe(welcomeCode);
    await until(() => l.rooms().some((r) => r.roomId === pub.room.roomId), 'the public match in the lobby');
    const listed = l.rooms().find((r) => r.roomId === pub.room.roomId)!;
    expect(listed.metadata).toMatchObject({ mode: 'ffa4', seats: 4, seatsTaken: 1, status: 'lobby', private: false });
    expect(listed.metadata.code).toBeUndefined();
    expect(l.rooms().some((r) => r.roomId === host.room.roomId)).toBe(false);
    // Quick match goes to the public room, never the private one.
    const quick = await joinPlayer(t.client(), (c) => c.joinOrCreate('match', { mode: 'ffa4' }));
    expect(quick.room.roomId).toBe(pub.room.roomId);
    await until(() => l.rooms().find((r) => r.roomId === pub.room.roomId)?.metadata.seatsTaken === 2, 'the lobby to count the new player');
    // The code resolves (case and spaces forgiven) to the room, which is then joined by id.
    const res = await fetch(`http://127.0.0.1:${t.server.port}/codes/${welcomeCode.toLowerCase().slice(0, 3)} ${welcomeCode.slice(3)}`);
    expect(res.status).toBe(200);
    const { roomId } = (await res.json()) as { roomId: string };
    expect(roomId).toBe(host.room.roomId);
    // By id alone (a room id seen somewhere) a private match is refused; with its code it seats.
    await expect(t.client().joinById(roomId, { name: 'snoop' })).rejects.toThrow('That match is private: join it with its code.');
    await expect(t.client().joinById(roomId, { name: 'snoop', code: 'ZZZZZZZZ' })).rejects.toThrow('That match is private: join it with its code.');
    const friend = await joinPlayer(t.client(), (c) => c.joinById(roomId, { name: 'friend', code: welcomeCode.toLowerCase() }));
    expect(friend.seat).toBe('p2');
    expect((await fetch(`http://127.0.0.1:${t.server.port}/codes/ZZZZZZZZ`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${t.server.port}/codes/bad`)).status).toBe(404);
    for (const p of [pub, host, quick, friend]) await p.room.leave();
    await l.room.leave();
  });

  it('ignores a fixed seed unless the server allows it (a known seed would reveal every shuffle)', async () => {
    setRoomServices({ allowFixedSeed: false });
    try {
      const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'known-seed' }));
      expect(serverRoom(p.room).seed).not.toBe('known-seed');
      expect(serverRoom(p.room).seed).toMatch(/^[0-9a-f]{24}$/);
      await p.room.leave();
    } finally {
      setRoomServices({ allowFixedSeed: true });
    }
    const q = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'known-seed' }));
    expect(serverRoom(q.room).seed).toBe('known-seed');
    await q.room.leave();
  });

  it('serves /health, the placeholder page, and 404s for logs of unknown or unfinished matches', async () => {
    const base = `http://127.0.0.1:${t.server.port}`;
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true });
    expect(await (await fetch(`${base}/`)).text()).toMatch(/Legends of Signum Online/);
    expect((await fetch(`${base}/matches/nope/log`)).status).toBe(404);
    const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy' }));
    p.room.send('deck', { precon: PRECONS[0]!.id });
    p.room.send('ready', {});
    await until(() => serverRoom(p.room).game !== null, 'the game to start');
    expect((await fetch(`${base}/matches/${p.room.roomId}/log`)).status).toBe(409);
    await p.room.leave();
  });
});
