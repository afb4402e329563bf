import type { Loadout } from '../state/types';
import { ALL_CARDS, findCard } from './registry';
import type { Faction } from './schema';

/**
 * Deck codes: a loadout (hero, minion, Battle Deck, building pool, terrain pool) as a short text a
 * player can paste. Each card is written as a 24-bit hash of its id, so a code stays valid when the
 * pool grows or is reordered; the bytes are spelled in Crockford's base 32 (digits and capitals
 * without I, L, O, U), so a code has no spaces, no punctuation and no look-alike letters. Reading is
 * forgiving: case, spaces, line breaks and dashes are ignored, and O/I/L are read as 0/1/1.
 *
 * Layout: version, hero, minion, deck (distinct cards, each with its copy count), buildings,
 * terrains, then a 16-bit checksum of everything before it. A building or terrain pool that holds
 * everything the hero's faction may take is written as one marker byte (`FULL_POOL`).
 */

/** The format version written first in every code. */
export const DECK_CODE_VERSION = 1;

/** A pool count byte meaning "every building (terrain) the hero's faction may take". */
const FULL_POOL = 255;

/** Why a code could not be read. */
export type DeckCodeError = 'BAD_CHARACTER' | 'TRUNCATED' | 'BAD_CHECKSUM' | 'BAD_VERSION' | 'UNKNOWN_CARD' | 'TOO_LARGE';

/** The result of `decodeDeck`. */
export type DecodedDeck = { ok: true; loadout: Loadout } | { ok: false; code: DeckCodeError; message: string };

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const READ: Record<string, number> = Object.fromEntries([...ALPHABET].map((ch, i) => [ch, i]));
READ.O = 0;
READ.I = 1;
READ.L = 1;

/** FNV-1a of a card id, folded to 24 bits: the card's number in deck codes. */
export function cardCodeHash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return ((h >>> 24) ^ h) & 0xffffff;
}

/** Card ids by their code hash; a collision is reported by the pool check (`pool-check.ts`). */
function cardsByHash(): Map<number, string> {
  const out = new Map<number, string>();
  for (const c of ALL_CARDS) if (!out.has(cardCodeHash(c.id))) out.set(cardCodeHash(c.id), c.id);
  return out;
}

/** Pairs of card ids whose code hashes collide (must be empty for codes to be unambiguous). */
export function codeHashCollisions(ids: readonly string[] = ALL_CARDS.map((c) => c.id)): [string, string][] {
  const seen = new Map<number, string>();
  const out: [string, string][] = [];
  for (const id of ids) {
    const h = cardCodeHash(id);
    const other = seen.get(h);
    if (other !== undefined && other !== id) out.push([other, id]);
    else seen.set(h, id);
  }
  return out;
}

function checksum(bytes: readonly number[]): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 251;
    b = (b + a) % 251;
  }
  return (b << 8) | a;
}

function toBase32(bytes: readonly number[]): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const x of bytes) {
    acc = (acc << 8) | x;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(acc << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): number[] | null {
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of text) {
    const v = READ[ch];
    if (v === undefined) return null;
    acc = (acc << 5) | v;
    bits += 5;
    if (bits >= 8) {
      bytes.push((acc >>> (bits - 8)) & 255);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  }
  return bytes;
}

/** Every building or terrain a hero of this faction may take (its own and the basic ones, rulebook: Deck building), in pool order. */
export function fullPool(faction: Faction, type: 'building' | 'terrain'): string[] {
  const allowed = (c: (typeof ALL_CARDS)[number]) =>
    c.faction === faction || (c.faction === 'neutral' && (type === 'terrain' || c.building?.basic === true));
  return ALL_CARDS.filter((c) => c.type === type && allowed(c)).map((c) => c.id);
}

/** Distinct items with their counts, in first-seen order. */
function counted(ids: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m.entries()];
}

/**
 * A loadout as a deck code. The Battle Deck is written as distinct cards with copy counts, so
 * `decodeDeck` lists copies together in first-seen order. Throws only on a list too long for the
 * format (over 255 distinct deck cards or copies of one, or 254 pool entries).
 */
