import { z } from 'zod';

/**
 * Characters no display text may hold: control characters (NUL, escapes, line breaks), lone
 * surrogates, private-use characters, line/paragraph separators, the byte-order mark, and the
 * bidirectional marks, embeddings, overrides and isolates — with those a name can show one text
 * and be another ("evil‮txt.exe"), or reorder the chat line it sits in.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}\p{Co}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/**
 * One segmenter for every count: making one resolves a locale and costs about a millisecond, which
 * was most of the server's time to check a player's join options. Grapheme breaks are the same in
 * every locale, so sharing it changes no answer.
 */
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Printable ASCII only (space to tilde). Each such character is a grapheme cluster of its own (none
 * is an extender, joiner, spacing mark, prepend or regional indicator, and CR LF — the one ASCII
 * pair that joins — is not printable; Unicode UAX #29), so its length is its grapheme count.
 */
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** How many characters a person sees in `text` (grapheme clusters: an emoji with modifiers is one). */
export function graphemeLength(text: string): number {
  // Most names and chat lines are plain ASCII: counting them needs no segmenter (which showed in
  // the server's seating profile, server/bench/README.md).
  if (PRINTABLE_ASCII.test(text)) return text.length;
  return segmentedLength(text);
}

/** The grapheme count by the segmenter, for any text. */
export function segmentedLength(text: string): number {
  let n = 0;
  for (const _ of GRAPHEMES.segment(text)) n++;
  return n;
}

/** Display text as it is kept: NFC, runs of spaces made one, trimmed. */
function tidy(s: string): string {
  return s.normalize('NFC').replace(/[ \t]+/g, ' ').trim();
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
    .transform(tidy)
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

// The same rules with a stable code per refusal, for the account and chat APIs (players.ts).

/** Why a text was refused: a stable code and a sentence a player understands. */
export interface TextRefusal {
  ok: false;
  code: 'TEXT_EMPTY' | 'TEXT_TOO_LONG' | 'TEXT_TOO_SHORT' | 'TEXT_CONTROL' | 'TEXT_CHARACTERS';
  message: string;
}

/** A text accepted, in its kept form. */
export interface TextAccepted {
  ok: true;
  text: string;
}

/** An account's username is at least this long (a guest's display name may be one character). */
export const ACCOUNT_NAME_MIN = 3;
/** Longest chat line, in graphemes. */
export const CHAT_MAX = 200;

// A username: starts with a letter or digit; then letters, marks, digits, single spaces and - _ . '
// (account names are unique and shown everywhere, so no look-alike punctuation or symbols).
const USERNAME_SHAPE = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}_.'-]| (?! ))*$/u;

/** The checks of `displayText`, answering with a code. */
function checkText(raw: unknown, o: { min: number; max: number; what: string }): TextAccepted | TextRefusal {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, code: 'TEXT_EMPTY', message: `${o.what} is empty.` };
  if (raw.length > o.max * 16) return { ok: false, code: 'TEXT_TOO_LONG', message: `${o.what} is too long (at most ${o.max} characters).` };
  if (FORBIDDEN.test(raw)) return { ok: false, code: 'TEXT_CONTROL', message: `${o.what} holds a character that cannot be shown (a control or text-direction character).` };
  const text = tidy(raw);
  const n = graphemeLength(text);
  if (n < o.min) return { ok: false, code: 'TEXT_TOO_SHORT', message: `${o.what} is too short (at least ${o.min} characters).` };
  if (n > o.max) return { ok: false, code: 'TEXT_TOO_LONG', message: `${o.what} is too long (at most ${o.max} characters).` };
  return { ok: true, text };
}

/** A guest's display name (the rules of PlayerNameSchema), with a code when refused. */
export function checkDisplayName(raw: unknown): TextAccepted | TextRefusal {
  return checkText(raw, { min: 1, max: PLAYER_NAME_MAX, what: 'The name' });
}

/** An account's username: a display name of ACCOUNT_NAME_MIN+ characters, letters/digits/single spaces and - _ . ' only. */
export function checkUsername(raw: unknown): TextAccepted | TextRefusal {
  const r = checkText(raw, { min: ACCOUNT_NAME_MIN, max: PLAYER_NAME_MAX, what: 'The username' });
  if (r.ok && !USERNAME_SHAPE.test(r.text)) {
    return { ok: false, code: 'TEXT_CHARACTERS', message: "A username starts with a letter or digit and uses only letters, digits, single spaces and - _ . '" };
  }
  return r;
}

/** One chat line: 1–CHAT_MAX graphemes, no control or direction characters. */
export function checkChatText(raw: unknown): TextAccepted | TextRefusal {
  return checkText(raw, { min: 1, max: CHAT_MAX, what: 'The message' });
}

/**
 * The key two names are compared by for uniqueness: compatibility-normalised (NFKC) and case-folded,
 * so "Ａlice", "alice" and "ALICE" are one name.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().normalize('NFC');
}
