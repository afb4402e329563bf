import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Room, SchemaSerializer, type Client as ServerClient } from '@colyseus/core';
import { ArraySchema, MapSchema, Schema, type } from '@colyseus/schema';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { alwaysFilterOn, CHECKED_COLYSEUS_CORE, hasTcpSocket, PatchOnChange, redisConnectionsOf, ScreenedRoom, sendTogether, shareHandshake, SpreadHeartbeatTransport, heartbeatInSlices, HEARTBEAT_TICK_MS } from '../src/room/colyseus-internals';
import { MatchState } from '../src/room/schema';
import { startTestServer, until, type TestServer } from './harness';

/** What the probe room saw through the shim's hooks. */
const seen = {
  screened: [] as string[],
  admitted: [] as { options: unknown; reconnecting: boolean }[],
  reserved: [] as { options: unknown; seconds: number; reconnecting: boolean; pending: number }[],
  disposingAtDispose: [] as boolean[],
  together: [] as { reachable: boolean; writes: { count: number } }[],
  joinWrites: [] as { count: number; stop(): void }[],
  pongs: [] as { pingCount: unknown; afterPong: unknown }[],
};

/**
 * Count the writes on a client's TCP socket from now until `stop()`, but for those that start with a
 * WebSocket control frame (the heartbeat's pings, a close), which the shared heartbeat sends any time.
 */
function countWrites(client: ServerClient): { count: number; stop(): void } {
  const socket = (client as unknown as { ref: { _socket: Record<string, (...a: unknown[]) => unknown> } }).ref._socket;
  const own = { _write: socket._write!, _writev: socket._writev! };
  const writes = { count: 0, stop: () => void Object.assign(socket, own) };
  const count = (first: Buffer) => (first[0]! & 0x0f) < 0x08 && writes.count++; // opcodes 8 and above: control frames
  socket._write = (...a: unknown[]) => (count(a[0] as Buffer), own._write.apply(socket, a));
  socket._writev = (...a: unknown[]) => (count((a[0] as { chunk: Buffer }[])[0]!.chunk), own._writev.apply(socket, a));
  return writes;
}

/** A room that uses every hook of ScreenedRoom: refuses `{ refuse: true }`, drops messages of type 'drop'. */
class ProbeRoom extends ScreenedRoom<object, { tag: string }> {
  override onCreate(o: { tag?: string; open?: boolean }): void {
    this.setListingField('probeOpen', o.open ?? false);
    void this.setMetadata({ tag: o.tag ?? '' });
    this.onMessage('*', (client: ServerClient, type) => client.send('echo', type));
    // The socket's ping count, and what the transport's own `pong` handler leaves of it.
    this.onMessage('heartbeat', (client: ServerClient) => {
      const socket = (client as unknown as { ref: { pingCount: unknown; emit(event: string, data: Buffer): void } }).ref;
      const pingCount = socket.pingCount;
      socket.pingCount = 2;
      socket.emit('pong', Buffer.alloc(0));
      seen.pongs.push({ pingCount, afterPong: socket.pingCount });
    });
    // Three messages sent together: count the socket's writes while they go out.
    this.onMessage('together', (client: ServerClient) => {
      const writes = countWrites(client);
      seen.together.push({ reachable: hasTcpSocket(client), writes });
      sendTogether([client], () => ['one', 'two', 'three'].forEach((m) => client.send('part', m)));
      writes.stop();
    });
  }
  /** With `{ greet: true }`: three messages sent while the client joins, and the socket's writes counted from here. */
  override onJoin(client: ServerClient, o: { greet?: boolean }): void {
    if (!o?.greet) return;
    seen.joinWrites.push(countWrites(client));
    for (const m of ['one', 'two', 'three']) client.send('greeting', m);
  }
  override async onLeave(client: ServerClient, consented: boolean): Promise<void> {
    if (consented) return;
    await this.allowReconnection(client, 5);
  }
  override onDispose(): void {
    seen.disposingAtDispose.push(this.disposing);
  }
  protected screenMessage(_client: ServerClient, buffer: Buffer, deliver: () => void): void {
    const text = buffer.toString('latin1');
    seen.screened.push(text);
    if (!text.includes('drop')) deliver();
  }
  protected admitReservation(sessionId: string, options: unknown, reconnecting: boolean): boolean {
    seen.admitted.push({ options, reconnecting });
    if (typeof sessionId !== 'string' || !sessionId) throw new Error('no session id');
    return !(options as { refuse?: boolean } | undefined)?.refuse;
  }
  protected reserved(options: unknown, seconds: number, reconnecting: boolean): void {
    seen.reserved.push({ options, seconds, reconnecting, pending: this.pendingReservations().filter((r) => r.options === options && typeof r.sessionId === 'string').length });
  }
}

