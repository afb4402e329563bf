import { PRECONS } from '@signum/shared';
import { Client, type Room } from 'colyseus.js';
import Redis from 'ioredis';
import { freePort, spawnTs, stop, type Spawned } from '../../test-support/processes';
import pg from 'pg';
import { describeIf, postgresService, redisService, uniqueName } from '../../test-support/services';
import { redisOptionsFromUrl } from './redis-scale';

// Scale-out as deployed (docs/architecture.md §7, docker-compose.yml), with processes on loopback instead of
// containers: game servers sharing one Redis, each with its own public address.

const redis = redisService();
const postgres = postgresService();
jest.setTimeout(90_000);

const NODE = 'server/test-support/scale-node.ts';

/** A game server process on a free port, sharing Redis under this run's key prefix. */
async function startNode(prefix: string, room: 'probe' | 'match'): Promise<{ proc: Spawned; port: number; processId: string }> {
  const port = await freePort();
  const proc = spawnTs(NODE, { PORT: String(port), REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, PUBLIC_ADDRESS: `127.0.0.1:${port}`, SCALE_ROOM: room });
  const m = await proc.waitFor(/READY (\d+) (\S+)/);
  return { proc, port, processId: m[2]! };
}

/** The next message of `type` a room receives. */
function next<T>(room: Room, type: string): Promise<T> {
  return new Promise((resolve) => {
    const off = room.onMessage(type, (msg: T) => {
      off();
      resolve(msg);
    });
  });
}

/** The Redis entries Colyseus keeps for processes and rooms, under this run's prefix. */
async function registry(r: Redis): Promise<{ processes: string[]; rooms: { roomId: string; processId: string }[] }> {
  const counts = await r.hgetall('roomcount');
  const caches = await r.hgetall('roomcaches');
  return {
    processes: Object.keys(counts).sort(),
    rooms: Object.entries(caches).map(([roomId, json]) => ({ roomId, processId: (JSON.parse(json) as { processId: string }).processId })),
  };
}

describeIf(redis)('two game servers sharing Redis', () => {
  const prefix = `${uniqueName('signum_scale')}:`;
  let r: Redis;
  const started: Spawned[] = [];

  beforeAll(() => {
    r = new Redis(redisOptionsFromUrl(redis.url, prefix));
  });
  afterAll(async () => {
    for (const p of started) await stop(p);
    // Remove whatever this run left (it should be nothing but the nodes set and empty hashes).
    const plain = new Redis(redisOptionsFromUrl(redis.url));
    const ours = await plain.keys(`${prefix}*`); // KEYS' pattern gets no keyPrefix, so ask unprefixed
    if (ours.length) await plain.del(...ours);
    plain.disconnect();
    r.disconnect();
  });

  it('a room created through one process is joined through the other, and a stopped process leaves nothing behind', async () => {
    const a = await startNode(prefix, 'probe');
    const b = await startNode(prefix, 'probe');
    started.push(a.proc, b.proc);
    expect(a.processId).not.toBe(b.processId);
    const nodes = [a, b];

    // The create request goes to A; Colyseus puts the room on the process with the fewest rooms,
    // which may be A or B. Either way the client ends up on the host, through its public address.
    const created = await new Client(`ws://127.0.0.1:${a.port}`).create('probe');
    const whereCreated = next<{ processId: string; port: number }>(created, 'where');
    created.send('where');
    const host = await whereCreated;
    const hostNode = nodes.find((n) => n.processId === host.processId)!;
    expect(hostNode).toBeDefined();
    expect(host.port).toBe(hostNode.port);
    const other = nodes.find((n) => n !== hostNode)!;

    // Through the process that does NOT host it, by id and by matchmaking: both reach the room on the host.
    const viaOther = new Client(`ws://127.0.0.1:${other.port}`);
    const byId = await viaOther.joinById(created.roomId);
    const byMatch = await viaOther.join('probe');
    for (const joined of [byId, byMatch]) {
      expect(joined.roomId).toBe(created.roomId);
      const where = next<{ processId: string }>(joined, 'where');
      joined.send('where');
      expect((await where).processId).toBe(hostNode.processId);
    }

    let reg = await registry(r);
    expect(reg.processes).toEqual([a.processId, b.processId].sort());
    expect(reg.rooms).toEqual([{ roomId: created.roomId, processId: hostNode.processId }]);

    // SIGTERM: the host shuts down gracefully and removes its rooms and its process entry.
    for (const room of [created, byId, byMatch]) await room.leave();
    expect(await stop(hostNode.proc)).toBe(0);
    expect(hostNode.proc.output()).toContain(`SHUTDOWN ${hostNode.processId}`);
    reg = await registry(r);
    expect(reg.processes).toEqual([other.processId]);
    expect(reg.rooms).toEqual([]);
    expect(await stop(other.proc)).toBe(0);
    expect((await registry(r)).processes).toEqual([]);
  });

  it('the entries of a process killed outright are removed by the next process to start', async () => {
    const b = await startNode(prefix, 'probe');
    started.push(b.proc);
    const room = await new Client(`ws://127.0.0.1:${b.port}`).create('probe');
    expect((await registry(r)).rooms.map((x) => x.processId)).toContain(b.processId);

    b.proc.child.kill('SIGKILL'); // no chance to clean up
    await b.proc.exited;
    room.connection.close();
    let reg = await registry(r);
    expect(reg.processes).toContain(b.processId); // stale
    expect(reg.rooms.map((x) => x.roomId)).toContain(room.roomId);

    const c = await startNode(prefix, 'probe');
    started.push(c.proc);
    reg = await registry(r);
    expect(reg.processes).not.toContain(b.processId);
    expect(reg.rooms.map((x) => x.roomId)).not.toContain(room.roomId);
    // Matchmaking through C now creates a fresh room on C instead of reserving a seat in the dead one.
    const fresh = await new Client(`ws://127.0.0.1:${c.port}`).joinOrCreate('probe');
    const where = next<{ processId: string }>(fresh, 'where');
    fresh.send('where');
    expect((await where).processId).toBe(c.processId);
    await fresh.leave();
    expect(await stop(c.proc)).toBe(0);
    expect(await registry(r)).toEqual({ processes: [], rooms: [] });
  });

  it('the real match room: created through one server, its second seat taken through the other, the game starts for both', async () => {
    const a = await startNode(prefix, 'match');
    const b = await startNode(prefix, 'match');
    started.push(a.proc, b.proc);
    const first = await new Client(`ws://127.0.0.1:${a.port}`).create('match', { mode: 'duel', seed: 'scale-out', name: 'Ann' });
    const firstWelcome = next<{ seat: string }>(first, 'welcome');
    const host = (await registry(r)).rooms.find((x) => x.roomId === first.roomId);
    expect(host).toBeDefined();
    const other = [a, b].find((n) => n.processId !== host!.processId)!;
    expect([a.processId, b.processId]).toContain(host!.processId);

    const second = await new Client(`ws://127.0.0.1:${other.port}`).joinById(first.roomId, { name: 'Bob' });
    const secondWelcome = next<{ seat: string }>(second, 'welcome');
    expect((await firstWelcome).seat).toBe('p1');
    expect((await secondWelcome).seat).toBe('p2');

    const startedFor = [first, second].map((room) => next<{ seats: string[] }>(room, 'started'));
    for (const [i, room] of [first, second].entries()) {
      room.onMessage('*', () => {});
      room.send('deck', { precon: PRECONS[i]!.id });
      room.send('ready', {});
    }
    for (const s of await Promise.all(startedFor)) expect(s.seats).toEqual(['p1', 'p2']);
    await new Promise((res) => setTimeout(res, 200));
    for (const room of [first, second]) expect((room.state as { status?: string }).status).toBe('playing');

    for (const room of [first, second]) await room.leave();
    expect(await stop(a.proc)).toBe(0);
    expect(await stop(b.proc)).toBe(0);
    expect(await registry(r)).toEqual({ processes: [], rooms: [] });
  });
});

