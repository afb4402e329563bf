import type { Loadout } from '../state/types';
import { characterBaseName, validateDeck, type DeckReasonCode } from './deck-rules';
import { BASIC_BUILDING_IDS } from './registry';
import { CLASSIC_2017 as CLASSIC_RULESET, RULEBOOK as RULEBOOK_RULESET } from '../state/ruleset';

const RULEBOOK = { deckMin: 20, deckMax: 40 };
const CLASSIC_2017 = { deckMin: 30, deckMax: 40 };

const ALLIANCE_CHARS = ['caltael-the-sentinel-archer', 'keledan-bladedancer', 'moonwell-druid', 'wolfen-packrunner'];
const DOW_CHARS = ['gah-ar-rit-the-crusher', 'herrick', 'ruphus-the-young-squire', 'brannoc-sellsword'];
/** Seven Dogs of War supports (four names, at most two copies each). */
const DOW_SUPPORTS_7 = ['sellswords-whetstone', 'sellswords-whetstone', 'dirty-trick', 'dirty-trick', 'field-dressing', 'field-dressing', 'spoils-of-war'];
/** Seven Alliance supports. */
const ALLIANCE_SUPPORTS_7 = ['flames-of-fury', 'flames-of-fury', 'moonlight-blessing', 'moonlight-blessing', 'call-of-the-pack', 'call-of-the-pack', 'elven-blade'];

/** Worked example T9 (docs/rule-numbers.md): 20 cards, 6 characters (3 Dogs of War) and 14 supports (7 Dogs of War). */
const T9_DECK = [...ALLIANCE_CHARS.slice(0, 3), ...DOW_CHARS.slice(0, 3), ...DOW_SUPPORTS_7, ...ALLIANCE_SUPPORTS_7];

const loadout = (deck: string[], over: Partial<Loadout> = {}): Loadout => ({
  hero: 'aelrin-warden-of-the-moon',
  minion: 'moonwolf-cub',
  deck,
  buildings: [...BASIC_BUILDING_IDS, 'fairy-garden', 'house-of-the-moon'],
  terrains: ['forest', 'rocks', 'ruins', 'mountain-spring'],
  ...over,
});
const codes = (l: Loadout, rules = RULEBOOK): DeckReasonCode[] => validateDeck(l, rules).reasons.map((r) => r.code);
const replace = (deck: string[], from: string, to: string): string[] => {
  const i = deck.indexOf(from);
  expect(i).toBeGreaterThanOrEqual(0);
  return deck.map((id, j) => (j === i ? to : id));
};

describe('validateDeck — worked example T9', () => {
  it('accepts the 20-card deck with 3 of 6 Dogs of War characters and 7 of 14 Dogs of War supports', () => {
    expect(T9_DECK).toHaveLength(20);
    expect(validateDeck(loadout(T9_DECK), RULEBOOK)).toEqual({ ok: true, reasons: [] });
  });

  it('rejects 4 Dogs of War characters out of 6', () => {
    const deck = replace(T9_DECK, ALLIANCE_CHARS[0]!, DOW_CHARS[3]!);
    expect(codes(loadout(deck))).toEqual(['TOO_MANY_DOGS_OF_WAR_CHARACTERS']);
    expect(validateDeck(loadout(deck), RULEBOOK).reasons[0]?.message).toMatch(/4 Dogs of War characters out of 6.*at most 3/);
  });

  it('rejects 8 Dogs of War supports out of 14', () => {
    const deck = replace(T9_DECK, 'elven-blade', 'spoils-of-war');
    expect(codes(loadout(deck))).toEqual(['TOO_MANY_DOGS_OF_WAR_SUPPORTS']);
  });

  it('rejects two characters with the same name', () => {
    const deck = replace(T9_DECK, ALLIANCE_CHARS[1]!, ALLIANCE_CHARS[0]!);
    expect(codes(loadout(deck))).toEqual(['DUPLICATE_CHARACTER_NAME']);
  });

  it('rejects three copies of one spell', () => {
    const deck = replace(T9_DECK, 'elven-blade', 'flames-of-fury');
    expect(codes(loadout(deck))).toEqual(['TOO_MANY_COPIES']);
    expect(validateDeck(loadout(deck), RULEBOOK).reasons[0]?.message).toMatch(/3 copies of Flames of Fury/);
  });

  it('rejects 19 and 41 cards', () => {
    // 19 cards that are otherwise legal: drop one Alliance support and one Dogs of War support.
    const nineteen = replace(T9_DECK, 'spoils-of-war', 'elven-blade').filter((_, i) => i !== T9_DECK.indexOf('flames-of-fury'));
    expect(nineteen).toHaveLength(19);
    expect(codes(loadout(nineteen))).toEqual(['DECK_SIZE']);
    const fortyOne = [...T9_DECK, ...T9_DECK, 'starfall-adept'];
    expect(codes(loadout(fortyOne))).toContain('DECK_SIZE');
    expect(validateDeck(loadout(fortyOne), RULEBOOK).reasons.find((r) => r.code === 'DECK_SIZE')?.message).toMatch(/41 cards/);
  });

  it('rejects a 20-card deck under the 2017 minimum of 30', () => {
    expect(codes(loadout(T9_DECK), CLASSIC_2017)).toEqual(['DECK_SIZE']);
  });
});

