import { encode } from '@colyseus/schema';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHECKED_SCHEMA, libraryStringEncoder } from '../src/room/schema-string-length';
import { joinPlayer, serverRoom, startTestServer, until, type TestServer } from './harness';

/** The str 8 header a string of `length` bytes gets from an encoder. */
function header(enc: (b: Uint8Array, v: string, it: { offset: number }) => number, length: number): number[] {
  const bytes = new Uint8Array(length + 8);
  enc(bytes, 'x'.repeat(length), { offset: 0 });
  return [bytes[0]!, bytes[1]!];
}

describe('the schema string length fix (schema-string-length.ts)', () => {
  it('is checked against the installed @colyseus/schema line', () => {
    const pkg = JSON.parse(readFileSync(join(dirname(require.resolve('@colyseus/schema')), '..', '..', 'package.json'), 'utf8')) as { version: string };
    expect(pkg.version.startsWith(`${CHECKED_SCHEMA}.`)).toBe(true);
  });

  it('is still needed: the library writes a 255-byte string length as 0 (when this fails, the library is fixed: remove the fix)', () => {
    expect(libraryStringEncoder).toBeDefined();
    expect(header(libraryStringEncoder!, 254)).toEqual([0xd9, 254]);
    expect(header(libraryStringEncoder!, 255)).toEqual([0xd9, 0]);
  });

  it('writes the true length, and leaves every other length to the library', () => {
    const fixed = (encode as unknown as { string: typeof libraryStringEncoder }).string!;
    expect(header(fixed, 255)).toEqual([0xd9, 255]);
    for (const n of [0, 31, 32, 254, 256, 70_000]) expect(header(fixed, n)).toEqual(header(libraryStringEncoder!, n));
    // 255 bytes in multi-byte characters too (85 three-byte characters).
    const bytes = new Uint8Array(300);
    const it = { offset: 0 };
    expect(fixed(bytes, '€'.repeat(85), it)).toBe(257);
    expect([bytes[0], bytes[1], it.offset]).toEqual([0xd9, 255, 257]);
  });
});

describe('a 255-byte string field over the wire', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reaches a colyseus.js client whole, and so do the fields after it in the same patch', async () => {
    const warn = jest.spyOn(console, 'warn');
    try {
      const p = await joinPlayer(t.client(), (c) => c.create('match', { mode: 'duel', seed: 'str255' }));
      const sr = serverRoom(p.room);
      const long = `[${'"m",'.repeat(62)}"mmm"]`; // JSON of 255 bytes, like a creature's modifiers
      expect(Buffer.byteLength(long)).toBe(255);
      sr.state.activation = long;
      sr.state.result = 'after';
      const seen = p.room.state as unknown as { activation: string; result: string };
      await until(() => seen.result === 'after', 'the patch');
      expect(seen.activation).toBe(long);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