export function encodeDeck(loadout: Loadout): string {
  const bytes: number[] = [DECK_CODE_VERSION];
  const card = (id: string) => {
    const h = cardCodeHash(id);
    bytes.push((h >>> 16) & 255, (h >>> 8) & 255, h & 255);
  };
  const count = (n: number) => {
    if (n > 255) throw new Error(`a deck code holds at most 255 entries per list, not ${n}`);
    bytes.push(n);
  };
  card(loadout.hero);
  card(loadout.minion);
  const deck = counted(loadout.deck);
  count(deck.length);
  for (const [id, n] of deck) {
    card(id);
    count(n);
  }
  const faction = findCard(loadout.hero)?.faction;
  for (const [type, pool] of [['building', loadout.buildings], ['terrain', loadout.terrains]] as const) {
    const ids = [...new Set(pool)];
    const full = faction ? fullPool(faction, type) : undefined;
    if (full && full.length > 0 && full.length === ids.length && full.every((id) => ids.includes(id))) {
      bytes.push(FULL_POOL);
      continue;
    }
    if (ids.length >= FULL_POOL) throw new Error(`a deck code holds at most ${FULL_POOL - 1} ${type}s in a pool, not ${ids.length}`);
    count(ids.length);
    ids.forEach(card);
  }
  return spellDeckCode(bytes);
}

/** Bytes of a code's body (version first) as a finished code: the checksum appended, spelled in base 32. */
export function spellDeckCode(body: readonly number[]): string {
  const sum = checksum(body);
  return toBase32([...body, sum >>> 8, sum & 255]);
}

/** Read a deck code back into a loadout, or say clearly why it cannot be read. */
export function decodeDeck(code: string): DecodedDeck {
  const fail = (c: DeckCodeError, message: string): DecodedDeck => ({ ok: false, code: c, message });
  const text = code.toUpperCase().replace(/[\s-]+/g, '');
  if (text.length === 0) return fail('TRUNCATED', 'The deck code is empty.');
  if (text.length > 4096) return fail('TOO_LARGE', 'That is far too long to be a deck code.');
  const bad = [...text].find((ch) => READ[ch] === undefined);
  if (bad !== undefined) return fail('BAD_CHARACTER', `A deck code has only digits and letters; "${bad}" does not belong in one.`);
  const bytes = fromBase32(text)!;
  if (bytes.length < 3) return fail('TRUNCATED', 'The deck code is cut short: copy all of it.');
  const body = bytes.slice(0, -2);
  const sum = (bytes[bytes.length - 2]! << 8) | bytes[bytes.length - 1]!;
  if (checksum(body) !== sum) return fail('BAD_CHECKSUM', 'The deck code is damaged or incomplete: copy it again, all of it.');
  if (body[0] !== DECK_CODE_VERSION) return fail('BAD_VERSION', `This deck code is of format ${body[0]}; this game reads format ${DECK_CODE_VERSION}.`);

  const byHash = cardsByHash();
  let at = 1;
  let unknown = 0;
  const take = (): number | undefined => (at < body.length ? body[at++] : undefined);
  const card = (): string | undefined | null => {
    if (at + 3 > body.length) return undefined;
    const h = (body[at]! << 16) | (body[at + 1]! << 8) | body[at + 2]!;
    at += 3;
    const id = byHash.get(h);
    if (id === undefined) unknown += 1;
    return id ?? null;
  };
  const truncated = () => fail('TRUNCATED', 'The deck code is cut short: copy all of it.');
  const hero = card();
  const minion = card();
  if (hero === undefined || minion === undefined) return truncated();
  const deckEntries = take();
  if (deckEntries === undefined) return truncated();
  const deck: string[] = [];
  for (let i = 0; i < deckEntries; i++) {
    const id = card();
    const n = take();
    if (id === undefined || n === undefined) return truncated();
    if (id) for (let k = 0; k < n; k++) deck.push(id);
  }
  const pools: string[][] = [];
  const heroFaction = hero ? findCard(hero)?.faction : undefined;
  for (const type of ['building', 'terrain'] as const) {
    const n = take();
    if (n === undefined) return truncated();
    if (n === FULL_POOL) {
      pools.push(heroFaction ? fullPool(heroFaction, type) : []);
      continue;
    }
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const id = card();
      if (id === undefined) return truncated();
      if (id) ids.push(id);
    }
    pools.push(ids);
  }
  if (at !== body.length) return fail('TRUNCATED', 'The deck code has extra data at its end: copy exactly one code.');
  if (unknown > 0 || !hero || !minion) {
    return fail('UNKNOWN_CARD', `The deck code names ${unknown} card(s) this game does not know (made with another card pool?).`);
  }
  return { ok: true, loadout: { hero, minion, deck, buildings: pools[0]!, terrains: pools[1]! } };
}