/**
 * The shim over Colyseus internals (colyseus-internals.ts) against the installed Colyseus: if an
 * upgrade renames or changes any of them, one of these fails.
 */
describe('Colyseus internals the server relies on', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    const handler = t.server.gameServer.define('probe', ProbeRoom);
    alwaysFilterOn(handler, 'probeOpen', true);
  });
  afterAll(async () => {
    await t.close();
  });

  it('was checked against the installed @colyseus/core release', () => {
    const installed = JSON.parse(readFileSync(join(dirname(require.resolve('@colyseus/core')), '..', 'package.json'), 'utf8')) as { version: string };
    expect(installed.version.startsWith(`${CHECKED_COLYSEUS_CORE}.`)).toBe(true);
    // The methods the shim overrides still exist on Room.
    const proto = Room.prototype as unknown as Record<string, unknown>;
    expect(typeof proto._onMessage).toBe('function');
    expect(typeof proto._reserveSeat).toBe('function');
  });

  it('sees every reservation (with its options, pending until used) and every raw message before decoding', async () => {
    const room = await t.client().create('probe', { tag: 'a', open: true, hello: 1 });
    expect(seen.admitted.at(-1)).toEqual({ options: expect.objectContaining({ hello: 1 }), reconnecting: false });
    expect(seen.reserved.at(-1)).toEqual(expect.objectContaining({ options: expect.objectContaining({ hello: 1 }), reconnecting: false, pending: 1 }));
    const echoes: unknown[] = [];
    room.onMessage('echo', (type) => echoes.push(type));
    room.send('drop', {});
    room.send('keep', {});
    await until(() => echoes.length === 1, 'the kept message to come back');
    expect(echoes).toEqual(['keep']);
    expect(seen.screened.some((s) => s.includes('drop'))).toBe(true);
    expect(seen.screened.some((s) => s.includes('keep'))).toBe(true);

    // A refused reservation is a failed join, and the room never sees that client.
    await expect(t.client().joinById(room.roomId, { refuse: true })).rejects.toThrow();

    // A dropped client's reconnection goes through the same hook, marked as one.
    const token = room.reconnectionToken;
    (room.connection as unknown as { transport: { ws: { close(): void } } }).transport.ws.close();
    await until(() => seen.admitted.some((a) => a.reconnecting), 'the reconnection reservation');
    const back = await t.client().reconnect(token);
    expect(back.roomId).toBe(room.roomId);
    await back.leave();
  });

  it("reaches a client's TCP socket, and messages sent together leave in one write", async () => {
    const room = await t.client().create('probe', { tag: 'together' });
    const parts: string[] = [];
    room.onMessage('part', (m: string) => parts.push(m));
    room.send('together', {});
    await until(() => parts.length === 3, 'the three parts');
    expect(parts).toEqual(['one', 'two', 'three']);
    expect(seen.together.at(-1)).toEqual({ reachable: true, writes: expect.objectContaining({ count: 1 }) });
    await room.leave();
  });

  it("answers a joining client's handshake in one write: what was queued for it while it joined", async () => {
    const greetings: string[] = [];
    const room = await t.client().create('probe', { tag: 'greet', greet: true });
    room.onMessage('greeting', (m: string) => greetings.push(m)); // before the reply to the handshake can be read
    await until(() => greetings.length === 3, 'the three greetings');
    expect(greetings).toEqual(['one', 'two', 'three']);
    // The room's JOIN_ROOM, then the three queued greetings together (one write each without the cork: 4).
    const writes = seen.joinWrites.at(-1)!;
    expect(writes.count).toBe(2);
    writes.stop();
    await room.leave();
  });

  it("runs the spread heartbeat: each socket's ping count, zeroed by the transport's pong handler", async () => {
    const transport = (t.server.gameServer as unknown as { transport: unknown }).transport;
    expect(transport).toBeInstanceOf(SpreadHeartbeatTransport);
    expect((transport as { pingInterval?: unknown }).pingInterval).toBeDefined(); // started once the server listened
    const room = await t.client().create('probe', { tag: 'heartbeat' });
    room.send('heartbeat', {});
    await until(() => seen.pongs.length === 1, 'the pong probe');
    expect(typeof seen.pongs[0]!.pingCount).toBe('number');
    expect(seen.pongs[0]!.afterPong).toBe(0);
    await room.leave();
  });

  it('a listing field is saved with the metadata and filters quick match', async () => {
    const closed = await t.client().create('probe', { tag: 'closed', open: false });
    const open = await t.client().create('probe', { tag: 'open', open: true });
    const found = await t.client().joinOrCreate('probe', {});
    expect(found.roomId).toBe(open.roomId);
    expect(found.roomId).not.toBe(closed.roomId);
    await Promise.all([closed.leave(), open.leave(), found.leave()]);
  });

  it('a room being disposed says so', async () => {
    const before = seen.disposingAtDispose.length;
    const r = await t.client().create('probe', { tag: 'gone' });
    await r.leave();
    await until(() => seen.disposingAtDispose.length > before, 'the room to be disposed');
    expect(seen.disposingAtDispose.at(-1)).toBe(true);
  });

  it('finds the ioredis connections behind RedisPresence and RedisDriver', async () => {
    const presence = new RedisPresence({ host: '127.0.0.1', port: 6379 });
    const driver = new RedisDriver({ host: '127.0.0.1', port: 6379 });
    const c = redisConnectionsOf(presence, driver);
    try {
      for (const conn of [c.pub, c.sub, c.driver]) {
        expect(typeof conn.ping).toBe('function');
        await until(() => conn.status === 'ready', 'a Redis connection');
      }
      expect(await c.driver.ping()).toBe('PONG');
    } finally {
      await presence.shutdown();
      await driver.shutdown();
    }
  });
});

