import { parseMatchOptions } from './match-options';

describe('match options: the bots’ level', () => {
  it('is normal when the room is created without one (as the lobby offers it), and what was asked otherwise', () => {
    expect(parseMatchOptions({ mode: 'duel', bots: 1 }).botLevel).toBe('normal');
    expect(parseMatchOptions({ mode: 'duel', bots: 1, botLevel: 'easy' }).botLevel).toBe('easy');
    expect(parseMatchOptions({ mode: 'teams', bots: 3, botLevel: 'hard' }).botLevel).toBe('hard');
  });

  it('refuses a level that does not exist with a readable error', () => {
    expect(() => parseMatchOptions({ mode: 'duel', bots: 1, botLevel: 'grandmaster' })).toThrow(/^Bad match options: botLevel: /);
  });
});
