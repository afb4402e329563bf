import { z } from 'zod';

/**
 * Characters no display text may hold: control characters (NUL, escapes, line breaks), lone
 * surrogates, private-use characters, line/paragraph separators, the byte-order mark, and the
 * bidirectional marks, embeddings, overrides and isolates — with those a name can show one text
 * and be another ("evil‮txt.exe"), or reorder the chat line it sits in.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}\p{Co}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** How many characters a person sees in `text` (grapheme clusters: an emoji with modifiers is one). */
export function graphemeLength(text: string): number {
  let n = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) n++;
  return n;
}

/**
 * A zod schema for text people write and others read (names, chat): normalised to NFC, trimmed,
 * runs of spaces made one, forbidden characters refused (not stripped: the writer sees why), and
 * its length counted in graphemes. Refusals carry a sentence a player understands.
 */
export function displayText(o: { min: number; max: number; what: string }) {
  return z
    .string({ error: `${o.what} must be text.` })
    .max(o.max * 16, { error: `${o.what} is too long (at most ${o.max} characters).` })
    // Checked before trimming: trim() would quietly drop a byte-order mark or a trailing NUL-like space.
    .refine((s) => !FORBIDDEN.test(s), { error: `${o.what} holds a character that cannot be shown (a control or text-direction character).`, abort: true })
    .transform((s) => s.normalize('NFC').replace(/[ \t]+/g, ' ').trim())
    .superRefine((s, ctx) => {
      const n = graphemeLength(s);
      if (n < o.min) ctx.addIssue({ code: 'custom', message: o.min === 1 ? `${o.what} is empty.` : `${o.what} is too short (at least ${o.min} characters).` });
      if (n > o.max) ctx.addIssue({ code: 'custom', message: `${o.what} is too long (at most ${o.max} characters).` });
    });
}

/** The most characters a player's name may have. */
export const PLAYER_NAME_MAX = 24;

/** A player's name as shown at the table, in lobbies and in the match record. */
export const PlayerNameSchema = displayText({ min: 1, max: PLAYER_NAME_MAX, what: 'The name' });