describe('validateDeck — other rules', () => {
  it('counts universal supports as not Dogs of War (docs/rules-decisions.md #60)', () => {
    const universal = ['second-rebirth', 'second-rebirth', 'healing-draught', 'healing-draught', 'runestone-of-warding', 'sudden-gust', 'sudden-gust'];
    const deck = [...ALLIANCE_CHARS.slice(0, 3), ...DOW_CHARS.slice(0, 3), ...DOW_SUPPORTS_7, ...universal];
    expect(codes(loadout(deck))).toEqual([]);
  });

  it('reports unknown card ids wherever they appear', () => {
    const l = loadout(replace(T9_DECK, 'elven-blade', 'no-such-relic'), { buildings: ['barracks', 'no-such-building'], terrains: ['no-such-terrain'] });
    const reasons = validateDeck(l, RULEBOOK).reasons.filter((r) => r.code === 'UNKNOWN_CARD');
    expect(reasons.map((r) => r.message)).toEqual([
      expect.stringContaining('no-such-relic'),
      expect.stringContaining('no-such-building'),
      expect.stringContaining('no-such-terrain'),
    ]);
  });

  it('needs a hero and that hero\'s listed minion (docs/rules-decisions.md #61)', () => {
    expect(codes(loadout(T9_DECK, { hero: 'caltael-the-sentinel-archer' }))).toContain('NOT_A_HERO');
    expect(codes(loadout(T9_DECK, { minion: 'broodling-spider' }))).toEqual(['WRONG_MINION']);
    expect(codes(loadout(T9_DECK, { minion: 'herrick' }))).toEqual(['NOT_A_MINION']);
  });

  it('keeps heroes, minions, buildings and terrains out of the Battle Deck', () => {
    const deck = [...T9_DECK.slice(0, 16), 'vargha-stormhowl', 'moonwolf-cub', 'barracks', 'forest'];
    expect(codes(loadout(deck)).filter((c) => c === 'NOT_A_DECK_CARD')).toHaveLength(4);
  });

  it('rejects cards of another faction', () => {
    const deck = replace(T9_DECK, 'elven-blade', 'deadly-ambush');
    const check = validateDeck(loadout(deck), RULEBOOK);
    expect(check.reasons.map((r) => r.code)).toEqual(['WRONG_FACTION']);
    expect(check.reasons[0]?.message).toMatch(/Deadly Ambush/);
  });

  it('needs the named hero for hero-specific supports', () => {
    const deck = replace(T9_DECK, 'elven-blade', 'oath-of-the-moon');
    expect(codes(loadout(deck))).toEqual([]);
    expect(codes(loadout(deck, { hero: 'vargha-stormhowl' }))).toEqual(['HERO_REQUIRED']);
  });

  it('limits the building pool to own-faction and basic buildings, the terrain pool to own-faction and neutral terrain', () => {
    const l = loadout(T9_DECK, { buildings: ['barracks', 'queens-temple', 'forest'], terrains: ['forest', 'spider-web-mushrooms', 'temple'] });
    expect(codes(l)).toEqual(['BAD_BUILDING', 'BAD_BUILDING', 'BAD_TERRAIN', 'BAD_TERRAIN']);
  });

  it('gives every reason at once', () => {
    // 5 characters (3 Dogs of War, Caltael twice), a spell, another faction's tactic and a building.
    const deck = ['caltael-the-sentinel-archer', 'caltael-the-sentinel-archer', ...DOW_CHARS.slice(0, 3), 'flames-of-fury', 'deadly-ambush', 'barracks'];
    const got = new Set(codes(loadout(deck, { minion: 'broodling-spider', terrains: ['spider-web-mushrooms'] })));
    expect(got).toEqual(new Set(['WRONG_MINION', 'DECK_SIZE', 'NOT_A_DECK_CARD', 'WRONG_FACTION', 'TOO_MANY_DOGS_OF_WAR_CHARACTERS', 'DUPLICATE_CHARACTER_NAME', 'BAD_TERRAIN']));
  });

  it('treats a moniker after a comma as the same name', () => {
    expect(characterBaseName('Ruphus, the Young Squire')).toBe(characterBaseName('Ruphus, Knight of the Road'));
    expect(characterBaseName('Caillion the Captain of Steel Blades')).toBe('caillion the captain of steel blades');
  });
});

