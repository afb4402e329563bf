/**
 * Every use of a Colyseus API that is not public, in one file, so a Colyseus upgrade touches only
 * this one. Each was checked against @colyseus/core 0.16.26 (and @colyseus/redis-presence,
 * @colyseus/redis-driver of the same release); server/test/colyseus-internals.test.ts fails when
 * one of them changes shape or meaning, so an upgrade is caught by the tests, not in play.
 */
import { Room, RoomInternalState, type Client, type MatchMakerDriver, type Presence } from '@colyseus/core';
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
  protected abstract admitReservation(joinOptions: unknown, reconnecting: boolean): boolean;
  /** A seat was reserved; unused, it expires after `seconds`. */
  protected abstract reserved(joinOptions: unknown, seconds: number, reconnecting: boolean): void;

  protected override _onMessage(client: InternalClient, buffer: Buffer): void {
    this.screenMessage(client, buffer, () => super._onMessage(client, buffer));
  }

  protected override async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds = this.seatReservationTime, allowReconnection = false, devModeReconnection?: boolean): Promise<boolean> {
    if (!this.admitReservation(joinOptions, allowReconnection)) return false;
    const ok = await super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    if (ok) this.reserved(joinOptions, seconds, allowReconnection);
    return ok;
  }

  /** Reservations made but not yet used: the join options each was made with, and whether it is a reconnection. */
  protected pendingReservations(): { options: unknown; reconnect: boolean }[] {
    // 0.16: reservedSeats[sessionId] = [joinOptions, authData, consumed?, allowReconnection?]
    return Object.values(this.reservedSeats)
      .filter(([, , consumed]) => !consumed)
      .map(([options, , , reconnect]) => ({ options, reconnect: !!reconnect }));
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
