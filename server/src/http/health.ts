import { Router } from 'express';
import type { Redis } from 'ioredis';
import { registry } from '../metrics';
import { MIGRATIONS } from '../store/migrations';
import type { MatchStore } from '../store/match-store';

/** Reject after `ms` (a hung dependency is a failed check, not a hung probe). */
export function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** One readiness check's outcome. */
export interface CheckResult {
  ok: boolean;
  detail?: string;
}

/** The store answers and has every migration. */
async function checkStore(store: MatchStore, ms: number): Promise<CheckResult> {
  const withVersions = store as MatchStore & { schemaVersions?: () => number[] | Promise<number[]> };
  if (!withVersions.schemaVersions) return { ok: true, detail: 'in memory' };
  try {
    const versions = await within(ms, 'the store', Promise.resolve(withVersions.schemaVersions()));
    const latest = MIGRATIONS.at(-1)!.version;
    return versions.includes(latest) ? { ok: true } : { ok: false, detail: `schema at ${Math.max(0, ...versions)}, expected ${latest}` };
  } catch {
    return { ok: false, detail: 'unreachable' };
  }
}

/** Redis answers PING. */
async function checkRedis(redis: Redis, ms: number): Promise<CheckResult> {
  try {
    return (await within(ms, 'Redis', redis.ping())) === 'PONG' ? { ok: true } : { ok: false, detail: 'bad answer' };
  } catch {
    return { ok: false, detail: 'unreachable' };
  }
}

/**
 * `GET /health`: liveness (the process answers). `GET /ready`: whether this server can take
 * players — the store reachable with every migration applied, Redis reachable when configured;
 * 503 with the failing check otherwise (no internal error text). `GET /metrics`: Prometheus.
 */
export function healthRoutes(o: { store: MatchStore; redis?: Redis; timeoutMs: number; shuttingDown: () => boolean }): Router {
  const r = Router();
  r.get('/health', (_req, res) => void res.json({ ok: true }));
  r.get('/ready', async (_req, res) => {
    const checks: Record<string, CheckResult> = { store: await checkStore(o.store, o.timeoutMs) };
    if (o.redis) checks.redis = await checkRedis(o.redis, o.timeoutMs);
    if (o.shuttingDown()) checks.server = { ok: false, detail: 'shutting down' };
    const ok = Object.values(checks).every((c) => c.ok);
    res.status(ok ? 200 : 503).json({ ok, checks });
  });
  r.get('/metrics', async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });
  return r;
}
