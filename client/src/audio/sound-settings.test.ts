import { loadSoundSettings, saveSoundSettings } from './sound-settings';

function memory(): Storage {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) } as Storage;
}

describe('sound settings', () => {
  it('defaults to sound on at 60 %', () => {
    expect(loadSoundSettings(memory())).toEqual({ muted: false, volume: 0.6 });
  });

  it('remembers mute and volume', () => {
    const s = memory();
    saveSoundSettings({ muted: true, volume: 0.25 }, s);
    expect(loadSoundSettings(s)).toEqual({ muted: true, volume: 0.25 });
  });

  it('clamps a volume out of range and ignores garbage', () => {
    const s = memory();
    s.setItem('signum.sound', JSON.stringify({ muted: 'yes', volume: 7 }));
    expect(loadSoundSettings(s)).toEqual({ muted: false, volume: 1 });
    s.setItem('signum.sound', '{not json');
    expect(loadSoundSettings(s)).toEqual({ muted: false, volume: 0.6 });
  });
});
