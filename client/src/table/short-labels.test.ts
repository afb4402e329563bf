import { shortLabels } from './short-labels';

describe('shortLabels', () => {
  it('uses the short name when it is unique', () => {
    const labels = shortLabels();
    labels.learn([{ id: 'a', name: 'Aelrin, Warden of the Moon' }, { id: 'b', name: 'Wolfen Packrunner' }]);
    expect([labels.label('a'), labels.label('b')]).toEqual(['Aelrin', 'Packrunner']);
  });

  it('numbers a mirror match\'s two heroes so they read apart', () => {
    const labels = shortLabels();
    labels.learn([{ id: 'p2-hero', name: 'Stormhowl, the Tempest' }, { id: 'p1-hero', name: 'Stormhowl, the Tempest' }]);
    expect(labels.label('p1-hero')).toBe('Stormhowl 1');
    expect(labels.label('p2-hero')).toBe('Stormhowl 2');
  });

  it('never renames a creature: a lone one keeps the plain name and a later one of its name takes the next number', () => {
    const labels = shortLabels();
    labels.learn([{ id: 'k1', name: 'Keledan Bladedancer' }]);
    labels.learn([{ id: 'k1', name: 'Keledan Bladedancer' }, { id: 'k4', name: 'Keledan Bladedancer' }]);
    expect([labels.label('k1'), labels.label('k4')]).toEqual(['Bladedancer', 'Bladedancer 2']);
  });

  it('never gives a dead creature\'s number to a newcomer, so the log cannot name two creatures alike', () => {
    const labels = shortLabels();
    labels.learn([{ id: 'c1', name: 'Packrunner' }, { id: 'c2', name: 'Packrunner' }, { id: 'c3', name: 'Packrunner' }]);
    expect(['c1', 'c2', 'c3'].map(labels.label)).toEqual(['Packrunner 1', 'Packrunner 2', 'Packrunner 3']);
    // c1 died; the table now shows c2, c3 and a newcomer.
    labels.learn([{ id: 'c2', name: 'Packrunner' }, { id: 'c3', name: 'Packrunner' }, { id: 'c9', name: 'Packrunner' }]);
    expect(['c1', 'c2', 'c3', 'c9'].map(labels.label)).toEqual(['Packrunner 1', 'Packrunner 2', 'Packrunner 3', 'Packrunner 4']);
  });

  it('numbers two cards of the same short name together', () => {
    const labels = shortLabels();
    labels.learn([{ id: 'a', name: 'Wolfen Packrunner' }, { id: 'b', name: 'Elder Packrunner' }]);
    expect([labels.label('a'), labels.label('b')]).toEqual(['Packrunner 1', 'Packrunner 2']);
  });

  it('orders creatures arriving together by id, numbers included (k2 before k10)', () => {
    const labels = shortLabels();
    labels.learn([{ id: 'k10', name: 'Packrunner' }, { id: 'k2', name: 'Packrunner' }]);
    expect([labels.label('k2'), labels.label('k10')]).toEqual(['Packrunner 1', 'Packrunner 2']);
  });

  it('gives every creature of a crowded table a different label', () => {
    const labels = shortLabels();
    const many = Array.from({ length: 16 }, (_, i) => ({ id: `c${i}`, name: ['Wolfen Packrunner', 'Moonwell Druid', 'Keledan Bladedancer'][i % 3]! }));
    labels.learn(many);
    expect(new Set(many.map((c) => labels.label(c.id))).size).toBe(16);
  });

  it('knows no name for a creature it was never told of', () => {
    expect(shortLabels().label('k1')).toBeUndefined();
  });
});
