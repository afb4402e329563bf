import http from 'node:http';
import express from 'express';
import { LobbyRoom, Server, type matchMaker, type Presence } from '@colyseus/core';
import type { Redis } from 'ioredis';
import type { MatchStore } from './store/match-store';
import { addressLimiters, type AddressLimitConfig } from './http/address-limits';
import { errorHandler, notFound } from './http/errors';
import { requestLog } from './http/request-log';
import { healthRoutes } from './http/health';
import { matchmakeGate } from './http/matchmake-gate';
import { httpRoutes } from './http/routes';
import { playerRoutes } from './http/player-routes';
import { quickMatchRoute } from './http/quick-match';
import { Accounts } from './players/accounts';
import { playerStoreOf } from './store/player-store';
import { colyseusLogger, createLogger, setLog, type Logger } from './log';
import { gaugeRoomsAndClients } from './metrics';
import { alwaysFilterOn, connectedClients, SpreadHeartbeatTransport, takeOverMatchmaking } from './room/colyseus-internals';
import { MatchRoom } from './room/match-room';
import { sharedAddressLimit } from './room/shared-address-limit';
import type { RateLimitConfig } from './room/rate-limit';
import { DEFAULT_ROOM_LIMITS, roomServices, setRoomServices, type RoomLimits } from './room/services';
import { closeBotPool } from './bots/bot-pool';

/** The largest message a client may send (bytes); a longer one closes that client's socket. */
export const MAX_PAYLOAD = 16 * 1024;

/** What the game server needs (main.ts fills it from the environment, config/env.ts; tests give what they test). */
export interface ServerConfig {
  /** 0 picks a free port (tests). */
  port: number;
  store: MatchStore;
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  /** The Redis behind presence, for shared HTTP rate limits and the readiness check. */
  redis?: Redis;
  redisKeyPrefix?: string;
  rateLimit?: RateLimitConfig;
  botDelayMs?: number;
  /** Honour rooms' `seed` option (default true for tests and benches; main.ts turns it off in play). */
  allowFixedSeed?: boolean;
  /** Allow clocks shorter than MIN_CLOCK (default true for tests; main.ts turns it off in play). */
  allowShortClocks?: boolean;
  /** Capacity rules (defaults: DEFAULT_ROOM_LIMITS). */
  limits?: Partial<RoomLimits>;
  /** HTTP limits per address (defaults: config/env.ts). */
  httpLimits?: Partial<AddressLimitConfig>;
  /** The largest matchmaking request body (bytes). */
  maxBodyBytes?: number;
  /** How long a presence (Redis) call from an HTTP route may take (ms). */
  presenceTimeoutMs?: number;
  logger?: Logger;
  /** Where the built client is (served at / when it exists). */
  clientDist?: string;
  /** Whether SIGINT/SIGTERM shut the process down gracefully (main: yes; tests: no). */
  handleSignals?: boolean;
  publicAddress?: string;
}

/** A running game server. */
export interface RunningServer {
  port: number;
  gameServer: Server;
  http: http.Server;
  log: Logger;
  close(): Promise<void>;
}

/**
 * One HTTP server carrying express (health, match logs, join codes, the client), our matchmaking
 * gate (http/matchmake-gate.ts) in front of Colyseus's matchmaker, and Colyseus rooms over
 * WebSocket — docs/architecture.md §7.
 */
export async function createServer(config: ServerConfig): Promise<RunningServer> {
  const log = config.logger ?? createLogger(process.env.LOG_LEVEL || 'silent');
  setLog(log);
  // Players, sessions, ratings and chat live in the match store's database (player-store.ts).
  const players = playerStoreOf(config.store);
  if (!players) throw new Error('The store has no player tables (players()).');
  const accounts = new Accounts(players);
  setRoomServices({
    store: config.store, players, accounts, ...(config.rateLimit ? { rateLimit: config.rateLimit } : {}), botDelayMs: config.botDelayMs ?? 0,
    allowFixedSeed: config.allowFixedSeed ?? true, allowShortClocks: config.allowShortClocks ?? true,
    limits: { ...DEFAULT_ROOM_LIMITS, ...config.limits },
    // Messages per address across servers when they share a Redis; each process's own buckets otherwise.
    sharedMessages: config.redis ? sharedAddressLimit(config.redis, { ...DEFAULT_ROOM_LIMITS, ...config.limits }.messagesPerSecondPerAddress, log, config.redisKeyPrefix) : undefined,
  });
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(log));
  const server = http.createServer(app);
  const expressListeners = server.listeners('request').slice() as ((...args: unknown[]) => void)[];
  let shuttingDown = false;
  const gameServer = new Server({
    transport: new SpreadHeartbeatTransport({ server, maxPayload: MAX_PAYLOAD }),
    greet: false,
    logger: colyseusLogger(log),
    gracefullyShutdown: config.handleSignals ?? false,
    ...(config.presence ? { presence: config.presence } : {}),
    ...(config.driver ? { driver: config.driver } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
  });
  gameServer.onBeforeShutdown(() => {
    shuttingDown = true;
  });
  const limiters = addressLimiters({ matchmakePerMinute: 60, codeLookupsPerMinute: 20, ...config.httpLimits }, config.redis, config.redisKeyPrefix);
  takeOverMatchmaking(server, expressListeners, matchmakeGate({ maxBodyBytes: config.maxBodyBytes ?? 16_384, limiter: limiters.matchmake, log }));
  const presenceTimeoutMs = config.presenceTimeoutMs ?? 2000;
  app.use(healthRoutes({ store: config.store, ...(config.redis ? { redis: config.redis } : {}), timeoutMs: presenceTimeoutMs, shuttingDown: () => shuttingDown }));
  app.use(playerRoutes(accounts, players, config.store));
  app.use(quickMatchRoute(accounts, players));
  app.use(httpRoutes({ store: config.store, limiters, presenceTimeoutMs, ...(config.clientDist ? { clientDist: config.clientDist } : {}) }));
  app.use(notFound);
  app.use(errorHandler(log));

  gameServer.define('lobby', LobbyRoom);
  const handler = gameServer.define('match', MatchRoom).filterBy(['mode']).enableRealtimeListing();
  // Quick match (joinOrCreate) must find only rooms with a free seat: every search also asks for
  // seatsOpen, which each room keeps up to date on its listing (match-room.ts updateMetadata).
  alwaysFilterOn(handler, 'seatsOpen', true);
  gaugeRoomsAndClients(() => ({ rooms: roomServices().quota.open, clients: connectedClients(gameServer) }));

  await gameServer.listen(config.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    port,
    gameServer,
    http: server,
    log,
    close: async () => {
      await gameServer.gracefullyShutdown(false);
      await closeBotPool();
    },
  };
}
