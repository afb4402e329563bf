import type { MatchMakerDriver, Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { observeRejections } from './observe-rejections';
import IORedis, { type Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { redisConnectionsOf } from '../room/colyseus-internals';

/**
 * Scale-out (docs/architecture.md §7): with REDIS_URL set, every game server process shares room listings
 * (RedisDriver) and messages (RedisPresence) through one Redis, so a room created through one
 * process can be joined through another. Each process must tell clients where *it* is reached
 * (`publicAddress`), because a seat reserved elsewhere sends the client straight to the room's process.
 *
 * Use: `const scale = await connectScale(process.env, port)`, then
 * `new Server({ transport, ...scale?.serverOptions })` (createServer takes the same three fields).
 * Stale entries: Colyseus removes this process's rooms and its entry in the process list on
 * SIGTERM/SIGINT when `gracefullyShutdown` is left on (the default); keep it on. A process that is
 * killed outright is removed by the next process that starts (Colyseus health-checks the list on
 * `listen`), see scale-out.test.ts.
 */

/** The environment variables scale-out reads. */
export interface ScaleEnv {
  REDIS_URL?: string;
  /** host:port (no scheme) at which clients reach this process; default `localhost:<port>`. */
  PUBLIC_ADDRESS?: string;
  /** Optional prefix for every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX?: string;
  /** Milliseconds a Redis command may take before it fails (default 2000). */
  REDIS_TIMEOUT_MS?: string | number;
  [name: string]: string | number | undefined;
}

/** What a process needs to join the others. */
export interface ScaleConfig {
  presence: Presence;
  driver: MatchMakerDriver;
  publicAddress: string;
  /** Spread into `new Server({...})`. */
  serverOptions: { presence: Presence; driver: MatchMakerDriver; publicAddress: string };
  /** One line for the start-up log (no password). */
  description: string;
  /** Call `fn` each time Redis comes back after an outage (the server then re-announces its rooms and codes). */
  whenBack(fn: () => void): void;
}

/**
 * ioredis options from a redis:// or rediss:// URL (database number from the path), plus a key
 * prefix. Every command times out after `commandTimeout` ms: during an outage a presence call
 * fails quickly instead of hanging a request (`/codes` once hung over 8 s).
 */
export function redisOptionsFromUrl(url: string, keyPrefix?: string, commandTimeout = 2000): RedisOptions {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error(`REDIS_URL must start with redis:// or rediss://, not ${u.protocol}//`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) throw new Error(`REDIS_URL database "${u.pathname.slice(1)}" is not a number.`);
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    db,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    ...(keyPrefix ? { keyPrefix } : {}),
    commandTimeout,
  };
}

/** The scale-out parts for this environment, or undefined when REDIS_URL is not set (one process, in-memory presence). */
export function scaleFromEnv(env: ScaleEnv, port: number): ScaleConfig | undefined {
  if (!env.REDIS_URL) return undefined;
  const options = redisOptionsFromUrl(env.REDIS_URL, env.REDIS_KEY_PREFIX || undefined, Number(env.REDIS_TIMEOUT_MS || 2000));
  const publicAddress = env.PUBLIC_ADDRESS || `localhost:${port}`;
  if (/^[a-z]+:\/\//i.test(publicAddress)) throw new Error(`PUBLIC_ADDRESS is host:port without a scheme, not ${publicAddress}.`);
  // Observed: Colyseus does not await every Redis call, and an outage must not turn them into unhandled rejections.
  const presence = observeRejections(new RedisPresence(options));
  const driver = observeRejections(new RedisDriver(options));
  const back: (() => void)[] = [];
  return {
    whenBack: (fn) => void back.push(fn),
    presence,
    driver,
    publicAddress,
    serverOptions: { presence, driver, publicAddress },
    description: `Redis at ${options.host}:${options.port}/${options.db}${options.keyPrefix ? ` (keys prefixed ${options.keyPrefix})` : ''}, reached as ${publicAddress}`,
  };
}

/** Resolve once `client` is connected and ready, or reject after `ms` (a wrong REDIS_URL fails the start). */
function whenReady(client: Redis, what: string, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`Redis (${what}) was not ready within ${ms} ms.`)), ms);
    const onReady = () => finish(null);
    const onError = (err: Error) => (lastError = err);
    const onEnd = () => finish(new Error(`Redis (${what}) connection ended before it was ready.`));
    let lastError: Error | null = null;
    function finish(err: Error | null) {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('error', onError);
      client.off('end', onEnd);
      if (err) reject(lastError ? new Error(`${err.message} Last error: ${lastError.message}`) : err);
      else resolve();
    }
    client.on('ready', onReady);
    client.on('error', onError);
    client.on('end', onEnd);
  });
}

/**
 * `scaleFromEnv`, then wait until every Redis connection is ready before Colyseus uses them: a
 * SUBSCRIBE sent while the subscriber connection is still in its ready check makes ioredis fail
 * that check ("Connection in subscriber mode"), seen here with the match server. Also makes a bad
 * REDIS_URL an error at start-up instead of endless reconnecting.
 */
export async function connectScale(env: ScaleEnv, port: number, timeoutMs = 10_000, log: Pick<Logger, 'warn' | 'info'> = silent): Promise<ScaleConfig | undefined> {
  const scale = scaleFromEnv(env, port);
  if (!scale) return undefined;
  const c = redisConnectionsOf(scale.presence, scale.driver);
  const outage = watchOutages([c.pub, c.sub, c.driver], log);
  scale.whenBack = (fn) => outage.whenBack(fn);
  try {
    await Promise.all([whenReady(c.pub, 'presence', timeoutMs), whenReady(c.sub, 'presence subscriber', timeoutMs), whenReady(c.driver, 'driver', timeoutMs)]);
  } catch (err) {
    c.pub.disconnect();
    c.sub.disconnect();
    c.driver.disconnect();
    throw err;
  }
  return scale;
}

const silent = { warn: () => {}, info: () => {} };

/**
 * Log a Redis outage once (ioredis emits an error on every retry: 144 "Unhandled error event"
 * lines in 55 s once) and its end once; when every connection is ready again, call the `whenBack`
 * callbacks, so the server can put back what a restarted Redis lost.
 */
export function watchOutages(connections: Redis[], log: Pick<Logger, 'warn' | 'info'>): { whenBack(fn: () => void): void } {
  const callbacks: (() => void)[] = [];
  let down = false;
  for (const conn of connections) {
    conn.on('error', (err: Error) => {
      if (down) return;
      down = true;
      log.warn({ err: err.message }, 'Redis is unreachable; retrying (logged once per outage)');
    });
    conn.on('ready', () => {
      if (!down || connections.some((x) => x.status !== 'ready')) return;
      down = false;
      log.info('Redis is back');
      for (const fn of callbacks) fn();
    });
  }
  return { whenBack: (fn) => void callbacks.push(fn) };
}

/**
 * A Redis connection of its own for the HTTP rate limits and the readiness check: no offline queue
 * (during an outage a limit falls back to memory at once, rate-limiter-flexible's insurance).
 */
export function limiterConnection(env: ScaleEnv): Redis {
  const options = redisOptionsFromUrl(env.REDIS_URL!, undefined, Number(env.REDIS_TIMEOUT_MS || 2000));
  const conn = new IORedis({ ...options, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  watchOutages([conn], silent); // the presence connections' watcher logs the outage
  return conn;
}
