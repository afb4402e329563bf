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

/**
 * A practice match left while its game goes on: the lobby offers to resume it (any tab of this
 * browser) for as long as the server holds the seat.
 */
export interface PracticeRecord {
  memory: SeatMemory;
  mode: string;
  leftAt: number;
}

const PRACTICE = 'signum.practice';
/** How long a practice match keeps the seat of a player who left it: the lobby offers to resume it meanwhile. */
export const PRACTICE_HOLD_SECONDS = 600;

export function rememberPractice(r: PracticeRecord): void {
  localStorage.setItem(PRACTICE, JSON.stringify(r));
}

export function recallPractice(): PracticeRecord | undefined {
  const raw = localStorage.getItem(PRACTICE);
  return raw ? (JSON.parse(raw) as PracticeRecord) : undefined;
}

/** Forget the practice record (of this room only, when one is given). */
export function forgetPractice(roomId?: string): void {
  if (!roomId || recallPractice()?.memory.roomId === roomId) localStorage.removeItem(PRACTICE);
}

const seatKeyKey = (roomId: string) => `signum.seatKey.${roomId}`;

/** A seat key kept for every tab of this browser: another tab opening the match takes the seat over with it. */
export function rememberSeatKey(roomId: string, seatKey: string): void {
  localStorage.setItem(seatKeyKey(roomId), seatKey);
}

export function recallSeatKey(roomId: string): string | undefined {
  return localStorage.getItem(seatKeyKey(roomId)) ?? undefined;
}

export function forgetSeatKey(roomId: string): void {
  localStorage.removeItem(seatKeyKey(roomId));
}
