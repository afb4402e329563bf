import type { Seat } from '@signum/shared';

/**
 * What a tab remembers of the match it sits in, so that reloading the page returns the player to
 * their seat: the reconnection token (within the server's reconnection window) and the seat key
 * (after a server restart). Kept per tab in sessionStorage: two tabs are two players.
 */
export interface SeatMemory {
  roomId: string;
  name: string;
  /** The seat we hold (absent when we only watch). */
  seat?: Seat;
  reconnectionToken?: string;
  seatKey?: string;
  spectate?: boolean;
  /** A private match's join code, needed to join it again by id. */
  code?: string;
}

const key = (roomId: string) => `signum.seat.${roomId}`;

export function rememberSeat(m: SeatMemory): void {
  sessionStorage.setItem(key(m.roomId), JSON.stringify(m));
}

export function recallSeat(roomId: string): SeatMemory | undefined {
  const raw = sessionStorage.getItem(key(roomId));
  return raw ? (JSON.parse(raw) as SeatMemory) : undefined;
}

export function forgetSeat(roomId: string): void {
  sessionStorage.removeItem(key(roomId));
}

/** The player's name, kept across visits. */
export function playerName(): string {
  return localStorage.getItem('signum.name') ?? '';
}

export function setPlayerName(name: string): void {
  localStorage.setItem('signum.name', name.trim().slice(0, 24));
}
