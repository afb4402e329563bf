import { applyLobbyMessage, finishedLine, listingLine, liveMatches, openMatches, type Listing } from './room-listing';

const room = (roomId: string, metadata: Listing['metadata']): Listing => ({ roomId, metadata });

describe('the lobby listing', () => {
  it('follows rooms, + and - messages', () => {
    let list = applyLobbyMessage([], { type: 'rooms', rooms: [room('a', { status: 'lobby', seats: 2, seatsTaken: 1 })] });
    list = applyLobbyMessage(list, { type: '+', roomId: 'b', listing: room('b', { status: 'playing', seats: 2, seatsTaken: 2 }) });
    list = applyLobbyMessage(list, { type: '+', roomId: 'a', listing: room('a', { status: 'lobby', seats: 2, seatsTaken: 2 }) });
    expect(list.map((r) => [r.roomId, r.metadata?.seatsTaken])).toEqual([['a', 2], ['b', 2]]);
    list = applyLobbyMessage(list, { type: '-', roomId: 'a' });
    expect(list.map((r) => r.roomId)).toEqual(['b']);
  });

  it('open = public, gathering, with a free seat; live = public and playing', () => {
    const list = [
      room('open', { mode: 'duel', status: 'lobby', seats: 2, seatsTaken: 1, private: false }),
      room('full', { mode: 'duel', status: 'lobby', seats: 2, seatsTaken: 2, private: false }),
      room('secret', { mode: 'duel', status: 'lobby', seats: 2, seatsTaken: 1, private: true }),
      room('live', { mode: 'ffa3', status: 'playing', seats: 3, seatsTaken: 3, private: false }),
      room('ended', { mode: 'ffa3', status: 'ended', seats: 3, seatsTaken: 3, private: false }),
      room('bare', undefined),
    ];
    expect(openMatches(list).map((r) => r.roomId)).toEqual(['open']);
    expect(liveMatches(list).map((r) => r.roomId)).toEqual(['live']);
  });

  it('says who played and who won a finished match', () => {
    const seats = [{ seat: 'p1', name: 'Ann', bot: false }, { seat: 'p2', name: 'Bot p2', bot: true }];
    const base = { id: 'm', mode: 'duel' as const, createdAt: '', finishedAt: '', seats };
    expect(finishedLine({ ...base, result: { winners: ['p1'], reason: 'heroKilled' } })).toBe('Duel (1 v 1): Ann, Bot p2 — Ann won by slaying the hero');
    expect(finishedLine({ ...base, result: { winners: [], reason: 'draw' } })).toMatch(/a draw$/);
    expect(finishedLine({ ...base, result: null })).toMatch(/no result$/);
  });
  it('names the players of a listed match', () => {
    expect(listingLine({ roomId: 'r', metadata: { mode: 'duel', status: 'playing', names: ['Ada', 'Bot p2'] } })).toBe('Duel (1 v 1): Ada, Bot p2');
    expect(listingLine({ roomId: 'r', metadata: { mode: 'ffa3' } })).toBe('Free-for-all, 3 players');
  });
});
