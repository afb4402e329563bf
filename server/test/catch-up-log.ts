import type { Client, Room } from 'colyseus.js';
import { PRECONS, type GameState, type Seat } from '@signum/shared';
import type { MatchRoom } from '../src/room/match-room';
import { drive, joinPlayer, nextMessage, quietTable, serverRoom, until, type Player, type SentFrame } from './harness';
import { hiddenCardNames, mentionsWhole, remembered } from './wire-search';

// The catch-up log (`history`) a seat gets when it comes back (event-history.ts), checked on the raw
// bytes the server sent: its own drawn cards named as it saw them live, nobody else's hidden cards.

/** The names of the cards `seat`'s client is told it drew, as they arrive live. */
export function drawnLive(room: Room, seat: Seat): Set<string> {
  const names = new Set<string>();
  room.onMessage('events', (m: { events: { e: string; seat: Seat; card?: string }[] }) => {
    for (const ev of m.events) if (ev.e === 'drew' && ev.seat === seat && ev.card) names.add(ev.card);
  });
  return names;
}

/**
 * A duel against a bot (p2) that `client`'s player (p1) plays for `actions` actions, to a quiet
 * table; with the names of the cards p1 was told it drew, live.
 */
export async function playedBotDuel(client: Client, options: Record<string, unknown>, actions: number): Promise<{ p1: Player; sr: MatchRoom; drawn: Set<string> }> {
  const p1 = await joinPlayer(client, (c) => c.create('match', { mode: 'duel', bots: 1, botLevel: 'easy', ...options }));
  const drawn = drawnLive(p1.room, 'p1');
  p1.room.send('deck', { precon: PRECONS[0]!.id });
  p1.room.send('ready', {});
  const sr = serverRoom(p1.room);
  await until(() => sr.game !== null, 'the game to start');
  const driver = drive(p1, `${String(options.seed)}/p1`, actions);
  await until(() => sr.actionCount >= actions, `${actions} actions`);
  driver.stop();
  await quietTable(sr);
  return { p1, sr, drawn };
}

/** The raw bytes of the one `history` frame the server sent to the client of `room` (waits for it to arrive). */
export async function historyFrame(frames: readonly SentFrame[], sr: MatchRoom, room: Room): Promise<Buffer> {
  room.onMessage('*', () => {});
  await nextMessage(room, 'history');
  const ws = sr.clients.find((c) => c.sessionId === room.sessionId)!.ref;
  const marker = Buffer.concat([Buffer.from([0xa0 | 'history'.length]), Buffer.from('history')]);
  const found = frames.filter((f) => f.ws === ws && f.bytes.includes(marker));
  if (found.length !== 1) throw new Error(`expected one history frame to ${room.sessionId}, found ${found.length}`);
  return found[0]!.bytes;
}

/**
 * What a seat's catch-up log must hold: `own`, the cards it drew that the public log (a spectator's
 * `history` frame) does not name, so that a public log in its place would fail; and `hidden`, the
 * card names it may not learn now (wire-search.ts), among them some in an opponent's hand, less the
 * cards it drew and put back into its deck, which it knows.
 */
export function logMarkers(g: GameState, seat: Seat, opponent: Seat, drawn: ReadonlySet<string>, publicLog: Buffer): { own: string[]; hidden: string[] } {
  const own = [...drawn].filter((card) => !mentionsWhole(publicLog, card));
  const hidden = hiddenCardNames(g, seat).filter((card) => !remembered(g, seat, card, drawn));
  if (own.length === 0) throw new Error('no drawn card of the seat is hidden from the public log: nothing to check');
  if (!hidden.some((card) => g.players[opponent]!.hand.some((id) => g.cards[id]!.card === card))) throw new Error(`no card in ${opponent}'s hand is hidden from ${seat}`);
  return { own, hidden };
}

/** The own cards a catch-up log fails to name, and the hidden ones it names (both empty when right). */
export function logProblems(bytes: Buffer, m: { own: string[]; hidden: string[] }): { ownMissing: string[]; hiddenNamed: string[] } {
  return { ownMissing: m.own.filter((card) => !mentionsWhole(bytes, card)), hiddenNamed: m.hidden.filter((card) => mentionsWhole(bytes, card)) };
}
