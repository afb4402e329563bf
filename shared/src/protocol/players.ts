import { z } from 'zod';

/**
 * The wire shapes around the game rather than in it: chat, rematch, concession, and the account
 * requests of the HTTP API. Every incoming one is parsed with these schemas; text content is then
 * checked by display-text.ts.
 */

/** Who reads a chat line: everyone in the room, one Shoulder to Shoulder side, or the spectators among themselves. */
export const ChatChannelSchema = z.enum(['all', 'team', 'spectators']);
/** A chat channel. */
export type ChatChannel = z.infer<typeof ChatChannelSchema>;

/** Ready-made lines, sent by id and shown in the reader's words. */
export const QUICK_PHRASES = { gg: 'Good game', yourTurn: 'Your turn', thinking: 'Thinking…', hello: 'Hello!' } as const;
/** A quick phrase's id. */
export type QuickPhrase = keyof typeof QUICK_PHRASES;

/** Client → server `chat`: free text or a quick phrase, on a channel. */
export const ChatSendSchema = z.union([
  z.object({ channel: ChatChannelSchema, text: z.string().max(2000) }).strict(),
  z.object({ channel: ChatChannelSchema, phrase: z.enum(Object.keys(QUICK_PHRASES) as [QuickPhrase, ...QuickPhrase[]]) }).strict(),
]);

/** Server → client `chat`: one line, as its readers see it. `text` is plain text, never markup. */
export interface ChatLine {
  /** Order within the room (0, 1, 2…), shared by every channel. */
  index: number;
  channel: ChatChannel;
  /** The side, for team lines ('A' or 'B'). */
  team?: 'A' | 'B';
  /** The writer's seat, or null for a spectator. */
  seat: string | null;
  /** The writer's player id (to mute them), and the name shown. */
  playerId: string;
  name: string;
  text: string;
  phrase?: QuickPhrase;
  /** ISO time it was sent. */
  at: string;
}

/** Client → server `mute` / `unmute`: stop (or start again) receiving one player's lines. */
export const MuteSchema = z.object({ playerId: z.string().min(1).max(64) }).strict();

/** Client → server `rematch`: this seat wants (or no longer wants) a rematch. */
export const RematchVoteSchema = z.object({ accept: z.boolean() }).strict();

/** Server → client `rematch`: who has accepted so far, and the new room once everyone has. */
export interface RematchNews {
  accepted: string[];
  seats: string[];
  roomId?: string;
  /** The new private room's join code (a private room is joined by id with its code). */
  code?: string;
}

/** What an account needs: its name and a password (8–200 characters; checked, then hashed server-side). */
export const CredentialsSchema = z.object({ name: z.string().max(200), password: z.string().max(400) }).strict();
/** Shortest and longest password. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** The mode families ratings are kept for. */
export const RATING_FAMILIES = ['duel', 'ffa', 'teams'] as const;
/** A rating family. */
export type RatingFamily = (typeof RATING_FAMILIES)[number];

/** The rating family a mode belongs to. */
export function ratingFamily(mode: 'duel' | 'ffa3' | 'ffa4' | 'teams'): RatingFamily {
  return mode === 'duel' ? 'duel' : mode === 'teams' ? 'teams' : 'ffa';
}

/** A rating as players see it: the conservative figure (openskill's ordinal, scaled) and the games played. */
export interface PublicRating {
  family: RatingFamily;
  rating: number;
  mu: number;
  sigma: number;
  games: number;
}
