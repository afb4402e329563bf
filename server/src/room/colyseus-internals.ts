/**
 * Every use of a Colyseus API that is not public, in one file, so a Colyseus upgrade touches only
 * this one. Each was checked against @colyseus/core 0.16.26 (and @colyseus/redis-presence,
 * @colyseus/redis-driver of the same release); server/test/colyseus-internals.test.ts fails when
 * one of them changes shape or meaning, so an upgrade is caught by the tests, not in play.
 */
import type http from 'node:http';
import net from 'node:net';
import { matchMaker, Protocol, Room, RoomInternalState, type Client, type MatchMakerDriver, type Presence, type Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Redis } from 'ioredis';

/** The @colyseus/core release these internals were checked against (the test compares it with the installed one). */
export const CHECKED_COLYSEUS_CORE = '0.16';

/** A client as Colyseus's Room internals see it (Client plus its private parts). */
type InternalClient = Client & Parameters<Room['_onMessage']>[0];

/**
 * A Room with two hooks Colyseus 0.16 does not offer publicly:
 * - `screenMessage` sees every raw message before Colyseus decodes it (protected `_onMessage`);
 * - `admitReservation`/`reserved` see every seat reservation before and after it is made (protected
 *   `_reserveSeat`, which matchmaking, `allowReconnection` and joins by id all go through).
 */
export abstract class ScreenedRoom<State extends object, Metadata> extends Room<State, Metadata> {
  /** Look at a raw incoming message; call `deliver` to hand it to Colyseus (and the `onMessage` handlers). */
  protected abstract screenMessage(client: Client, buffer: Buffer, deliver: () => void): void;
  /** Whether a seat may be reserved for a joining client; false makes the matchmaker look elsewhere. */
  protected abstract admitReservation(sessionId: string, joinOptions: unknown, reconnecting: boolean): boolean;
  /** A seat was reserved; unused, it expires after `seconds`. */
  protected abstract reserved(joinOptions: unknown, seconds: number, reconnecting: boolean): void;

  protected override _onMessage(client: InternalClient, buffer: Buffer): void {
    const deliver = () => super._onMessage(client, buffer);
    // A joining client's handshake is answered with its full state and then every message queued for
    // it while it joined (0.16: `_onMessage` on JOIN_ROOM, synchronously): one write, not one each.
    if (Buffer.isBuffer(buffer) && buffer[0] === Protocol.JOIN_ROOM) sendTogether([client], () => this.screenMessage(client, buffer, deliver));
    else this.screenMessage(client, buffer, deliver);
  }

  protected override async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds = this.seatReservationTime, allowReconnection = false, devModeReconnection?: boolean): Promise<boolean> {
    if (!this.admitReservation(sessionId, joinOptions, allowReconnection)) return false;
    const ok = await super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    if (ok) this.reserved(joinOptions, seconds, allowReconnection);
    return ok;
  }

  /** Reservations made but not yet used: their session, the join options each was made with, and whether it is a reconnection. */
  protected pendingReservations(): { sessionId: string; options: unknown; reconnect: boolean }[] {
    // 0.16: reservedSeats[sessionId] = [joinOptions, authData, consumed?, allowReconnection?]
    return Object.entries(this.reservedSeats)
      .filter(([, [, , consumed]]) => !consumed)
      .map(([sessionId, [options, , , reconnect]]) => ({ sessionId, options, reconnect: !!reconnect }));
  }

  /** Whether the room is being disposed (emptied, or the server shutting down). */
  get disposing(): boolean {
    // 0.16: the private `_internalState` becomes DISPOSING when disposal starts.
    return (this as unknown as { _internalState: RoomInternalState })._internalState === RoomInternalState.DISPOSING;
  }

  /**
   * Set a field of this room's listing that matchmaking may filter on but the room's metadata does
   * not carry; it is saved by the next `setMetadata` (0.16: `listing` is the driver's RoomCache,
   * whose own fields are what `findOneRoomAvailable` matches filters against).
   */
  protected setListingField(name: string, value: unknown): void {
    (this.listing as unknown as Record<string, unknown>)[name] = value;
  }
}

/** The part of a room definition (`gameServer.define(...)`) whose filter options matchmaking searches with. */
interface FilterHandler {
  getFilterOptions(options: Record<string, unknown>): object;
}

/**
 * Make every matchmaking search of a room type also ask for `field === value` on the listing
 * (0.16: `joinOrCreate` searches with `handler.getFilterOptions(clientOptions)`, a public method
 * that is not meant to be replaced).
 */
export function alwaysFilterOn(handler: FilterHandler, field: string, value: unknown): void {
  const filterOptions = handler.getFilterOptions.bind(handler);
  handler.getFilterOptions = (options: Record<string, unknown>) => ({ ...filterOptions(options), [field]: value });
}

/**
 * The ioredis connections behind RedisPresence (0.16: protected `pub` and `sub`) and RedisDriver
 * (0.16: private `_client`), to wait for them at start-up and to close them.
 */
