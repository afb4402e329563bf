import { encode } from '@colyseus/schema';

/**
 * @colyseus/schema 3.0.76 (the newest 3.0 release) writes the length of a string of exactly 255
 * UTF-8 bytes as 0 (`length % 255` in its "str 8" branch). Every client then reads an empty string,
 * takes the string's bytes for the next fields and prints "field not defined … definition mismatch";
 * the rest of that patch is skipped. A JSON field (modifiers, graveyard, relics, activation) hits 255
 * bytes in about one long duel in ten. This writes such a string as msgpack "str 8" with its true
 * length, which the decoder already reads correctly; every other string goes through the library's
 * own encoder. server/test/schema-string-length.test.ts fails once the library is fixed (then this
 * file can go) or changes how strings are encoded.
 */
export const CHECKED_SCHEMA = '3.0';

type StringEncoder = (bytes: Uint8Array, value: string, it: { offset: number }) => number;
const STR8 = 0xd9;
const marked = Symbol.for('signum.schemaString255');

/** The library's own string encoder, kept for the test that tells when the fix is no longer needed. */
export let libraryStringEncoder: StringEncoder | undefined;

/** Put the fixed string encoder in place of the library's (once). */
export function fixStringLength255(): void {
  const lib = encode as unknown as { string: StringEncoder & { [marked]?: true }; utf8Length(s: string): number; utf8Write(b: Uint8Array, s: string, it: { offset: number }): void };
  if (lib.string[marked]) return;
  const original = lib.string;
  libraryStringEncoder = original;
  const fixed: StringEncoder & { [marked]?: true } = (bytes, value, it) => {
    if (!value || lib.utf8Length(value) !== 255) return original(bytes, value, it);
    bytes[it.offset++] = STR8;
    bytes[it.offset++] = 255;
    lib.utf8Write(bytes, value, it);
    return 2 + 255;
  };
  fixed[marked] = true;
  lib.string = fixed;
}

fixStringLength255();
