import { decodeDeck, encodeDeck, type Loadout } from '@signum/shared';

/** The part of `localStorage` the saved decks use (a fake in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where the saved decks live. */
export const SAVED_DECKS_KEY = 'signum.decks';

/** A deck saved under a name: kept as its deck code, so a saved deck is what a player could paste. */
export interface SavedDeck {
  name: string;
  code: string;
  savedAt: string;
}

interface StoredDecks {
  version: 1;
  decks: SavedDeck[];
}

/** The saved decks, by name; anything unreadable in storage is ignored rather than thrown. */
export function listSavedDecks(store: KeyValueStore): SavedDeck[] {
  const raw = store.getItem(SAVED_DECKS_KEY);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDecks>;
    if (parsed.version !== 1 || !Array.isArray(parsed.decks)) return [];
    return parsed.decks
      .filter((d): d is SavedDeck => !!d && typeof d.name === 'string' && typeof d.code === 'string' && typeof d.savedAt === 'string')
      .sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

function write(store: KeyValueStore, decks: SavedDeck[]): void {
  store.setItem(SAVED_DECKS_KEY, JSON.stringify({ version: 1, decks } satisfies StoredDecks));
}

/** Save a deck under a name (a deck of the same name is replaced); returns the saved entry. */
export function saveDeck(store: KeyValueStore, name: string, loadout: Loadout, now = new Date()): SavedDeck {
  const trimmed = name.trim().slice(0, 40);
  if (!trimmed) throw new Error('Give the deck a name to save it.');
  const entry: SavedDeck = { name: trimmed, code: encodeDeck(loadout), savedAt: now.toISOString() };
  write(store, [...listSavedDecks(store).filter((d) => d.name !== trimmed), entry]);
  return entry;
}

/** Forget a saved deck. */
export function deleteSavedDeck(store: KeyValueStore, name: string): void {
  write(store, listSavedDecks(store).filter((d) => d.name !== name));
}

/** A saved deck's loadout, or the sentence saying why its code no longer reads. */
export function loadSavedDeck(deck: SavedDeck): { ok: true; loadout: Loadout } | { ok: false; message: string } {
  const decoded = decodeDeck(deck.code);
  return decoded.ok ? { ok: true, loadout: decoded.loadout } : { ok: false, message: decoded.message };
}
