/**
 * Text people type that others will see: display names and chat lines. Both are normalised (NFC),
 * measured in graphemes (what a reader counts as characters, so an accented letter or an emoji is
 * one), and refused when they hold control characters or direction overrides (which could make a
 * line look as if someone else wrote it). Pure: the server checks with it, the client pre-checks.
 */

/** Why a text was refused: a stable code and a sentence a player understands. */
export interface TextRefusal {
  ok: false;
  code: 'TEXT_EMPTY' | 'TEXT_TOO_LONG' | 'TEXT_TOO_SHORT' | 'TEXT_CONTROL' | 'TEXT_CHARACTERS';
  message: string;
}

/** A text accepted, in its normalised form. */
export interface TextAccepted {
  ok: true;
  text: string;
}

/** Shortest and longest display name, in graphemes. */
export const NAME_MIN = 1;
/** An account's username is at least this long (a guest's display name may be shorter). */
export const ACCOUNT_NAME_MIN = 3;
export const NAME_MAX = 20;
/** Longest chat line, in graphemes. */
export const CHAT_MAX = 200;

// Controls (C0, C1, DEL), line and paragraph separators, and the bidirectional marks, embeddings,
// overrides and isolates. The zero-width joiner (U+200D) stays allowed: emoji sequences need it.
const CONTROL = /[\p{Cc}\u2028\u2029\u200B\u200C\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/u;
// Other invisible format characters (tags, interlinear annotations…), except the joiner.
const FORMAT = /[\p{Cf}]/u;
// A name: starts with a letter or digit; then letters, marks, digits, single spaces and - _ . '
const NAME_SHAPE = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}_.'-]| (?! ))*$/u;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** How many graphemes a text has (what a reader would count). */
export function graphemeLength(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

function hasControl(text: string): boolean {
  if (CONTROL.test(text)) return true;
  for (const ch of text) if (ch !== '\u200D' && FORMAT.test(ch)) return true;
  return false;
}

/** Check a display name: NFC, trimmed, `min`–NAME_MAX graphemes, letters/digits/space/-_.' only. */
export function checkDisplayName(raw: unknown, min = NAME_MIN): TextAccepted | TextRefusal {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, code: 'TEXT_EMPTY', message: 'Choose a name.' };
  if (raw.length > NAME_MAX * 8) return { ok: false, code: 'TEXT_TOO_LONG', message: `A name is at most ${NAME_MAX} characters.` };
  const text = raw.normalize('NFC').trim();
  if (hasControl(text)) return { ok: false, code: 'TEXT_CONTROL', message: 'A name cannot contain invisible control or text-direction characters.' };
  const n = graphemeLength(text);
  if (n < min) return { ok: false, code: 'TEXT_TOO_SHORT', message: `A name is at least ${min} characters.` };
  if (n > NAME_MAX) return { ok: false, code: 'TEXT_TOO_LONG', message: `A name is at most ${NAME_MAX} characters.` };
  if (!NAME_SHAPE.test(text)) {
    return { ok: false, code: 'TEXT_CHARACTERS', message: "A name starts with a letter or digit and uses only letters, digits, single spaces and - _ . '" };
  }
  return { ok: true, text };
}

/** Check one chat line: NFC, trimmed, 1–CHAT_MAX graphemes, no control or direction characters. */
export function checkChatText(raw: unknown): TextAccepted | TextRefusal {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, code: 'TEXT_EMPTY', message: 'Write something first.' };
  if (raw.length > CHAT_MAX * 8) return { ok: false, code: 'TEXT_TOO_LONG', message: `A message is at most ${CHAT_MAX} characters.` };
  const text = raw.normalize('NFC').trim();
  if (hasControl(text)) return { ok: false, code: 'TEXT_CONTROL', message: 'A message cannot contain invisible control or text-direction characters.' };
  if (graphemeLength(text) > CHAT_MAX) return { ok: false, code: 'TEXT_TOO_LONG', message: `A message is at most ${CHAT_MAX} characters.` };
  return { ok: true, text };
}

/**
 * The key two names are compared by for uniqueness: compatibility-normalised (NFKC) and case-folded,
 * so "Ａlice", "alice" and "ALICE" are one name.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().normalize('NFC');
}
