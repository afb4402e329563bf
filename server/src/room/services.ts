import { MemoryStore } from '../store/memory-store';
import type { MatchStore } from '../store/match-store';
import type { PlayerStore } from '../store/player-store';
import { Accounts } from '../players/accounts';
import { DEFAULT_RATE_LIMIT, type RateLimitConfig } from './rate-limit';

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
}

const memory = new MemoryStore();
let services: RoomServices = { store: memory, players: memory.players(), accounts: new Accounts(memory.players()), rateLimit: DEFAULT_RATE_LIMIT, botDelayMs: 0, allowFixedSeed: true, allowShortClocks: true };

/** Set this process's room services. */
export function setRoomServices(s: Partial<RoomServices>): void {
  services = { ...services, ...s };
}

/** This process's room services. */
export function roomServices(): RoomServices {
  return services;
}
