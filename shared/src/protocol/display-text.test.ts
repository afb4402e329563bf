import { graphemeLength, PlayerNameSchema } from './display-text';

describe('display text (names, chat)', () => {
  const name = (s: unknown) => PlayerNameSchema.safeParse(s);

  it('keeps ordinary names, normalised and trimmed', () => {
    expect(name('  Ada   Lovelace ').data).toBe('Ada Lovelace');
    // "é" written as e + combining acute becomes the single composed character.
    expect(name('Rene\u0301').data).toBe('René');
    expect(name('Zoë 🏳️‍🌈').success).toBe(true);
  });

  it('refuses control and text-direction characters with a reason', () => {
    for (const bad of ['Ada\u0000', 'evil\u202Etxt.exe', 'a\u2066b\u2069', 'line\nbreak', 'x\u200Fy', '\uFEFFbom']) {
      const r = name(bad);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toMatch(/cannot be shown/);
    }
  });

  it('counts length in what a person sees, not in code units', () => {
    expect(graphemeLength('👨‍👩‍👧‍👦')).toBe(1);
    expect(name('👨‍👩‍👧‍👦'.repeat(24)).success).toBe(true);
    expect(name('x'.repeat(25)).error!.issues[0]!.message).toMatch(/at most 24/);
    expect(name('   ').error!.issues[0]!.message).toMatch(/empty/);
    expect(name(42).error!.issues[0]!.message).toMatch(/must be text/);
  });
});
