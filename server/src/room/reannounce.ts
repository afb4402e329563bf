import type { Logger } from 'pino';
import { announceProcess } from './colyseus-internals';
import { roomServices } from './services';

/**
 * Put back in Redis what a Redis restart lost: this process in the matchmaker's list, and each
 * open room's listing and join code (after an outage, join codes and listings were gone and a
 * dropped player's reconnection was refused). Rooms themselves never stopped: they live here.
 */
export async function reannounceRooms(log: Pick<Logger, 'info' | 'warn'>): Promise<void> {
  try {
    await announceProcess();
    const rooms = [...roomServices().liveRooms];
    await Promise.all(rooms.map((r) => r.reannounce()));
    log.info({ rooms: rooms.length }, 'rooms announced again after the Redis outage');
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'could not announce the rooms again yet; Redis went away again?');
  }
}
