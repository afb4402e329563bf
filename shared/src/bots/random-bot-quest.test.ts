import { playGame } from './play-game';
import { randomBot } from './random-bot';

// Against an Overlord player the Overlord may not end its turn before playing a card (checklist 22.33):
// the random bot, which the server's tests drive seats with, must only end a turn the rules allow.
describe('the random bot in a quest against an Overlord player', () => {
  it.each(['quest-pvp', 'quest-pvp-2', 'quest-pvp-3'])('plays both sides without a refused action (%s)', (seed) => {
    const g = playGame({ seed, mode: 'duel', loadouts: {}, quest: { side: 'pvp' }, maxActions: 400, bots: { p1: randomBot(`${seed}/hero`), p2: randomBot(`${seed}/overlord`) } });
    expect(g.errors).toEqual([]);
    expect(g.log.some((e) => e.seat === 'p2' && e.action.type === 'playOverlordCard')).toBe(true);
  });
});
