import { z } from 'zod';
import { DEFAULT_COMMIT_INTERVAL_MS } from '../store/sqlite-group-commit';

/** A whole number from an environment string, within bounds. */
const int = (def: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .transform((v) => v ?? def);

/** A URL with one of the given schemes. */
const url = (schemes: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return schemes.includes(new URL(v).protocol.slice(0, -1));
      } catch {
        return false;
      }
    }, `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`)
    .optional();

/**
 * Every environment variable the server reads, in one place (README: configuration). An empty
 * value counts as unset. `loadConfig` refuses a bad one at boot with its name and why.
 */
export const EnvSchema = z.object({
  PORT: int(2567, 0, 65535),
  NODE_ENV: z.enum(['production', 'development', 'test']).optional().transform((v) => v ?? 'development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().transform((v) => v ?? 'info'),
  DATABASE_URL: url(['postgres', 'postgresql']),
  DATABASE_SCHEMA: z.string().trim().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier').optional(),
  DATA_DIR: z.string().optional(),
  /** The SQLite store's least time between two commits under load; writes meanwhile share the next one (store/sqlite-group-commit.ts). */
  STORE_COMMIT_INTERVAL_MS: int(DEFAULT_COMMIT_INTERVAL_MS, 0, 1000),
  REDIS_URL: url(['redis', 'rediss']),
  REDIS_KEY_PREFIX: z.string().max(64).optional(),
  PUBLIC_ADDRESS: z.string().trim().regex(/^[^\s/:]+(:\d{1,5})?$/, 'must be host:port without a scheme').optional(),
  /** Milliseconds a Redis call may take before it counts as failed. */
  REDIS_TIMEOUT_MS: int(2000, 50, 60_000),
  BOT_DELAY_MS: int(300, 0, 10_000),
  /** Worker threads that think for normal and hard bots (default: one less than the cores, at least one). */
  BOT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** The safety cap on one bot decision, in ms (the search's node budget normally ends it sooner). */
  BOT_TIME_CAP_MS: int(1000, 50, 60_000),
  /** Spectators per room (seats never count against it). */
  MAX_SPECTATORS: int(32, 0, 1000),
  /** Rooms open at once on this server. */
  MAX_ROOMS: int(1000, 1, 100_000),
  /** Rooms one address may have created and still open. */
  MAX_ROOMS_PER_ADDRESS: int(5, 1, 1000),
  /** Seconds a room with nobody in it, or a lobby that never started, stays open. */
  ROOM_IDLE_SECONDS: int(600, 5, 86_400),
  /** Matchmaking requests per address per minute. */
  MATCHMAKE_PER_MINUTE: int(60, 1, 100_000),
  /** Join-code look-ups per address per minute. */
  CODE_LOOKUPS_PER_MINUTE: int(20, 1, 100_000),
  /** Room messages per second per address, over all its sockets. */
  MESSAGES_PER_SECOND: int(60, 1, 100_000),
  /** The largest HTTP request body, in bytes. */
  MAX_BODY_BYTES: int(16_384, 256, 10_485_760),
  SIGNUM_TEST_HOOKS: z.enum(['0', '1']).optional(),
});

/** The server's configuration, parsed. */
export type ServerEnv = z.infer<typeof EnvSchema>;

/** A bad environment variable, named, with why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parse the environment: the configuration, or a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const given = Object.fromEntries(Object.keys(EnvSchema.shape).flatMap((k) => (env[k] !== undefined && env[k] !== '' ? [[k, env[k]]] : [])));
  const r = EnvSchema.safeParse(given);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `${String(i.path[0] ?? 'environment')}: ${i.message} (got ${JSON.stringify(given[String(i.path[0])] ?? '')})`);
  throw new ConfigError(`Bad configuration:\n  ${lines.join('\n  ')}`);
}
