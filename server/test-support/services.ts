import { spawnSync } from 'node:child_process';

/** A service a test suite needs, and whether it answered. */
export interface ServiceCheck {
  name: string;
  url: string;
  available: boolean;
  /** Why it is not available (empty when it is). */
  reason: string;
}

/** The default addresses on CI machines (trust auth, database `test`). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** True when REQUIRE_SERVICES=1: a missing service then fails the suite instead of skipping it. */
export function servicesRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.REQUIRE_SERVICES === '1';
}

/**
 * Can a TCP connection be opened to the URL's host and port within `timeoutMs`? Run in a child
 * process so the answer is known synchronously, when jest collects the tests to skip.
 */
export function probeTcp(url: string, defaultPort: number, timeoutMs = 1500): { ok: boolean; reason: string } {
  let host: string;
  let port: number;
  try {
    const u = new URL(url);
    host = u.hostname || '127.0.0.1';
    port = Number(u.port || defaultPort);
  } catch {
    return { ok: false, reason: `"${url}" is not a URL` };
  }
  const script = `const s=require('net').connect({host:${JSON.stringify(host)},port:${port}});s.setTimeout(${timeoutMs});s.on('connect',()=>{s.end();process.exit(0)});s.on('timeout',()=>{console.log('no answer within ${timeoutMs} ms');process.exit(1)});s.on('error',e=>{console.log(e.code||e.message);process.exit(1)});`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: timeoutMs + 3000 });
  if (r.status === 0) return { ok: true, reason: '' };
  return { ok: false, reason: `${host}:${port} ${(r.stdout || r.stderr || 'unreachable').trim()}` };
}

/**
 * Check a service once per test file. Unreachable: prints why and returns `available: false` (use
 * `describeIf`), unless REQUIRE_SERVICES=1, when it throws so the suite fails.
 */
export function checkService(name: string, url: string, defaultPort: number): ServiceCheck {
  const probe = probeTcp(url, defaultPort);
  if (probe.ok) return { name, url, available: true, reason: '' };
  const reason = `${name} is not reachable (${probe.reason})`;
  if (servicesRequired()) throw new Error(`${reason}, and REQUIRE_SERVICES=1 says these tests must run.`);
  console.warn(`Skipping the ${name} tests: ${reason}. Set REQUIRE_SERVICES=1 to make this a failure.`);
  return { name, url, available: false, reason };
}

/** PostgreSQL at DATABASE_URL (default the CI address). */
export function postgresService(): ServiceCheck {
  return checkService('PostgreSQL', process.env.DATABASE_URL || DEFAULT_DATABASE_URL, 5432);
}

/** Redis at REDIS_URL (default the CI address). */
export function redisService(): ServiceCheck {
  return checkService('Redis', process.env.REDIS_URL || DEFAULT_REDIS_URL, 6379);
}

/** `describe` when the service answered, `describe.skip` (reported as skipped) when it did not. */
export function describeIf(service: ServiceCheck): jest.Describe {
  return service.available ? describe : describe.skip;
}

/** A name no other run will use (for a schema, a key prefix, a temporary folder). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e9).toString(36)}`;
}
