import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be confused when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/**
 * Length of a private match's join code: 31^8 ≈ 8.5e14 codes, so with look-ups limited per address
 * (CODE_LOOKUPS_PER_MINUTE) guessing any open match's code is hopeless (6 letters, unlimited, once
 * answered 5,815 guesses a second).
 */
export const JOIN_CODE_LENGTH = 8;

/** A fresh random join code. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Normalise what a player typed (case, spaces); null when it cannot be a code. */
export function normaliseJoinCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  return code.length === JOIN_CODE_LENGTH && [...code].every((ch) => ALPHABET.includes(ch)) ? code : null;
}

/** The presence hash that maps join codes to room ids (shared by every process through Redis). */
export const JOIN_CODES_KEY = 'signum:joincodes';
