import { MemoryStore } from '../store/memory-store';
import type { MatchStore } from '../store/match-store';
import { DEFAULT_RATE_LIMIT, type RateLimitConfig } from './rate-limit';

/** What every match room of this process shares (set once by createServer; the matchmaker is per process too). */
export interface RoomServices {
  store: MatchStore;
  rateLimit: RateLimitConfig;
  /** Milliseconds a bot waits before acting (0 in tests; a little in play so people can follow). */
  botDelayMs: number;
}

let services: RoomServices = { store: new MemoryStore(), rateLimit: DEFAULT_RATE_LIMIT, botDelayMs: 0 };

/** Set this process's room services. */
export function setRoomServices(s: Partial<RoomServices>): void {
  services = { ...services, ...s };
}

/** This process's room services. */
export function roomServices(): RoomServices {
  return services;
}
