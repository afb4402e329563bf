import http from 'node:http';
import express from 'express';
import { LobbyRoom, matchMaker, Server, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { MatchStore } from './store/match-store';
import { httpRoutes } from './http/routes';
import { playerRoutes } from './http/player-routes';
import { quickMatchRoute } from './http/quick-match';
import { Accounts } from './players/accounts';
import { playerStoreOf } from './store/player-store';
import { alwaysFilterOn } from './room/colyseus-internals';
import { MatchRoom } from './room/match-room';
import type { RateLimitConfig } from './room/rate-limit';
import { setRoomServices } from './room/services';

/** The largest message a client may send (bytes); a longer one closes that client's socket. */
export const MAX_PAYLOAD = 16 * 1024;

/** What the game server needs. */
export interface ServerConfig {
  /** 0 picks a free port (tests). */
  port: number;
  store: MatchStore;
  presence?: Presence;
  driver?: matchMaker.MatchMakerDriver;
  rateLimit?: RateLimitConfig;
  botDelayMs?: number;
  /** Honour rooms' `seed` option (default true for tests and benches; main.ts turns it off in play). */
  allowFixedSeed?: boolean;
  /** Allow clocks shorter than MIN_CLOCK (default true for tests; main.ts turns it off in play). */
  allowShortClocks?: boolean;
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
  close(): Promise<void>;
}

/**
 * One HTTP server carrying express (health, match logs, join codes, the client) and Colyseus
 * (matchmaking at /matchmake/, rooms over WebSocket) — DESIGN.md 7.
 */
export async function createServer(config: ServerConfig): Promise<RunningServer> {
  // Players, sessions, ratings and chat live in the match store's database (player-store.ts).
  const players = playerStoreOf(config.store);
  if (!players) throw new Error('The store has no player tables (players()).');
  const accounts = new Accounts(players);
  setRoomServices({ store: config.store, players, accounts, ...(config.rateLimit ? { rateLimit: config.rateLimit } : {}), botDelayMs: config.botDelayMs ?? 0, allowFixedSeed: config.allowFixedSeed ?? true, allowShortClocks: config.allowShortClocks ?? true });
  const app = express();
  const server = http.createServer(app);
  const gameServer = new Server({
    transport: new WebSocketTransport({ server, maxPayload: MAX_PAYLOAD }),
    greet: false,
    gracefullyShutdown: config.handleSignals ?? false,
    ...(config.presence ? { presence: config.presence } : {}),
    ...(config.driver ? { driver: config.driver } : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
  });
  app.use(playerRoutes(accounts, players, config.store));
  app.use(quickMatchRoute(accounts, players));
  app.use(httpRoutes({ store: config.store, ...(config.clientDist ? { clientDist: config.clientDist } : {}) }));

  gameServer.define('lobby', LobbyRoom);
  const handler = gameServer.define('match', MatchRoom).filterBy(['mode']).enableRealtimeListing();
  // Quick match (joinOrCreate) must find only rooms with a free seat: every search also asks for
  // seatsOpen, which each room keeps up to date on its listing (match-room.ts updateMetadata).
  alwaysFilterOn(handler, 'seatsOpen', true);

  await gameServer.listen(config.port);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    port,
    gameServer,
    http: server,
    close: () => gameServer.gracefullyShutdown(false),
  };
}
