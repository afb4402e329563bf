import { loadSoundSettings, saveSoundSettings, type SoundSettings } from './sound-settings';

/** The table's sounds, each made on the spot with Web Audio (no file is fetched). */
export type SoundName = 'move' | 'clash' | 'shot' | 'dice' | 'hit' | 'death' | 'card';

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
let settings: SoundSettings = loadSoundSettings();
const listeners = new Set<(s: SoundSettings) => void>();

/** The audio graph, made on first use (browsers allow audio only after a user gesture; until then nothing plays). */
function audio(): { ac: AudioContext; out: GainNode } | null {
  if (typeof AudioContext === 'undefined') return null;
  // Before the page has had a click or a key, an AudioContext would only be refused (with a console warning).
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation && !activation.hasBeenActive) return null;
  if (!ctx) {
    ctx = new AudioContext();
    master = ctx.createGain();
    master.connect(ctx.destination);
  }
  master!.gain.value = settings.muted ? 0 : settings.volume;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  return ctx.state === 'running' ? { ac: ctx, out: master! } : null;
}

/** A burst of filtered noise: scrapes, rattles, whooshes. */
function noise(ac: AudioContext, out: AudioNode, at: number, ms: number, freq: number, q: number, gain: number): void {
  const len = Math.ceil((ac.sampleRate * ms) / 1000);
  const buf = ac.createBuffer(1, len, ac.sampleRate);
  const data = buf.getChannelData(0);
  // A fixed pseudo-random sequence: the sound is the same every time.
  let seed = 12345;
  for (let i = 0; i < len; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = ((seed / 0x7fffffff) * 2 - 1) * (1 - i / len);
  }
  const src = ac.createBufferSource();
  src.buffer = buf;
  const filter = ac.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  filter.Q.value = q;
  const g = ac.createGain();
  g.gain.setValueAtTime(gain, at);
  g.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
  src.connect(filter).connect(g).connect(out);
  src.start(at);
}

/** A short tone gliding from f0 to f1 Hz. */
function tone(ac: AudioContext, out: AudioNode, at: number, ms: number, f0: number, f1: number, type: OscillatorType, gain: number): void {
  const o = ac.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(f0, at);
  o.frequency.exponentialRampToValueAtTime(f1, at + ms / 1000);
  const g = ac.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(gain, at + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
  o.connect(g).connect(out);
  o.start(at);
  o.stop(at + ms / 1000 + 0.02);
}

/** Play one of the table's sounds (nothing when muted, before the first click, or without Web Audio). */
export function playSound(name: SoundName): void {
  if (settings.muted || settings.volume === 0) return;
  const a = audio();
  if (!a) return;
  const { ac, out } = a;
  const t = ac.currentTime + 0.01;
  switch (name) {
    case 'move':
      noise(ac, out, t, 260, 700, 0.8, 0.25);
      break;
    case 'clash':
      noise(ac, out, t, 180, 3200, 2, 0.5);
      tone(ac, out, t, 300, 1800, 1500, 'triangle', 0.18);
      tone(ac, out, t + 0.02, 260, 2650, 2400, 'sine', 0.1);
      break;
    case 'shot':
      noise(ac, out, t, 320, 1500, 1.2, 0.3);
      tone(ac, out, t, 140, 500, 180, 'sine', 0.12);
      break;
    case 'dice':
      for (let i = 0; i < 5; i++) noise(ac, out, t + i * 0.055 + (i % 2) * 0.012, 40, 2400 - i * 200, 3, 0.35 - i * 0.05);
      break;
    case 'hit':
      tone(ac, out, t, 220, 180, 60, 'sine', 0.5);
      noise(ac, out, t, 90, 400, 1, 0.3);
      break;
    case 'death':
      tone(ac, out, t, 700, 330, 70, 'sawtooth', 0.12);
      tone(ac, out, t, 700, 165, 50, 'sine', 0.3);
      break;
    case 'card':
      noise(ac, out, t, 120, 5000, 0.7, 0.2);
      break;
  }
}

/** The current settings. */
export function soundSettings(): SoundSettings {
  return { ...settings };
}

/** Change and remember the settings; every control showing them is told. */
export function setSoundSettings(next: Partial<SoundSettings>): void {
  settings = { ...settings, ...next };
  saveSoundSettings(settings);
  if (master) master.gain.value = settings.muted ? 0 : settings.volume;
  for (const l of listeners) l({ ...settings });
}

/** Be told when the settings change; returns the function that stops it. */
export function onSoundSettings(listener: (s: SoundSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
