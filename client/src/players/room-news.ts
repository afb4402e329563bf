import type { ChatLine, RematchNews } from '@signum/shared';

/** The room's messages around the game, as the connection passes them on (server: room/match-players.ts). */
export type RoomNews =
  | { type: 'chat'; message: ChatLine }
  | { type: 'chatHistory'; message: { lines: ChatLine[] } }
  | { type: 'muted'; message: { playerIds: string[] } }
  | { type: 'players'; message: { rated: boolean; seats: Partial<Record<string, { playerId: string; account: boolean }>> } }
  | { type: 'rematch'; message: RematchNews }
  | { type: 'ratings'; message: { updated: { playerId: string; family: string; mu: number; sigma: number; games: number }[] } };

/** Every type of RoomNews, for the connection to listen to. */
export const ROOM_NEWS: RoomNews['type'][] = ['chat', 'chatHistory', 'muted', 'players', 'rematch', 'ratings'];
