import { checkChatText, checkDisplayName, checkUsername, graphemeLength, nameKey, PlayerNameSchema, segmentedLength } from './display-text';

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
    expect(graphemeLength('é')).toBe(1); // e + combining acute
    expect(name('👨‍👩‍👧‍👦'.repeat(24)).success).toBe(true);
    expect(name('x'.repeat(25)).error!.issues[0]!.message).toMatch(/at most 24/);
    expect(name('   ').error!.issues[0]!.message).toMatch(/empty/);
    expect(name(42).error!.issues[0]!.message).toMatch(/must be text/);
  });
});

describe('the same rules with codes: display names, usernames, chat lines', () => {
  const code = (r: ReturnType<typeof checkDisplayName>) => (r.ok ? 'accepted' : r.code);

  it('agrees with PlayerNameSchema on display names', () => {
    for (const s of ['  Ada   Lovelace ', 'Rene\u0301', 'Zoë 🏳️‍🌈', 'evil\u202Etxt.exe', 'x'.repeat(25), '   ', 42]) {
      const schema = PlayerNameSchema.safeParse(s);
      const checked = checkDisplayName(s);
      expect([s, checked.ok]).toEqual([s, schema.success]);
      if (checked.ok) expect(checked.text).toBe(schema.data);
    }
  });

  it('usernames: 3+ characters in any script, letters/digits/single spaces and - _ . \' only', () => {
    expect(checkUsername('Łucja-Ōsaka_3')).toEqual({ ok: true, text: 'Łucja-Ōsaka_3' });
    expect(checkUsername('山田太郎')).toEqual({ ok: true, text: '山田太郎' });
    expect(code(checkUsername('ab'))).toBe('TEXT_TOO_SHORT');
    expect(code(checkUsername('x'.repeat(25)))).toBe('TEXT_TOO_LONG');
    expect(code(checkUsername('abc\u202Edef'))).toBe('TEXT_CONTROL');
    expect(code(checkUsername('tab\u0007here'))).toBe('TEXT_CONTROL');
    expect(code(checkUsername('<b>bold</b>'))).toBe('TEXT_CHARACTERS');
    expect(code(checkUsername(''))).toBe('TEXT_EMPTY');
  });

  it('chat lines: markup-looking text and emoji are text; no controls; 200 graphemes at most', () => {
    expect(checkChatText(' <img src=x onerror=alert(1)> 👍🏽 ')).toEqual({ ok: true, text: '<img src=x onerror=alert(1)> 👍🏽' });
    expect(checkChatText('é'.repeat(200)).ok).toBe(true);
    expect(code(checkChatText('a'.repeat(201)))).toBe('TEXT_TOO_LONG');
    expect(code(checkChatText('line\nbreak'))).toBe('TEXT_CONTROL');
    expect(code(checkChatText('\u202Egg'))).toBe('TEXT_CONTROL');
    expect(code(checkChatText('   '))).toBe('TEXT_EMPTY');
  });

  it('compares names by case-folded compatibility form', () => {
    expect(nameKey('ＡLICE')).toBe(nameKey('alice'));
  });
});

describe('graphemeLength of plain ASCII', () => {
  it('gives the segmenter\'s count for every string of up to two ASCII characters and for many longer ones', () => {
    // Every ASCII code, printable or not (the fast path must leave CR LF and controls to the segmenter).
    const chars = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));
    const inputs: string[] = ['', ...chars];
    for (const a of chars) for (const b of chars) inputs.push(a + b);
    // Longer strings from a fixed linear congruential sequence (shared/ has no Math.random): ASCII,
    // with now and then a combining mark, an emoji part or a regional indicator after an ASCII letter.
    const extras = ['\u0301', '\u200D', '\u{1F3FB}', '\u{1F1EB}', '\r\n', '\u00E9'];
    let x = 12345;
    const next = (m: number) => ((x = (x * 1103515245 + 12345) % 2147483648), x % m);
    for (let i = 0; i < 20000; i++) {
      let s = '';
      const len = next(40);
      for (let j = 0; j < len; j++) s += next(20) === 0 ? extras[next(extras.length)] : String.fromCharCode(next(128));
      inputs.push(s);
    }
    for (const s of inputs) expect([s, graphemeLength(s)]).toEqual([s, segmentedLength(s)]);
  });
});
