import type { Action } from '../protocol/actions';
import type { GameState } from '../state/types';
import { randomBot } from './random-bot';

const pass = (creature: string): Action => ({ type: 'pass', creature });
const state = {} as GameState;

describe('randomBot', () => {
  it('is deterministic for a seed, and differs across seeds', () => {
    const actions = Array.from({ length: 20 }, (_, i) => pass(`c${i}`));
    const list = () => actions;
    const run = (seed: string) => {
      const bot = randomBot(seed, list);
      return Array.from({ length: 50 }, () => bot.choose(state, 'p1'));
    };
    expect(run('a')).toEqual(run('a'));
    expect(run('a')).not.toEqual(run('b'));
  });

  it('asks for its own seat only, and only picks what it was offered', () => {
    const asked: string[] = [];
    const bot = randomBot('s', (_s, seat) => {
      asked.push(seat);
      return [pass('mine')];
    });
    expect(bot.choose(state, 'p2')).toEqual(pass('mine'));
    expect(asked).toEqual(['p2']);
  });
});
