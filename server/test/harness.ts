import { matchMaker } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import type WebSocket from 'ws';
import { randomBot, whoActs, type Bot, type Seat } from '@signum/shared';
import { createServer, type RunningServer, type ServerConfig } from '../src/create-server';
import { MatchRoom } from '../src/room/match-room';
import { recoverMatches } from '../src/recovery';
import type { RateLimitConfig } from '../src/room/rate-limit';
import { MemoryStore } from '../src/store/memory-store';
import type { MatchStore } from '../src/store/match-store';

/** A rate limit high enough that tests which are not about rate limits never meet it. */
export const NO_RATE_LIMIT: RateLimitConfig = { perSecond: 1e9, burst: 1e9, disconnectAfter: 1e9 };

/** Capacity limits high enough that tests which are not about them never meet them (every test client has one address). */
export const NO_ROOM_LIMITS = { maxSpectators: 1000, maxRooms: 1e6, maxRoomsPerAddress: 1e6, roomIdleSeconds: 3600, messagesPerSecondPerAddress: 1e9 };
/** HTTP limits per address high enough for tests not about them. */
export const NO_HTTP_LIMITS = { matchmakePerMinute: 1e6, codeLookupsPerMinute: 1e6 };

/** A frame the server sent, with the socket it went to. */
export interface SentFrame {
  ws: WebSocket;
  bytes: Buffer;
}

/** A real server on a free port, a store in memory, and a tap on every WebSocket frame it sends. */
export interface TestServer {
  server: RunningServer;
  store: MemoryStore;
  url: string;
  /** Called synchronously for every frame, as it leaves the server. */
  onFrame: (frame: SentFrame) => void;
  client(): Client;
  close(): Promise<void>;
}

/**
 * Start the real server (express + Colyseus + WebSocket) on a random port. `wrap` puts a store in
 * front of the memory store (one that fails on demand); `t.store` is still the memory store behind it.
 */
export async function startTestServer(
  o: Partial<Pick<ServerConfig, 'rateLimit' | 'limits' | 'httpLimits' | 'maxBodyBytes' | 'logger' | 'redis' | 'redisKeyPrefix'>> & { wrap?: (store: MemoryStore) => MatchStore } = {},
): Promise<TestServer> {
  const store = new MemoryStore();
  const server = await createServer({
    port: 0, store: o.wrap ? o.wrap(store) : store, rateLimit: o.rateLimit ?? NO_RATE_LIMIT, botDelayMs: 0,
    limits: { ...NO_ROOM_LIMITS, ...o.limits }, httpLimits: { ...NO_HTTP_LIMITS, ...o.httpLimits }, ...(o.maxBodyBytes ? { maxBodyBytes: o.maxBodyBytes } : {}), ...(o.logger ? { logger: o.logger } : {}),
    ...(o.redis ? { redis: o.redis, redisKeyPrefix: o.redisKeyPrefix } : {}),
  });
  const t: TestServer = {
    server,
    store,
    url: `ws://127.0.0.1:${server.port}`,
    onFrame: () => {},
    client: () => new Client(`ws://127.0.0.1:${server.port}`),
    close: () => server.close(),
  };
  // Wrap every server-side socket's send before Colyseus sends anything on it (its handler awaits first).
  const wss = (server.gameServer.transport as unknown as { wss: import('ws').WebSocketServer }).wss;
  wss.on('connection', (ws: WebSocket) => {
    const send = ws.send.bind(ws);
    ws.send = ((data: unknown, ...rest: unknown[]) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array);
      t.onFrame({ ws, bytes });
      return (send as (...a: unknown[]) => void)(data, ...rest);
    }) as WebSocket['send'];
  });
  return t;
}

/** The server-side room behind a client's room (same process). */
export function serverRoom(room: Room): MatchRoom {
  const r = matchMaker.getLocalRoomById(room.roomId);
  if (!(r instanceof MatchRoom)) throw new Error(`no local match room ${room.roomId}`);
  return r;
}

/**
 * Close `sr` as a crash would leave it (the game unfinished) and restore its match from `store` in
 * this process, as a restarted server does at boot (recovery.ts); the restored room.
 */
export async function crashAndRestore(sr: MatchRoom, store: MatchStore): Promise<MatchRoom> {
  const id = sr.roomId;
  await sr.disconnect();
  await until(() => !matchMaker.getLocalRoomById(id), 'the room to close');
  const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
  const recovered = await recoverMatches(store);
  quiet.mockRestore();
  if (recovered.length !== 1 || recovered[0] !== id) throw new Error(`restored [${recovered.join()}] instead of [${id}]`);
  return matchMaker.getLocalRoomById(id) as MatchRoom;
}