/** A room's state with every kind of change the match state sees: a field, map entries, a string list. */
class PatchProbeItem extends Schema {
  @type('number') n = 0;
}
class PatchProbeState extends Schema {
  @type('string') phase = '';
  @type({ map: PatchProbeItem }) items = new MapSchema<PatchProbeItem>();
  @type(['string']) order = new ArraySchema<string>();
}

/**
 * PatchOnChange hooks @colyseus/schema's change tracker: every kind of change must start exactly one
 * patch, nothing may start one while nothing changes, and a patch sent another way cancels its timer.
 */
describe('PatchOnChange (a patch when the state changes, not every 50 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function probe() {
    const state = new PatchProbeState();
    const serializer = new SchemaSerializer();
    serializer.reset(state);
    let patches = 0;
    const room = {
      patchRate: 50,
      _serializer: serializer,
      broadcastPatch() {
        patches++;
        (serializer as unknown as { encoder: { discardChanges(): void } }).encoder.discardChanges();
        return true;
      },
    };
    const patcher = new PatchOnChange(room as unknown as Room, 50);
    jest.advanceTimersByTime(50); // what changed before the hook
    return { state, patcher, room, patches: () => patches };
  }

  it('switches Colyseus’s patch interval off and patches once after each kind of change', () => {
    const { state, room, patches } = probe();
    expect(room.patchRate).toBe(0);
    const changes: [string, () => void][] = [
      ['a field', () => (state.phase = 'play')],
      ['a map entry added', () => state.items.set('a', new PatchProbeItem())],
      ['a field of a map entry', () => (state.items.get('a')!.n = 3)],
      ['a map entry deleted', () => state.items.delete('a')],
      ['a list pushed to', () => state.order.push('p1', 'p2')],
      ['a list cleared', () => state.order.clear()],
    ];
    for (const [what, change] of changes) {
      const before = patches();
      jest.advanceTimersByTime(1000);
      expect({ what, idle: patches() - before }).toEqual({ what, idle: 0 });
      change();
      jest.advanceTimersByTime(49);
      expect({ what, early: patches() - before }).toEqual({ what, early: 0 });
      jest.advanceTimersByTime(1);
      expect({ what, patched: patches() - before }).toEqual({ what, patched: 1 });
    }
  });

  it('sends no second patch for changes a patch already carried', () => {
    const { state, patcher, room, patches } = probe();
    const before = patches();
    state.phase = 'changed';
    patcher.patched();
    room.broadcastPatch();
    jest.advanceTimersByTime(1000);
    expect(patches() - before).toBe(1);
  });
});

