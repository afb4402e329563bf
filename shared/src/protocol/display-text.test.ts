import { checkChatText, checkDisplayName, graphemeLength, nameKey } from './display-text';

describe('display names and chat lines', () => {
  it('counts graphemes, not code units', () => {
    expect(graphemeLength('é')).toBe(1); // e + combining acute
    expect(graphemeLength('👩‍👩‍👧')).toBe(1);
    expect(graphemeLength('abc')).toBe(3);
  });

  it('accepts names in any script, normalised, and refuses controls, direction overrides, markup and bad lengths', () => {
    expect(checkDisplayName('  Zoë  ')).toEqual({ ok: true, text: 'Zoë' });
    expect(checkDisplayName('Zoe\u0308')).toEqual({ ok: true, text: 'Zoë' }); // NFC
    expect(checkDisplayName('Łucja-Ōsaka_3')).toEqual({ ok: true, text: 'Łucja-Ōsaka_3' });
    expect(checkDisplayName('山田')).toEqual({ ok: true, text: '山田' });
    const refused = (raw: unknown, min?: number) => {
      const r = checkDisplayName(raw, min);
      return r.ok ? 'accepted' : r.code;
    };
    expect(refused('ab', 3)).toBe('TEXT_TOO_SHORT');
    expect(refused('x'.repeat(21))).toBe('TEXT_TOO_LONG');
    expect(refused('')).toBe('TEXT_EMPTY');
    expect(refused(42)).toBe('TEXT_EMPTY');
    expect(refused('abc\u202Edef')).toBe('TEXT_CONTROL');
    expect(refused('abc\u2066def')).toBe('TEXT_CONTROL');
    expect(refused('abc\u200Bdef')).toBe('TEXT_CONTROL');
    expect(refused('tab\there')).toBe('TEXT_CONTROL');
    expect(refused('<b>bold</b>')).toBe('TEXT_CHARACTERS');
    expect(refused('two  spaces')).toBe('TEXT_CHARACTERS');
  });

  it('accepts chat with markup-looking text and emoji (rendered as text) but no controls, up to 200 graphemes', () => {
    expect(checkChatText(' <img src=x onerror=alert(1)> 👍🏽 ')).toEqual({ ok: true, text: '<img src=x onerror=alert(1)> 👍🏽' });
    expect(checkChatText('é'.repeat(200)).ok).toBe(true);
    expect(checkChatText('a'.repeat(201))).toMatchObject({ ok: false, code: 'TEXT_TOO_LONG' });
    expect(checkChatText('line\nbreak')).toMatchObject({ ok: false, code: 'TEXT_CONTROL' });
    expect(checkChatText('\u202Egg')).toMatchObject({ ok: false, code: 'TEXT_CONTROL' });
    expect(checkChatText('   ')).toMatchObject({ ok: false, code: 'TEXT_EMPTY' });
  });

  it('compares names by case-folded compatibility form', () => {
    expect(nameKey('ＡLICE')).toBe(nameKey('alice'));
  });
});
