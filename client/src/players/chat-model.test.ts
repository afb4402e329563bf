import type { ChatLine } from '@signum/shared';
import { mergeLines, visibleLines, writableChannels } from './chat-model';

const line = (index: number, playerId = 'a'): ChatLine => ({ index, channel: 'all', seat: 'p1', playerId, name: 'N', text: `t${index}`, at: '' });

describe('chat model', () => {
  it('offers team chat only to Shoulder to Shoulder players, the spectators’ channel only to spectators', () => {
    expect(writableChannels('teams', 'p1')).toEqual(['all', 'team']);
    expect(writableChannels('duel', 'p2')).toEqual(['all']);
    expect(writableChannels('teams', 'spectator')).toEqual(['all', 'spectators']);
  });
  it('merges a backlog with lines already shown, once each, in order', () => {
    expect(mergeLines([line(0), line(2)], [line(1), line(2)]).map((l) => l.index)).toEqual([0, 1, 2]);
  });
  it('hides muted players’ lines', () => {
    expect(visibleLines([line(0, 'a'), line(1, 'b')], new Set(['b'])).map((l) => l.index)).toEqual([0]);
  });
});
