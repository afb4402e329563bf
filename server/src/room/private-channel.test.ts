import type { Client } from '@colyseus/core';
import { createGame, PRECONS, withConstructionDeck, type Mode, type Seat } from '@signum/shared';
import { randomPositions } from '../../test-support/random-positions';
import { PrivateChannel } from './private-channel';
import { secretOf } from './sync-state';

// The channel skips rebuilding a seat's part when what it is made from is unchanged: after every
// action of played games, what each seat's client last received must still be its part exactly, and
// a part is sent only when it differs from the one before.
describe('PrivateChannel', () => {
  it.each<[Mode, boolean]>([['duel', false], ['teams', false], ['ffa3', true]])('each seat holds its own current part after every action of a played %s game (Experienced Architect: %s)', (mode, experiencedArchitect) => {
    const seats: Seat[] = mode === 'duel' ? ['p1', 'p2'] : mode === 'ffa3' ? ['p1', 'p2', 'p3'] : ['p1', 'p2', 'p3', 'p4'];
    const loadouts = Object.fromEntries(seats.map((seat, i) => [seat, experiencedArchitect ? withConstructionDeck(PRECONS[i % PRECONS.length]!.loadout) : PRECONS[i % PRECONS.length]!.loadout]));
    const start = createGame({ mode, seed: `channel-${mode}`, loadouts, turnLimit: 20, ...(experiencedArchitect ? { variants: { experiencedArchitect: true } } : {}) });
    const received = new Map<Seat, unknown>();
    const clients = seats.map((seat) => ({ seat, send: (type: string, m: unknown) => type === 'private' && received.set(seat, m) }));
    const channel = new PrivateChannel();
    const seatOf = (c: Client) => (c as unknown as { seat: Seat }).seat;
    let sent = 0;
    let positions = 0;
    for (const s of randomPositions(start, `channel-${mode}`, 400)) {
      positions++;
      const before = new Map(received);
      channel.update(s, clients as unknown as Client[], seatOf);
      for (const seat of seats) {
        if (received.get(seat) !== before.get(seat)) {
          sent++;
          expect(received.get(seat)).not.toEqual(before.get(seat)); // sent only when it changed
        }
        expect(received.get(seat)).toEqual(secretOf(s, seat));
      }
    }
    expect(positions).toBeGreaterThan(50);
    // Parts are sent when they change, not once per seat and action.
    expect(sent).toBeGreaterThan(seats.length);
    expect(sent).toBeLessThan(positions * seats.length);
  });

  it('sends a part again when a card in the hand is named anew under the same id, and not when only the records are new', () => {
    const start = createGame({ mode: 'duel', seed: 'channel-names', loadouts: { p1: PRECONS[0]!.loadout, p2: PRECONS[1]!.loadout } });
    const s = [...randomPositions(start, 'channel-names', 100)].find((position) => position.players.p1!.hand.length > 0)!;
    const received: unknown[] = [];
    const client = { send: (type: string, m: unknown) => type === 'private' && received.push(m) } as unknown as Client;
    const channel = new PrivateChannel();
    channel.update(s, [client], () => 'p1');
    const hand = s.players.p1!.hand;
    // New objects holding the same entries: the same part, not sent.
    const copied = { ...s, cards: { ...s.cards }, players: { ...s.players, p1: { ...s.players.p1!, hand: [...hand] } } };
    channel.update(copied, [client], () => 'p1');
    expect(received).toHaveLength(1);
    // The first card of the hand shows another card under its id: sent.
    const other = Object.values(s.cards).find((c) => c.card !== s.cards[hand[0]!]!.card)!.card;
    const renamed = { ...copied, cards: { ...copied.cards, [hand[0]!]: { ...copied.cards[hand[0]!]!, card: other } } };
    channel.update(renamed, [client], () => 'p1');
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(secretOf(renamed, 'p1'));
  });
});
