import { seatName, withSeatNames } from './names';
import type { SeatInfo } from '../model/snapshot';

const seat = (s: SeatInfo['seat'], name: string): SeatInfo => ({ seat: s, name, team: '', taken: true, bot: false, deckChosen: true, ready: true, away: false });
const seats = [seat('p1', 'Ana'), seat('p2', '')];

describe('seat names', () => {
  it('names a seat by its player, falling back to the seat id', () => {
    expect(seatName(seats, 'p1')).toBe('Ana');
    expect(seatName(seats, 'p2')).toBe('p2');
    expect(seatName(seats, 'p3')).toBe('p3');
  });
  it('replaces whole seat ids only', () => {
    expect(withSeatNames('p1 builds Farm; p2 draws; kp1 stays; Hero (p1-hero) waits', seats)).toBe('Ana builds Farm; p2 draws; kp1 stays; Hero (p1-hero) waits');
  });
});
