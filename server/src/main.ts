import { join } from 'node:path';
import { openStore, describeStore } from './store/open-store';
import { createServer } from './create-server';
import { ConfigError, loadConfig } from './config/env';
import { createLogger, logUnhandledRejections } from './log';
import { connectScale, limiterConnection } from './scale/redis-scale';
import { recoverMatches } from './recovery';
import { reannounceRooms } from './room/reannounce';

/**
 * `npm start` / `node server/dist/main.js`: the configuration from the environment (config/env.ts;
 * a bad variable stops the boot naming it), the store, Redis when REDIS_URL is set, the server,
 * then the unfinished matches of the store restored. SIGTERM/SIGINT: stop taking players, let
 * Colyseus close the rooms (their matches stay in the store, restored by the next boot), close the
 * store, flush the log, exit.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const log = createLogger(config.LOG_LEVEL);
  // A failed call nobody awaited (Colyseus's own presence writes during a Redis outage) is logged, not fatal.
  logUnhandledRejections(log);
  const testHooks = config.SIGNUM_TEST_HOOKS === '1';
  const env = { ...process.env, ...stringsOf(config) };
  const store = await openStore(env);
  const scale = await connectScale(env, config.PORT, 10_000, log);
  const redis = scale ? limiterConnection(env) : undefined;
  // A restarted Redis has lost this server's rooms, codes and process entry: put them back.
  scale?.whenBack(() => void reannounceRooms(log));
  const server = await createServer({
    port: config.PORT, store, logger: log, ...scale?.serverOptions, ...(redis ? { redis } : {}), ...(config.REDIS_KEY_PREFIX ? { redisKeyPrefix: config.REDIS_KEY_PREFIX } : {}),
    botDelayMs: config.BOT_DELAY_MS, handleSignals: true, allowFixedSeed: testHooks, allowShortClocks: testHooks,
    limits: {
      maxSpectators: config.MAX_SPECTATORS, maxRooms: config.MAX_ROOMS, maxRoomsPerAddress: config.MAX_ROOMS_PER_ADDRESS,
      roomIdleSeconds: config.ROOM_IDLE_SECONDS, messagesPerSecondPerAddress: config.MESSAGES_PER_SECOND,
    },
    httpLimits: { matchmakePerMinute: config.MATCHMAKE_PER_MINUTE, codeLookupsPerMinute: config.CODE_LOOKUPS_PER_MINUTE },
    maxBodyBytes: config.MAX_BODY_BYTES,
    presenceTimeoutMs: config.REDIS_TIMEOUT_MS,
    // server/src/main.ts (tsx) and server/dist/main.js (the bundle) sit at the same depth.
    clientDist: join(__dirname, '..', '..', 'client', 'dist'),
  });
  server.gameServer.onShutdown(async () => {
    log.info('shutting down: rooms closed, closing the store');
    await store.close();
    redis?.disconnect();
    log.flush();
  });
  // Unfinished matches in the store go on where they stopped (recovery.ts).
  await recoverMatches(store, { log: (m: string) => log.info(m), error: (m: string) => log.error(m) });
  log.info(`Legends of Signum Online on http://localhost:${server.port} (store: ${describeStore(env)}${scale ? `, ${scale.description}` : ''})`);
}

/** The parsed configuration as environment strings, for the parts that read an env object (store, scale-out). */
function stringsOf(config: object): Record<string, string> {
  return Object.fromEntries(Object.entries(config).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
}

main().catch((e) => {
  // A configuration error is the operator's to fix: its text names the variable, no stack needed.
  if (e instanceof ConfigError) console.error(e.message);
  else console.error(e);
  process.exit(1);
});
