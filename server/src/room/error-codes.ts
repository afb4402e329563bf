/**
 * Stable codes of the room's own `error` messages (the engine's rejection codes pass through as they
 * are). The code is for programs; the sentence sent with it is for the player.
 */
export const ROOM_ERROR_CODES = [
  'MALFORMED', 'UNKNOWN_MESSAGE', 'RATE_LIMITED', 'NOT_SEATED', 'NOT_STARTED', 'ALREADY_STARTED', 'GAME_OVER',
  'UNKNOWN_PRECON', 'BAD_DECK_CODE', 'ILLEGAL_DECK', 'NO_DECK', 'BUSY',
] as const;
/** One room error code. */
export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];

/** The payload of an `error` message. */
export interface ErrorMessage {
  code: string;
  message: string;
  /** For ILLEGAL_DECK: every reason from validateDeck. */
  reasons?: { code: string; message: string }[];
}
