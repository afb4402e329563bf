import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { createServer, type RunningServer } from '../src/create-server';
import { limiterConnection } from '../src/scale/redis-scale';
import { MemoryStore } from '../src/store/memory-store';
import { PostgresStore } from '../src/store/postgres-store';
import { freePort } from '../test-support/processes';
import { PrivateRedis } from '../test-support/private-redis';
import { describeIf, postgresService, servicesRequired, uniqueName } from '../test-support/services';
import { TcpProxy } from '../test-support/tcp-proxy';
import { NO_HTTP_LIMITS, NO_RATE_LIMIT, NO_ROOM_LIMITS } from './harness';

type Readiness = { ok: boolean; checks: Record<string, { ok: boolean; detail?: string }> };

async function ready(server: RunningServer): Promise<{ status: number; body: Readiness }> {
  const res = await fetch(`http://127.0.0.1:${server.port}/ready`);
  return { status: res.status, body: (await res.json()) as Readiness };
}

/** Poll /ready until it gives `status` (a dependency's return is noticed on its next connection). */
async function readyBecomes(server: RunningServer, status: number, ms = 15_000): Promise<Readiness> {
  const start = Date.now();
  for (;;) {
    const r = await ready(server);
    if (r.status === status) return r.body;
    if (Date.now() - start > ms) throw new Error(`/ready stayed ${r.status} (${JSON.stringify(r.body)}), expected ${status}`);
    await new Promise((res) => setTimeout(res, 200));
  }
}

const serverOptions = { port: 0, rateLimit: NO_RATE_LIMIT, limits: NO_ROOM_LIMITS, httpLimits: NO_HTTP_LIMITS, presenceTimeoutMs: 500 };

// The real PostgreSQL stays up for everyone else: this server reaches it through a proxy the test cuts.
const postgres = postgresService();
describeIf(postgres)('/ready with PostgreSQL down', () => {
  const schema = uniqueName('signum_ready').toLowerCase();
  let proxy: TcpProxy;
  let store: PostgresStore;
  let server: RunningServer;

  beforeAll(async () => {
    const real = new URL(postgres.url);
    proxy = new TcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(postgres.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    store = await PostgresStore.open({ connectionString: viaProxy.toString(), schema, max: 2 });
    server = await createServer({ ...serverOptions, store });
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    await proxy?.start().catch(() => undefined); // the store's pool ends over a live connection
    await store?.close();
    await proxy?.cut();
    const c = new pg.Client({ connectionString: postgres.url });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => c.end());
  });

  it('answers 503 with the store check failed while the database is unreachable, and 200 once it is back', async () => {
    expect(await ready(server)).toEqual({ status: 200, body: { ok: true, checks: { store: { ok: true } } } });
    await proxy.cut();
    const down = await readyBecomes(server, 503);
    expect(down.checks.store).toEqual({ ok: false, detail: 'unreachable' });
    await proxy.start();
    expect(await readyBecomes(server, 200)).toEqual({ ok: true, checks: { store: { ok: true } } });
  }, 40_000);
});

// A private redis-server (the shared one on 6379 must never be stopped).
const haveRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!haveRedisServer && servicesRequired()) throw new Error('redis-server is not installed, and REQUIRE_SERVICES=1 says these tests must run.');
(haveRedisServer ? describe : describe.skip)('/ready with Redis down', () => {
  let redis: PrivateRedis;
  let server: RunningServer;
  let conn: ReturnType<typeof limiterConnection>;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    conn = limiterConnection({ REDIS_URL: redis.url, REDIS_TIMEOUT_MS: '500' });
    server = await createServer({ ...serverOptions, store: new MemoryStore(), redis: conn });
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    conn?.disconnect();
    await redis?.dispose();
  });

  it('answers 503 with the redis check failed while Redis is down, and 200 once it is back', async () => {
    expect((await readyBecomes(server, 200)).checks.redis).toEqual({ ok: true });
    await redis.stop();
    const down = await readyBecomes(server, 503);
    expect(down.checks.redis).toEqual({ ok: false, detail: 'unreachable' });
    expect(down.checks.store).toEqual({ ok: true, detail: 'in memory' });
    await redis.start();
    expect((await readyBecomes(server, 200)).checks.redis).toEqual({ ok: true });
  }, 40_000);
});
