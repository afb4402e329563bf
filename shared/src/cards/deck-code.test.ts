import type { Loadout } from '../state/types';
import { cardCodeHash, codeHashCollisions, decodeDeck, encodeDeck, fullPool, spellDeckCode } from './deck-code';
import { PRECONS } from './decks';

/** The loadout as `decodeDeck` returns it: copies together in first-seen order, pools without repeats (sorted to compare). */
function normalized(l: Loadout): Loadout {
  const order = [...new Set(l.deck)];
  return {
    hero: l.hero,
    minion: l.minion,
    deck: order.flatMap((id) => l.deck.filter((x) => x === id)),
    buildings: [...new Set(l.buildings)].sort(),
    terrains: [...new Set(l.terrains)].sort(),
  };
}

const sample = PRECONS[0]!.loadout;

/** A decoded deck with its pools sorted, to compare with `normalized`. */
function decoded(code: string) {
  const r = decodeDeck(code);
  return r.ok ? { ok: true, loadout: { ...r.loadout, buildings: [...r.loadout.buildings].sort(), terrains: [...r.loadout.terrains].sort() } } : r;
}

describe('deck codes', () => {
  it.each(PRECONS.map((p) => [p.id, p.loadout] as const))('round-trips the precon %s', (_id, loadout) => {
    const code = encodeDeck(loadout);
    const back = decodeDeck(code);
    expect(decoded(code)).toEqual({ ok: true, loadout: normalized(loadout) });
    if (back.ok) expect(encodeDeck(back.loadout)).toBe(code);
  });

  it('keeps copies and counts when copies are not next to each other', () => {
    const l: Loadout = { ...sample, deck: ['flames-of-fury', 'herrick', 'flames-of-fury'] };
    const back = decodeDeck(encodeDeck(l));
    expect(back.ok && back.loadout.deck).toEqual(['flames-of-fury', 'flames-of-fury', 'herrick']);
  });

  it('uses only unambiguous digits and capitals, and is short', () => {
    const code = encodeDeck(sample);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]+$/);
    expect(code.length).toBeLessThan(160);
  });

  it('writes a pool of everything the faction may take as one byte, and any other pool card by card', () => {
    const full = { ...sample, buildings: fullPool('alliance', 'building'), terrains: fullPool('alliance', 'terrain') };
    const partial = { ...full, buildings: full.buildings.slice(1), terrains: ['forest', 'ruins'] };
    expect(fullPool('alliance', 'building')).toEqual(expect.arrayContaining(['barracks', 'city-hall', 'house-of-the-moon']));
    expect(fullPool('alliance', 'building')).not.toContain('queens-temple');
    expect(encodeDeck(partial).length).toBeGreaterThan(encodeDeck(full).length + 30);
    expect(decoded(encodeDeck(partial))).toEqual({ ok: true, loadout: normalized(partial) });
    expect(decoded(encodeDeck(full))).toEqual({ ok: true, loadout: normalized(full) });
    const empty = { ...sample, buildings: [], terrains: [] };
    expect(decodeDeck(encodeDeck(empty))).toEqual({ ok: true, loadout: normalized(empty) });
  });

  it('survives copy and paste: lower case, spaces, line breaks, dashes, O for 0 and l for 1', () => {
    const code = encodeDeck(sample);
    const pasted = `  ${code.slice(0, 20).toLowerCase()}\n${code.slice(20, 40)} - ${code.slice(40)}\t`;
    expect(decoded(pasted)).toEqual({ ok: true, loadout: normalized(sample) });
    const zeroAsO = code.replace(/0/g, 'O').replace(/1/g, 'l');
    expect(decoded(zeroAsO)).toEqual({ ok: true, loadout: normalized(sample) });
  });

  it('says clearly why a code cannot be read', () => {
    const code = encodeDeck(sample);
    const err = (c: string) => {
      const r = decodeDeck(c);
      return r.ok ? 'ok' : r.code;
    };
    expect(err('')).toBe('TRUNCATED');
    expect(err('AB')).toBe('TRUNCATED');
    expect(err(`${code}!`)).toBe('BAD_CHARACTER');
    expect(err(code.slice(0, -6))).toBe('BAD_CHECKSUM');
    const flipped = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
    expect(err(flipped)).toBe('BAD_CHECKSUM');
    const bad = decodeDeck(`${code}!`);
    expect(!bad.ok && bad.message).toMatch(/"!"/);
  });

  it('reports a card this pool does not know, and a future format version', () => {
    expect(decodeDeck(encodeDeck({ ...sample, deck: ['no-such-card', ...sample.deck] }))).toMatchObject({ ok: false, code: 'UNKNOWN_CARD' });
    // A well-formed body (checksum right) of version 2: empty lists, unknown hero and minion.
    expect(decodeDeck(spellDeckCode([2, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({ ok: false, code: 'BAD_VERSION' });
    expect(decodeDeck(spellDeckCode([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7]))).toMatchObject({ ok: false, code: 'TRUNCATED' });
  });

  it('gives every card of the pool its own number', () => {
    expect(codeHashCollisions()).toEqual([]);
    expect(codeHashCollisions(['a', 'b', 'a'])).toEqual([]);
    expect(cardCodeHash('herrick')).toBeLessThan(1 << 24);
  });
});