describe('validateDeck — rulesets and minion (docs/rules-decisions.md #60, #61)', () => {
  const ALLIANCE_8 = [
    'caltael-the-sentinel-archer', 'keledan-bladedancer', 'moonwell-druid', 'wolfen-packrunner', 'thornwood-huntress',
    'moonlit-sentinel', 'starfall-adept', 'glade-skirmisher',
  ];
  const ALLIANCE_5_MORE = ['silvermane-unicorn', 'howling-elder', 'wolfen-shieldbearer', 'greyfang-ravager', 'infected-wolfen-reaper'];
  const DOW_5 = ['gah-ar-rit-the-crusher', 'herrick', 'ruphus-the-young-squire', 'brannoc-sellsword', 'one-eyed-marta'];
  /** Eight Dogs of War supports (four names, two copies each). */
  const DOW_SUPPORTS_8 = [...DOW_SUPPORTS_7, 'spoils-of-war'];
  const ALLIANCE_SUPPORTS_10 = [...ALLIANCE_SUPPORTS_7, 'elven-blade', 'keledan-longbow', 'keledan-longbow'];

  it('under the 2017 summary needs half the deck to be characters (rulebook: Deck building)', () => {
    // 30 cards: 13 characters (5 Dogs of War), 17 supports (8 Dogs of War): legal in the rulebook.
    const deck = [...ALLIANCE_8, ...DOW_5, ...DOW_SUPPORTS_8, ...ALLIANCE_SUPPORTS_10.slice(0, 9)];
    expect(deck).toHaveLength(30);
    expect(codes(loadout(deck), RULEBOOK_RULESET)).toEqual([]);
    expect(codes(loadout(deck), CLASSIC_RULESET)).toEqual(['TOO_FEW_CHARACTERS']);
  });

  it('under the 2017 summary has no Dogs of War support cap; the rulebook caps them at half', () => {
    // 30 cards: 18 characters (5 Dogs of War), 12 supports (8 Dogs of War).
    const deck = [...ALLIANCE_8, ...ALLIANCE_5_MORE, ...DOW_5, ...DOW_SUPPORTS_8, ...ALLIANCE_SUPPORTS_10.slice(0, 4)];
    expect(deck).toHaveLength(30);
    expect(codes(loadout(deck), CLASSIC_RULESET)).toEqual([]);
    expect(codes(loadout(deck), RULEBOOK_RULESET)).toEqual(['TOO_MANY_DOGS_OF_WAR_SUPPORTS']);
  });

  it('caps Dogs of War characters at the faction characters under both rulesets', () => {
    // 30 cards: 10 characters (5 Dogs of War, 5 Alliance) is fine; one more Dogs of War for an Alliance one is not.
    const deck = [...ALLIANCE_8.slice(0, 5), ...DOW_5, ...DOW_SUPPORTS_8, ...ALLIANCE_SUPPORTS_10];
    expect(deck).toHaveLength(28);
    expect(codes(loadout(deck), RULEBOOK_RULESET)).toEqual([]);
    const heavy = replace(deck, 'moonwell-druid', 'brannoc-sellsword');
    expect(codes(loadout(heavy), RULEBOOK_RULESET)).toContain('TOO_MANY_DOGS_OF_WAR_CHARACTERS');
  });

  it('takes a minion of the hero\'s faction, never another faction\'s (docs/rules-decisions.md #61)', () => {
    expect(codes(loadout(T9_DECK, { minion: 'moonwolf-cub' }))).toEqual([]);
    const wrong = validateDeck(loadout(T9_DECK, { minion: 'broodling-spider' }), RULEBOOK).reasons;
    expect(wrong.map((r) => r.code)).toEqual(['WRONG_MINION']);
    expect(wrong[0]!.message).toMatch(/akkari minion/);
  });
});
