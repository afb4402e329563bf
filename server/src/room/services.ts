import { MemoryStore } from '../store/memory-store';
import type { MatchStore } from '../store/match-store';
import type { PlayerStore } from '../store/player-store';
import { Accounts } from '../players/accounts';
import { DEFAULT_RATE_LIMIT, type RateLimitConfig } from './rate-limit';
import { RoomQuota } from './room-quota';
import { AddressBuckets } from './address-buckets';
import type { SharedAddressLimit } from './shared-address-limit';

/** What every match room of this process shares (set once by createServer; the matchmaker is per process too). */
export interface RoomServices {
  store: MatchStore;
  /** Players, sessions, ratings and chat (the same database as `store`). */
  players: PlayerStore;
  accounts: Accounts;
  rateLimit: RateLimitConfig;
  /** Milliseconds a bot waits before acting (0 in tests; a little in play so people can follow). */
  botDelayMs: number;
  /**
   * Whether a room may be created with a fixed `seed` option (tests, benches). Off in play: whoever
   * knows the seed knows every shuffle and every die, so a given seed is then ignored.
   */
  allowFixedSeed: boolean;
  /** Whether rooms may run clocks shorter than MIN_CLOCK (tests); off in play. */
  allowShortClocks: boolean;
  /** Capacity rules (README: configuration). */
  limits: RoomLimits;
  /** Open rooms per server and per creating address. */
  quota: RoomQuota;
  /** Message rate limits per address, over all its sockets. */
  addressBuckets: AddressBuckets;
  /** The same limit counted across every server on one Redis (when REDIS_URL is set). */
  sharedMessages?: SharedAddressLimit;
  /** This process's open match rooms, to put back in Redis what an outage lost (reannounce.ts). */
  liveRooms: Set<{ reannounce(): Promise<void> }>;
}

/** How many people and rooms the server takes, and how long idle rooms stay. */
export interface RoomLimits {
  /** Spectators per room; seats never count against it. */
  maxSpectators: number;
  maxRooms: number;
  maxRoomsPerAddress: number;
  /** Seconds a lobby with no change (nobody joins, chooses a deck or gets ready) stays open. */
  roomIdleSeconds: number;
  /** Room messages per second from one address over all its sockets (burst: twice that). */
  messagesPerSecondPerAddress: number;
}

/** The defaults (config/env.ts has the same). */
export const DEFAULT_ROOM_LIMITS: RoomLimits = { maxSpectators: 32, maxRooms: 1000, maxRoomsPerAddress: 5, roomIdleSeconds: 600, messagesPerSecondPerAddress: 60 };

const memory = new MemoryStore();
let services: RoomServices = {
  store: memory, players: memory.players(), accounts: new Accounts(memory.players()), rateLimit: DEFAULT_RATE_LIMIT, botDelayMs: 0, allowFixedSeed: true, allowShortClocks: true,
  limits: DEFAULT_ROOM_LIMITS, quota: new RoomQuota(() => services.limits), liveRooms: new Set(),
  addressBuckets: new AddressBuckets(() => {
    const perSecond = services.limits.messagesPerSecondPerAddress;
    return { perSecond, burst: perSecond * 2, disconnectAfter: services.rateLimit.disconnectAfter };
  }),
};

/** Set this process's room services. */
export function setRoomServices(s: Partial<RoomServices>): void {
  services = { ...services, ...s };
}

/** This process's room services. */
export function roomServices(): RoomServices {
  return services;
}
