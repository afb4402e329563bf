import { PRECONS } from './decks';
import { cardListing, checkCardPool, type PoolProblem } from './pool-check';
import { getCard, POOL_INPUTS } from './registry';
import { cardText } from './text';
import type { CardInput } from './schema';

const codesFor = (problems: PoolProblem[], subject: string) => problems.filter((p) => p.subject === subject).map((p) => p.code);
const withCards = (...extra: CardInput[]) => checkCardPool([...POOL_INPUTS, ...extra], PRECONS);
const minionless = (id: string): CardInput => ({ id, name: id, faction: 'alliance', type: 'hero', stats: { strength: 1, health: 5, movement: 'M', base: 50 } });

describe('checkCardPool', () => {
  it('finds nothing wrong with the pool as it stands', () => {
    expect(checkCardPool(POOL_INPUTS, PRECONS)).toEqual([]);
  });

  it('catches a planted card that fails the schema, and a repeated id', () => {
    const broken = { id: 'planted-broken', name: 'Broken', faction: 'alliance', type: 'spell' } as CardInput;
    const problems = withCards(broken, POOL_INPUTS[0]!);
    expect(codesFor(problems, 'planted-broken')).toEqual(['INVALID_CARD']);
    expect(codesFor(problems, POOL_INPUTS[0]!.id)).toEqual(['DUPLICATE_ID']);
  });

  it('catches references to missing or wrong cards', () => {
    const problems = withCards(
      minionless('planted-hero'),
      { id: 'planted-named', name: 'Named', faction: 'alliance', type: 'spell', namesHero: 'herrick', spell: { effects: [{ op: 'draw', count: 1 }] } },
      { id: 'planted-cost', name: 'Cost', faction: 'alliance', type: 'spell', cost: { buildings: ['queens-temple'] }, spell: { effects: [{ op: 'draw', count: 1 }] } },
      {
        id: 'planted-while', name: 'While', faction: 'alliance', type: 'character', stats: { strength: 1, health: 1, movement: 'M', base: 32 },
        whileBuilt: [{ building: 'tavern', grant: { strength: 1, keywords: [] } }, { building: 'no-such-building' }],
      },
      { id: 'planted-swarm-elf', name: 'Swarm Elf', faction: 'alliance', type: 'character', affiliation: 'swarm', stats: { strength: 1, health: 1, movement: 'M', base: 32 } },
    );
    expect(codesFor(problems, 'planted-hero')).toEqual(['BAD_REFERENCE']);
    expect(codesFor(problems, 'planted-named')).toEqual(['BAD_REFERENCE']);
    expect(codesFor(problems, 'planted-cost')).toEqual(['BAD_REFERENCE']);
    expect(problems.filter((p) => p.subject === 'planted-while').map((p) => p.message)).toEqual([
      'planted-while: its while-built text names tavern, which is not a unique building (rulebook: Card types)',
      'planted-while: its while-built text names "no-such-building", which is not a building card',
      'planted-while: its while-built text for no-such-building gives nothing',
    ]);
    expect(codesFor(problems, 'planted-swarm-elf')).toEqual(['BAD_REFERENCE']);
  });

  it('catches a building ability whose target does not match its effects, and a class building without a bonus', () => {
    const problems = withCards(
      {
        id: 'planted-shrine', name: 'Shrine', faction: 'alliance', type: 'building', unique: true,
        building: { basic: false, ability: { tap: true, effects: [{ op: 'heal', amount: 1, target: { pick: 'chosen' } }] } },
      },
      { id: 'planted-house', name: 'House', faction: 'alliance', type: 'building', unique: true, building: { basic: false, class: 'house' } },
    );
    expect(codesFor(problems, 'planted-shrine')).toEqual(['BAD_BUILDING_ABILITY']);
    expect(codesFor(problems, 'planted-house')).toEqual(['BAD_REFERENCE']);
  });

  it('catches a Concentration without a spend, a spend on another keyword, too many tokens and a triggering target (glossary: Concentration X)', () => {
    const body = { faction: 'alliance', type: 'character', stats: { strength: 1, health: 1, movement: 'M', base: 32 } } as const;
    const draw = [{ op: 'draw', count: 1 }] as const;
    const problems = withCards(
      { ...body, id: 'planted-idle', name: 'Idle', keywords: [{ kw: 'concentration', x: 2 }] },
      { ...body, id: 'planted-wrong', name: 'Wrong', keywords: [{ kw: 'stealth', spend: { tokens: 1, effects: [...draw] } }] },
      { ...body, id: 'planted-greedy', name: 'Greedy', keywords: [{ kw: 'concentration', x: 1, spend: { tokens: 2, effects: [...draw] } }] },
      { ...body, id: 'planted-trigger', name: 'Trigger', keywords: [{ kw: 'concentration', x: 1, spend: { tokens: 1, effects: [{ op: 'heal', amount: 1, target: { pick: 'triggering' } }] } }] },
      { ...body, id: 'planted-fine', name: 'Fine', keywords: [{ kw: 'concentration', x: 1, spend: { tokens: 1, effects: [...draw] } }] },
    );
    for (const id of ['planted-idle', 'planted-wrong', 'planted-greedy', 'planted-trigger']) expect(codesFor(problems, id)).toEqual(['BAD_CONCENTRATION']);
    expect(codesFor(problems, 'planted-fine')).toEqual([]);
    const empty = withCards({ ...body, id: 'planted-empty', name: 'Empty', keywords: [{ kw: 'concentration', x: 1, spend: { tokens: 1, effects: [] } }] });
    expect(codesFor(empty, 'planted-empty')).toEqual(['INVALID_CARD']);
  });

  it('reports faction shortfalls, missing basics, unused keywords and illegal precons', () => {
    const noVallor = POOL_INPUTS.filter((c) => c.faction !== 'vallor');
    const problems = checkCardPool(noVallor, PRECONS);
    const vallor = problems.filter((p) => p.subject === 'vallor').map((p) => p.message);
    expect(vallor).toContain('vallor: 0 heroes with relic slots, needs ≥2');
    expect(vallor).toContain('vallor: 0 characters, needs ≥14');
    expect(vallor).toContain('vallor: no relic for slot(s) meleeWeapon, rangedWeapon, armour, shield, helmet, treasure');
    const noTavern = POOL_INPUTS.filter((c) => c.id !== 'tavern' && c.id !== 'marsh');
    const basics = checkCardPool(noTavern, []).filter((p) => p.code === 'BASIC_SHORTFALL').map((p) => p.message);
    expect(basics).toEqual(['basic building tavern is missing or not a neutral basic building', '4 basic terrains, needs ≥5']);
    const stripped = POOL_INPUTS.map((c) => ({ ...c, keywords: (c.keywords ?? []).filter((k) => k.kw !== 'requiem') }));
    expect(codesFor(checkCardPool(stripped, []), 'requiem')).toEqual(['UNUSED_KEYWORD']);
    const bad = { ...PRECONS[0]!, loadout: { ...PRECONS[0]!.loadout, deck: PRECONS[0]!.loadout.deck.slice(0, 5) } };
    expect(codesFor(checkCardPool(POOL_INPUTS, [bad]), bad.id)).toEqual(['ILLEGAL_PRECON']);
  });
});

describe('cardListing', () => {
  it('lists a card with its data and generated text', () => {
    const reaper = cardListing(getCard('infected-wolfen-reaper'), cardText);
    expect(Object.keys(reaper)).toEqual(['id', 'name', 'faction', 'type', 'cost', 'stats', 'keywords', 'text']);
    expect(reaper).toMatchObject({ id: 'infected-wolfen-reaper', faction: 'alliance', type: 'character', stats: { strength: 3, health: 3 } });
    expect(reaper.text).toBe(cardText(getCard('infected-wolfen-reaper')));
    expect(Object.keys(cardListing(getCard('tavern'), cardText))).not.toContain('stats');
  });
});