export function redisConnectionsOf(presence: Presence, driver: MatchMakerDriver): { pub: Redis; sub: Redis; driver: Redis } {
  const p = presence as unknown as { pub: Redis; sub: Redis };
  const d = driver as unknown as { _client: Redis };
  return { pub: p.pub, sub: p.sub, driver: d._client };
}

/** The path prefix of Colyseus's HTTP matchmaking (0.16: `matchMaker.controller.matchmakeRoute`). */
export const MATCHMAKE_PREFIX = `/${matchMaker.controller.matchmakeRoute}/`;

/**
 * Answer Colyseus's HTTP matchmaking ourselves (http/matchmake-gate.ts). Colyseus 0.16 puts its own
 * 'request' listener in front of the HTTP server's listeners in the Server constructor
 * (`attachMatchMakingRoutes`): it reads a body of any size and sends internal error text. Call
 * with the listeners the server had BEFORE `new Server(...)` (express): matchmaking requests go
 * to `handle`, everything else to them, and Colyseus's listener is dropped.
 */
export function takeOverMatchmaking(server: http.Server, before: ((...args: unknown[]) => void)[], handle: http.RequestListener): void {
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if ((req.url ?? '').startsWith(MATCHMAKE_PREFIX)) return void handle(req, res);
    for (const listener of before) listener.call(server, req, res);
  });
}

/** Run a matchmaking method as Colyseus's own HTTP route would (0.16: `matchMaker.controller.invokeMethod`). */
export function invokeMatchmaking(method: string, roomName: string, options: Record<string, unknown>, auth: { token?: string; headers: http.IncomingHttpHeaders; ip: string; req: http.IncomingMessage }): Promise<unknown> {
  return matchMaker.controller.invokeMethod(method, roomName, options, auth as never);
}

/** The CORS headers Colyseus's matchmaking route sends (0.16: `matchMaker.controller`). */
export function matchmakingCorsHeaders(req: http.IncomingMessage): Record<string, string> {
  return { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders.call(undefined, req) } as Record<string, string>;
}

/**
 * Whether a matchmaking error is a room refusing a seat (0.16: SeatReservationError "… is already
 * full.", wrapped by invokeMethod as a ServerError with MATCHMAKE_UNHANDLED).
 */
export function isSeatRefusal(e: unknown): boolean {
  return e instanceof Error && / is already full\.$/.test(e.message);
}

/** Whether the matchmaker is shutting down (0.16: `matchMaker.state`). */
export function matchmakerShuttingDown(): boolean {
  return matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
}

/** Clients connected over WebSocket to this process (0.16: WebSocketTransport's protected `wss`). */
export function connectedClients(gameServer: Server): number {
  const wss = (gameServer.transport as unknown as { wss?: { clients: Set<unknown> } }).wss;
  return wss?.clients.size ?? 0;
}

/** Write this process's entry in the matchmaker's process list now (0.16: `matchMaker.stats.persist`); a restarted Redis has lost it, and rooms cannot be created on a process missing from it. */
export async function announceProcess(): Promise<void> {
  await matchMaker.stats.persist(true);
}

/** Save a room's listing again (0.16: `room.listing.save()` writes the whole listing to the driver). */
export async function saveListing(room: Room): Promise<void> {
  await (room.listing as unknown as { save(): Promise<unknown> }).save();
}

/** The TCP socket under a client's WebSocket (0.16 ws-transport: `client.ref` is a `ws` 8 WebSocket, which keeps it in `_socket`). */
function tcpSocketOf(client: Client): net.Socket | undefined {
  const socket = (client as unknown as { ref?: { _socket?: unknown } }).ref?._socket;
  return socket instanceof net.Socket && !socket.destroyed ? socket : undefined;
}

/**
 * Run `work` (which sends synchronously) with every client's TCP socket corked, so that all it sends
 * one client — an action's events, its private part and the state patch — leaves in one write
 * instead of one system call per message. `ws` corks around each frame itself; Node counts corks,
 * so nothing is flushed before the outer uncork here.
 */
export function sendTogether<T>(clients: Iterable<Client>, work: () => T): T {
  const corked: net.Socket[] = [];
  for (const client of clients) {
    const socket = tcpSocketOf(client);
    if (socket) {
      socket.cork();
      corked.push(socket);
    }
  }
  try {
    return work();
  } finally {
    for (const socket of corked) socket.uncork();
  }
}

/** The part of @colyseus/schema 3.0's change tracker (`Root`) the patcher below hooks. */
interface ChangeRoot {
  enqueueChangeTree(changeTree: unknown, changeSet: string, ...rest: unknown[]): unknown;
}