// The deployed entry point itself (npm start = server/src/main.ts), twice, as docker-compose.yml runs
// it: one Redis, one PostgreSQL, each process with its own PORT and PUBLIC_ADDRESS. main.ts takes
// the Redis URL as it is, so this run is kept apart from others by a Redis database number.
describeIf(redis)('npm start twice on one Redis and one PostgreSQL', () => {
  const db = 1 + (process.pid % 15);
  const schema = uniqueName('signum_main').toLowerCase();
  const redisUrl = `${redis.url.replace(/\/\d*$/, '')}/${db}`;
  const procs: Spawned[] = [];
  let r: Redis;

  beforeAll(() => void (r = new Redis(redisOptionsFromUrl(redisUrl))));
  afterAll(async () => {
    for (const p of procs) await stop(p);
    r.disconnect();
    if (postgres.available) {
      const c = new pg.Client({ connectionString: postgres.url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  });

  (postgres.available ? it : it.skip)('a match created through one is joined through the other, logged in the shared database, and both stop cleanly', async () => {
    const before = await registry(r);
    const nodes: { proc: Spawned; port: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const proc = spawnTs('server/src/main.ts', { PORT: String(port), PUBLIC_ADDRESS: `127.0.0.1:${port}`, REDIS_URL: redisUrl, DATABASE_URL: postgres.url, DATABASE_SCHEMA: schema });
      procs.push(proc);
      await proc.waitFor(/on http:\/\/localhost:\d+/);
      nodes.push({ proc, port });
    }
    const first = await new Client(`ws://127.0.0.1:${nodes[0]!.port}`).create('match', { mode: 'duel', seed: 'scale-main', private: true, name: 'Ann' });
    // A private match is joined by id with its code, given to its seated players in `welcome`.
    const { code } = await next<{ code: string }>(first, 'welcome');
    const hostId = (await registry(r)).rooms.find((x) => x.roomId === first.roomId)?.processId;
    expect(hostId).toBeDefined();
    // Join through both servers: at least one of them is not the room's host.
    const second = await new Client(`ws://127.0.0.1:${nodes[1]!.port}`).joinById(first.roomId, { name: 'Bob', code });
    const spectator = await new Client(`ws://127.0.0.1:${nodes[0]!.port}`).joinById(first.roomId, { spectate: true, code });
    const startedFor = [first, second].map((room) => next(room, 'started'));
    for (const [i, room] of [first, second].entries()) {
      room.onMessage('*', () => {});
      room.send('deck', { precon: PRECONS[i]!.id });
      room.send('ready', {});
    }
    spectator.onMessage('*', () => {});
    await Promise.all(startedFor);

    // The match record is in the shared PostgreSQL schema, under the room's id.
    const c = new pg.Client({ connectionString: postgres.url });
    await c.connect();
    try {
      const rows = await c.query(`SELECT id, mode, finished_at FROM ${schema}.matches WHERE id = $1`, [first.roomId]);
      expect(rows.rows).toEqual([{ id: first.roomId, mode: 'duel', finished_at: null }]);
    } finally {
      await c.end();
    }

    for (const room of [first, second, spectator]) await room.leave();
    for (const n of nodes) expect(await stop(n.proc)).toBe(0);
    const after = await registry(r);
    expect(after.rooms.filter((x) => x.roomId === first.roomId)).toEqual([]);
    expect(after.processes).toEqual(before.processes);
  });
});
