import type { QuestView } from '@signum/shared';
import type { SeatInfo } from './snapshot';
import { withSoloOverlord } from './solo-overlord-seat';

const hero: SeatInfo = { seat: 'p1', name: 'Quinn', team: '', taken: true, bot: false, deckChosen: true, ready: true, away: false };
const quest = (side: 'pve' | 'pvp'): QuestView => ({ side, hero: 'p1', overlord: 'p2' }) as QuestView;

describe('the solo Overlord in the seat list', () => {
  it('names the engine-played Overlord of a solo quest', () => {
    expect(withSoloOverlord([hero], quest('pve')).map((s) => [s.seat, s.name])).toEqual([['p1', 'Quinn'], ['p2', 'Overlord']]);
  });
  it('leaves a seated Overlord player, other games and the lobby alone', () => {
    const player: SeatInfo = { ...hero, seat: 'p2', name: 'Olga' };
    expect(withSoloOverlord([hero, player], quest('pvp'))).toEqual([hero, player]);
    expect(withSoloOverlord([hero], quest('pvp'))).toEqual([hero]);
    expect(withSoloOverlord([hero], undefined)).toEqual([hero]);
  });
});
