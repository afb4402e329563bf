import { parseFlags } from './flags';

describe('parseFlags', () => {
  it('reads spaced and = forms, bare switches and plain words', () => {
    expect(parseFlags(['--', '--games', '20', '--seed=1', 'file.json', '--quiet'])).toEqual({
      flags: { games: '20', seed: '1', quiet: 'true' },
      rest: ['file.json'],
    });
  });
});