describe('shareHandshake', () => {
  it('gives a room the handshake an earlier room of its state class encoded, byte for byte what it would encode itself', () => {
    const roomOf = () => {
      const serializer = new SchemaSerializer();
      serializer.reset(new MatchState());
      return { _serializer: serializer };
    };
    const [first, second, unshared] = [roomOf(), roomOf(), roomOf()];
    shareHandshake(first as unknown as Room);
    shareHandshake(second as unknown as Room);
    expect(second._serializer.handshake()).toBe(first._serializer.handshake());
    expect(Buffer.from(second._serializer.handshake() as Uint8Array)).toEqual(Buffer.from(unshared._serializer.handshake() as Uint8Array));
  });
});

describe('heartbeatInSlices (each client pinged once an interval, a slice at a time)', () => {
  /** A socket that answers every ping at once (its pong zeroes the count, as the transport's handler does), or never. */
  const socket = (answers: boolean) => {
    const s = { pingCount: 0, pings: 0, terminated: false, ping: () => (s.pings++, answers && (s.pingCount = 0)), terminate: () => void (s.terminated = true) };
    return s;
  };

  it('pings every client once a round, no tick more than its share, and closes one that stopped answering', async () => {
    const answering = Array.from({ length: 6 }, () => socket(true));
    const silent = socket(false);
    const clients = new Set([...answering, silent]);
    // Count what each tick pings.
    const perTick: number[] = [];
    let before = 0;
    const total = () => [...clients].reduce((n, c) => n + c.pings, 0);
    const timer = heartbeatInSlices(clients, 3 * HEARTBEAT_TICK_MS, 2);
    const watch = setInterval(() => {
      const now = total();
      perTick.push(now - before);
      before = now;
    }, HEARTBEAT_TICK_MS);
    await until(() => total() >= 7, 'a round of pings');
    expect(answering.map((c) => c.pings)).toEqual([1, 1, 1, 1, 1, 1]); // one round: each once
    expect(silent.pings).toBe(1);
    expect(Math.max(...perTick)).toBeLessThanOrEqual(3); // 7 clients over 3 ticks: at most 3 a tick, not all 7 at once
    await until(() => silent.terminated, 'the silent client closed');
    clearInterval(timer);
    clearInterval(watch);
    expect(silent.pings).toBe(2); // two pings unanswered, then closed at its next turn
    expect(answering.some((c) => c.terminated)).toBe(false);
  });
});
