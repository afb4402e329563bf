import { uniqueShortLabels } from './short-labels';

describe('uniqueShortLabels', () => {
  it('uses the short name when it is unique', () => {
    const out = uniqueShortLabels([{ id: 'a', name: 'Aelrin, Warden of the Moon' }, { id: 'b', name: 'Wolfen Packrunner' }]);
    expect([...out.values()]).toEqual(['Aelrin', 'Packrunner']);
  });

  it('numbers a mirror match\'s two heroes so they read apart', () => {
    const out = uniqueShortLabels([{ id: 'p2-hero', name: 'Stormhowl, the Tempest' }, { id: 'p1-hero', name: 'Stormhowl, the Tempest' }]);
    expect(out.get('p1-hero')).toBe('Stormhowl 1');
    expect(out.get('p2-hero')).toBe('Stormhowl 2');
  });

  it('keeps a number when another of the same name dies, and gives a newcomer the lowest free one', () => {
    const three = [{ id: 'c1', name: 'Packrunner' }, { id: 'c2', name: 'Packrunner' }, { id: 'c3', name: 'Packrunner' }];
    const first = uniqueShortLabels(three);
    expect([...first.values()]).toEqual(['Packrunner 1', 'Packrunner 2', 'Packrunner 3']);
    const afterDeath = uniqueShortLabels([three[1]!, three[2]!], first);
    expect(afterDeath.get('c2')).toBe('Packrunner 2');
    expect(afterDeath.get('c3')).toBe('Packrunner 3');
    const withNewcomer = uniqueShortLabels([three[1]!, three[2]!, { id: 'c9', name: 'Packrunner' }], afterDeath);
    expect(withNewcomer.get('c9')).toBe('Packrunner 1');
  });

  it('lets a lone survivor keep its number', () => {
    const first = uniqueShortLabels([{ id: 'x', name: 'Packrunner' }, { id: 'y', name: 'Packrunner' }]);
    expect(uniqueShortLabels([{ id: 'y', name: 'Packrunner' }], first).get('y')).toBe('Packrunner 2');
  });

  it('gives every creature of a crowded table a different label', () => {
    const many = Array.from({ length: 16 }, (_, i) => ({ id: `c${i}`, name: ['Wolfen Packrunner', 'Moonwell Druid', 'Keledan Bladedancer'][i % 3]! }));
    const out = uniqueShortLabels(many);
    expect(new Set(out.values()).size).toBe(16);
  });
});
