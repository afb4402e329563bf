import { PRECONS } from '@signum/shared';
import { deleteSavedDeck, listSavedDecks, loadSavedDeck, SAVED_DECKS_KEY, saveDeck, type KeyValueStore } from './saved-decks';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('saved decks', () => {
  it('saves as deck codes, lists by name, replaces a name, deletes', () => {
    const s = memory();
    expect(listSavedDecks(s)).toEqual([]);
    saveDeck(s, ' Wolves ', PRECONS[1]!.loadout, new Date('2026-01-01T00:00:00Z'));
    saveDeck(s, 'Brood', PRECONS[2]!.loadout);
    expect(listSavedDecks(s).map((d) => d.name)).toEqual(['Brood', 'Wolves']);
    saveDeck(s, 'Wolves', PRECONS[0]!.loadout);
    expect(listSavedDecks(s)).toHaveLength(2);
    const wolves = listSavedDecks(s).find((d) => d.name === 'Wolves')!;
    const back = loadSavedDeck(wolves);
    expect(back.ok && back.loadout.hero).toBe(PRECONS[0]!.loadout.hero);
    expect(back.ok && [...back.loadout.deck].sort()).toEqual([...PRECONS[0]!.loadout.deck].sort());
    deleteSavedDeck(s, 'Brood');
    expect(listSavedDecks(s).map((d) => d.name)).toEqual(['Wolves']);
    expect(JSON.parse(s.data.get(SAVED_DECKS_KEY)!).version).toBe(1);
  });

  it('refuses an empty name', () => {
    expect(() => saveDeck(memory(), '   ', PRECONS[0]!.loadout)).toThrow(/name/);
  });

  it('ignores unreadable storage and reports a code that no longer reads', () => {
    const s = memory();
    s.setItem(SAVED_DECKS_KEY, '{not json');
    expect(listSavedDecks(s)).toEqual([]);
    s.setItem(SAVED_DECKS_KEY, JSON.stringify({ version: 1, decks: [{ name: 'x' }, { name: 'Bad', code: 'ZZZZ', savedAt: 'now' }] }));
    const list = listSavedDecks(s);
    expect(list.map((d) => d.name)).toEqual(['Bad']);
    const r = loadSavedDeck(list[0]!);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message.length).toBeGreaterThan(0);
  });
});
