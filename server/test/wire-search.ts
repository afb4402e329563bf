import { view, type GameState, type Seat } from '@signum/shared';
import type { MatchRoom } from '../src/room/match-room';

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

/**
 * The card ids (names of cards, not instances) that `viewer` may not learn now: cards held only in
 * places hidden from it (decks, other seats' hands and face-down tactics) and shown nowhere in its
 * own view. Each works as a marker planted in a hidden card: seeing it in a frame is a leak.
 */
export function hiddenCardNames(g: GameState, viewer: Seat | 'spectator'): string[] {
  const shown = JSON.stringify(view(g, viewer));
  const names = new Set(hiddenFrom(g, viewer).map((instance) => g.cards[instance]!.card));
  return [...names].filter((card) => !shown.includes(`"${card}"`));
}

/**
 * Whether `viewer` may name a card that is hidden from it now because it knew it before: a card it
 * held (`held`: names it had in hand) and put back into its own deck (a mulligan) is named again in
 * its own catch-up log, as it saw it live (event-history.ts). A name cannot tell copies apart, so
 * another seat's hidden copy of that card is then covered by the instance-id checks alone.
 */
export function remembered(g: GameState, viewer: Seat | 'spectator', card: string, held: ReadonlySet<string>): boolean {
  if (viewer === 'spectator' || !held.has(card)) return false;
  return g.players[viewer]!.deck.some((id) => g.cards[id]!.card === card);
}

/** The watched room and the viewer (seat or spectator) that a server-side WebSocket belongs to. */
export function viewerOf(rooms: readonly MatchRoom[], ws: unknown): { room: MatchRoom; viewer: Seat | 'spectator' } | null {
  for (const room of rooms) {
    const c = room.clients.find((x) => x.ref === ws);
    if (c) return { room, viewer: room.seatOfSession(c.sessionId) ?? 'spectator' };
  }
  return null;
}
