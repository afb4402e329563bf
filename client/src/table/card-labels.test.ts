import { shortName } from './card-labels';

describe('shortName', () => {
  it('keeps a named character to its own name', () => {
    expect(shortName('Aelrin, Warden of the Moon')).toBe('Aelrin');
    expect(shortName('Caillion the Captain of Steel Blades')).toBe('Caillion');
    expect(shortName('Greatwolf of the High Glades')).toBe('Greatwolf');
  });
  it('shortens long names to the last word, then truncates', () => {
    expect(shortName('Chitin Guard')).toBe('Chitin Guard');
    expect(shortName('Wolfen Packrunner')).toBe('Packrunner');
    expect(shortName('Extraordinarilylongname', 10)).toBe('Extraordi…');
  });
});
