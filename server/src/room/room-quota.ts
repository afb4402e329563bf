import { ServerError } from '@colyseus/core';

/** How many rooms may be open: on this server, and created by one address. */
export interface RoomQuotaLimits {
  maxRooms: number;
  maxRoomsPerAddress: number;
}

/**
 * Open rooms counted per server and per creating address (one client made 20,000 rooms in 25 s).
 * Counts are per process; each server of a scaled-out deployment holds its own.
 */
export class RoomQuota {
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: () => RoomQuotaLimits) {}

  /**
   * Count a new room, or refuse it with a clear error. Rooms the server makes itself (restored at
   * boot: no address) are counted but never refused. Returns the call that gives the place back.
   */
  claim(address: string | undefined): () => void {
    const { maxRooms, maxRoomsPerAddress } = this.limits();
    if (address !== undefined) {
      if (this.total >= maxRooms) throw new ServerError(503, 'The server has as many matches as it can hold; try again in a few minutes.');
      if ((this.byAddress.get(address) ?? 0) >= maxRoomsPerAddress) {
        throw new ServerError(429, `You already have ${maxRoomsPerAddress} open matches; finish or leave one before creating another.`);
      }
      this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    }
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      if (address === undefined) return;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }

  /** Rooms open on this server. */
  get open(): number {
    return this.total;
  }
}
