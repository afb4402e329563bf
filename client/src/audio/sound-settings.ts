/** The player's sound settings, remembered in localStorage across visits. */
export interface SoundSettings {
  muted: boolean;
  /** 0..1 */
  volume: number;
}

const KEY = 'signum.sound';
const DEFAULT: SoundSettings = { muted: false, volume: 0.6 };

/** The saved settings, or the defaults when there are none or they are unreadable. */
export function loadSoundSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SoundSettings {
  try {
    const raw = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<SoundSettings> | null;
    if (!raw || typeof raw !== 'object') return { ...DEFAULT };
    const volume = typeof raw.volume === 'number' && Number.isFinite(raw.volume) ? Math.min(1, Math.max(0, raw.volume)) : DEFAULT.volume;
    return { muted: raw.muted === true, volume };
  } catch {
    return { ...DEFAULT };
  }
}

/** Remember the settings (a page that may not store keeps them for this visit only). */
export function saveSoundSettings(s: SoundSettings, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ muted: s.muted, volume: Math.min(1, Math.max(0, s.volume)) }));
  } catch {
    // Private mode or a full quota: the settings last until the page closes.
  }
}