/**
 * Send a room's state patch when its state has changed, within `withinMs`, instead of Colyseus's
 * patch interval looking at every room every 50 ms whether anything changed: with hundreds of
 * rooms those idle looks were a twentieth of the server's CPU (the bench's profile), and a game
 * room changes its state only when something happens. Colyseus's interval is switched off
 * (`patchRate = 0`); the state's change tracker (0.16 with @colyseus/schema 3.0: the serializer's
 * `encoder.root`, whose `enqueueChangeTree(…, 'changes')` is the only way a change is queued for the
 * next patch) starts a timer at the first change after a patch. `patched()` is called when a patch
 * has just gone out another way (the room's own `broadcastPatch` after an action).
 */
export class PatchOnChange {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly room: Room,
    private readonly withinMs: number,
  ) {
    room.patchRate = 0; // 0.16: 0 (or null) clears the interval
    const root = (room as unknown as { _serializer: { encoder: { root: ChangeRoot } } })._serializer.encoder.root;
    const enqueue = root.enqueueChangeTree;
    const schedule = () => this.schedule();
    root.enqueueChangeTree = function (this: ChangeRoot, changeTree: unknown, changeSet: string, ...rest: unknown[]) {
      const r = enqueue.call(this, changeTree, changeSet, ...rest);
      if (changeSet === 'changes') schedule();
      return r;
    };
    // Whatever changed before the hook goes out too.
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.room.broadcastPatch();
    }, this.withinMs);
  }

  /** A patch has just gone out: the changes it carried need no timer. */
  patched(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Each state class's handshake (its schema's type reflection), encoded once per process. */
const handshakes = new WeakMap<object, unknown>();

/**
 * Give a room the handshake of its state class encoded by an earlier room, rather than encode it
 * again at its first join (0.16: `SchemaSerializer.handshake()` keeps `handshakeCache` per room;
 * encoding the reflection was a few percent of the bench's seating). The bytes are the same for every
 * room of a class: the schema's encoder takes its type context from a cache per root class
 * (@colyseus/schema 3.0 `TypeContext.cache`); the internals test compares two rooms' handshakes.
 */
export function shareHandshake(room: Room): void {
  const serializer = (room as unknown as { _serializer: { handshakeCache?: unknown; handshake(): unknown; encoder: { state: object } } })._serializer;
  const stateClass = serializer.encoder.state.constructor;
  const known = handshakes.get(stateClass);
  if (known) serializer.handshakeCache = known;
  else handshakes.set(stateClass, serializer.handshake());
}

/** For the internals test: whether this client's TCP socket is reachable (see tcpSocketOf). */
export function hasTcpSocket(client: Client): boolean {
  return tcpSocketOf(client) !== undefined;
}

/** A client socket as ws-transport keeps it (a `ws` WebSocket): pings sent since its last pong (the transport's `pong` handler sets 0). */
interface PingedSocket {
  pingCount: number;
  ping(): void;
  terminate(): void;
}

/** How often the heartbeat wakes to ping its next slice of clients. */
export const HEARTBEAT_TICK_MS = 100;

/**
 * Colyseus's WebSocketTransport with its heartbeat spread over the interval. Its own pings every
 * client in one go every `pingInterval` (3 s): with 2,500 clients (500 matches with a spectator each)
 * that loop held the event loop 40–50 ms every 3 s on a machine of this kind (a CPU profile of the
 * bench), a stall that every action in flight waited out. This one pings a slice of the clients
 * every HEARTBEAT_TICK_MS, so each is still pinged once an interval and a client that misses
 * `pingMaxRetries` pongs in a row is still closed. 0.16 ws-transport: `autoTerminateUnresponsiveClients`
 * (protected) starts the heartbeat once the server listens and its `pingInterval` handle is cleared
 * on close; each socket keeps `pingCount`, reset by the transport's `pong` handler.
 */
export class SpreadHeartbeatTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    this.pingInterval = heartbeatInSlices(this.wss.clients as unknown as Set<PingedSocket>, pingInterval, pingMaxRetries);
  }
}

/** Ping `clients` a slice every tick, each once every `intervalMs`; close one that has missed `maxRetries` pongs. */
export function heartbeatInSlices(clients: Set<PingedSocket>, intervalMs: number, maxRetries: number): NodeJS.Timeout {
  const ticksPerRound = Math.max(1, Math.round(intervalMs / HEARTBEAT_TICK_MS));
  let round: Iterator<PingedSocket> = clients.values();
  let leftThisRound = 0;
  let ticksLeft = 0;
  return setInterval(
    () => {
      // A round starts with the clients there are now; each tick takes its share of what is left.
      if (ticksLeft === 0) {
        round = clients.values();
        leftThisRound = clients.size;
        ticksLeft = ticksPerRound;
      }
      let slice = Math.ceil(leftThisRound / ticksLeft);
      ticksLeft--;
      leftThisRound -= slice;
      for (; slice > 0; slice--) {
        const next = round.next();
        if (next.done) break;
        const socket = next.value;
        if (socket.pingCount >= maxRetries) {
          socket.terminate();
          continue;
        }
        socket.pingCount++;
        socket.ping();
      }
    },
    Math.min(HEARTBEAT_TICK_MS, intervalMs),
  );
}
