import type { Client } from '@colyseus/core';
import type { Logger } from '../log';
import type { ErrorMessage, RoomErrorCode } from './error-codes';
import type { MatchOptions } from './match-options';
import type { MatchState } from './schema';

/**
 * What the parts of a match (lobby-seats.ts, match-session.ts, match-restore.ts) use of their
 * Colyseus room (match-room.ts): its public state, its clients and how to reach them.
 */
export interface MatchRoomPort {
  readonly roomId: string;
  readonly opts: MatchOptions;
  readonly state: MatchState;
  readonly clients: readonly Client[];
  /** Whether the room is being disposed (server shutdown): players then keep their seats for a restart. */
  readonly disposing: boolean;
  autoDispose: boolean;
  broadcast(type: string, message: unknown, options?: { except?: Client }): void;
  /** Send the state patch now rather than within 50 ms of the change (PatchOnChange). */
  broadcastPatch(): unknown;
  allowReconnection(client: Client, seconds: number): PromiseLike<Client>;
  disconnect(): Promise<unknown>;
  /** Send one client a room `error` (error-codes.ts). */
  sendError(client: Client, code: RoomErrorCode | string, message: string, extra?: Partial<ErrorMessage>): void;
  /** The room's logger, with the seat on every line when given (log.ts roomLog). */
  log(seat?: string | null): Logger;
  /** Save the room's lobby listing again (seats taken, status). */
  updateMetadata(): Promise<void>;
}
