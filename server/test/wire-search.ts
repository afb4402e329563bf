import type { GameState, Seat } from '@signum/shared';

/** The card instance ids `viewer` may not see now: every deck, and other seats' hands and face-down tactics. */
export function hiddenFrom(g: GameState, viewer: Seat | 'spectator'): string[] {
  const ids: string[] = [];
  for (const seat of g.config.seats) {
    const p = g.players[seat]!;
    ids.push(...p.deck);
    if (seat !== viewer) ids.push(...p.hand, ...p.tactics);
  }
  return ids;
}

/**
 * Whether a frame carries an id: quoted (JSON inside messages), as a msgpack/schema string (length
 * byte then the text), or anywhere at all for ids long enough that chance matches are negligible.
 */
export function mentions(bytes: Buffer, id: string): boolean {
  if (bytes.includes(`"${id}"`)) return true;
  if (bytes.includes(Buffer.concat([Buffer.from([0xa0 | id.length]), Buffer.from(id)]))) return true;
  return id.length >= 6 && bytes.includes(id);
}

/** Whether a frame carries a card id as a whole string (JSON-quoted or as a msgpack/schema string). */
export function mentionsWhole(bytes: Buffer, id: string): boolean {
  if (bytes.includes(`"${id}"`)) return true;
  const len = Buffer.byteLength(id);
  const prefix = len < 32 ? Buffer.from([0xa0 | len]) : Buffer.from([0xd9, len]);
  return bytes.includes(Buffer.concat([prefix, Buffer.from(id)]));
}