/** Resolve when `check` holds, polling; reject with `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A quiet table: actions already on their way (a driver's, a bot's) are in, and none comes for half a second. */
export async function quietTable(sr: MatchRoom): Promise<void> {
  for (let last = -1; sr.actionCount !== last; ) {
    last = sr.actionCount;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The next message of `type` a room receives. */
export function nextMessage<T = unknown>(room: Room, type: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message within ${ms} ms`)), ms);
    const off = room.onMessage(type, (m: T) => {
      clearTimeout(timer);
      off();
      resolve(m);
    });
  });
}

/**
 * colyseus.js encodes every message into one shared buffer and hands a view of it to the socket; when
 * a test sends thousands of messages without waiting, the socket may still hold an earlier view as the
 * buffer is overwritten. Copy each frame, as a browser's slower pace makes unnecessary.
 */
export function copyOutgoingFrames(room: Room): void {
  const conn = room.connection as unknown as { send(d: Uint8Array): void };
  const send = conn.send.bind(conn);
  conn.send = (d: Uint8Array) => send(Uint8Array.from(d));
}

/** A test client playing one seat over its real connection: errors and events it received are kept. */
export interface Player {
  room: Room;
  seat: Seat | null;
  errors: { code: string; message: string }[];
  events: number;
  /** The seat key and (private matches, seated players) join code from `welcome`. */
  seatKey?: string;
  code?: string;
}

/** Join with `join` and record what the room says. */
export async function joinPlayer(client: Client, how: (c: Client) => Promise<Room>): Promise<Player> {
  const room = await how(client);
  copyOutgoingFrames(room);
  const p: Player = { room, seat: null, errors: [], events: 0 };
  const welcome = nextMessage<{ seat: Seat | null; seatKey?: string; code?: string }>(room, 'welcome');
  room.onMessage('error', (e: { code: string; message: string }) => p.errors.push(e));
  room.onMessage('events', () => p.events++);
  room.onMessage('*', () => {});
  const w = await welcome;
  p.seat = w.seat;
  if (w.seatKey) p.seatKey = w.seatKey;
  if (w.code) p.code = w.code;
  return p;
}

/**
 * Drive a seat over the network: whenever the game waits for it, a seeded random bot picks the
 * action and the client SENDS it on its socket, like a person's browser would. The bot decides from
 * the server room's engine state (same process), since the random bot needs a whole GameState; the
 * client never learns anything it could not see, it only sends.
 */
export function drive(p: Player, seed: string, stopAfter = Infinity): { stop(): void } {
  const bot: Bot = randomBot(seed);
  const sr = serverRoom(p.room);
  let actedAt = -1;
  let stopped = false;
  const act = () => {
    if (stopped || !sr.game || sr.game.result || sr.actionCount >= stopAfter) return;
    if (whoActs(sr.game) !== p.seat || actedAt === sr.actionCount) return;
    actedAt = sr.actionCount;
    const a = bot.choose(sr.game, p.seat!);
    if (a) p.room.send('action', a);
  };
  p.room.onMessage('events', act);
  p.room.onMessage('started', act);
  // Also poll: a turn may come back to this seat after a rejection or a reconnection.
  const timer = setInterval(act, 20);
  act();
  return { stop: () => ((stopped = true), clearInterval(timer)) };
}

/** What a wire-only client knows: the public schema fields it reads. */
interface WireState {
  status: string;
  phase: string;
  waitingFor: string;
  pendingId: number;
  activation: string;
}

/**
 * Drive a seat from WHAT THE CLIENT RECEIVES ONLY (no server access): its `private` messages and
 * the public schema. A decision for this seat is answered with the default answer it was sent;
 * otherwise it takes Prosperity in Construction, ends an activation, or ends its turn. Simple
 * play, but proof that a client is told everything it needs to play through to the end.
 */
export function driveFromWire(p: Player): { stop(): void; sent: () => number } {
  let secret: { pending: { id: number; defaultAnswer: unknown } | null } | null = null;
  let lastIndex = -1;
  let actedAt = -2;
  let stopped = false;
  let sent = 0;
  p.room.onMessage('private', (m: typeof secret) => (secret = m));
  p.room.onMessage('events', (m: { index: number }) => (lastIndex = Math.max(lastIndex, m.index)));
  p.room.onMessage('started', () => {});
  const act = () => {
    const s = p.room.state as unknown as WireState;
    if (stopped || s.status !== 'playing' || s.waitingFor !== p.seat || actedAt === lastIndex) return;
    let action: unknown;
    if (s.pendingId >= 0) {
      if (!secret?.pending || secret.pending.id !== s.pendingId) return; // its options are on their way
      action = { type: 'answer', decision: s.pendingId, answer: secret.pending.defaultAnswer };
    } else if (s.phase === 'construction') action = { type: 'takeProsperity' };
    else if (s.activation) action = { type: 'endActivation' };
    else action = { type: 'endTurn' };
    actedAt = lastIndex;
    sent++;
    p.room.send('action', action);
  };
  p.room.onStateChange(act);
  return { stop: () => void (stopped = true), sent: () => sent };
}
