import { checkQuestContent, QUEST_COUNTS, type QuestContent } from './content-check';
import { DICE_CARDS, OVERLORD_CREATURE_LIST, OVERLORD_PVE_DECK, OVERLORD_PVP_DECK, QUEST_LIST, starterHeroLoadout } from './index';

const shipped = (): QuestContent => ({ QUEST_LIST, OVERLORD_PVP_DECK, OVERLORD_PVE_DECK, OVERLORD_CREATURE_LIST, DICE_CARDS, starter: starterHeroLoadout() });
const subjects = (c: QuestContent) => checkQuestContent(c).map((p) => `${p.subject}: ${p.message}`);

describe('quest content check (npm run cards -- --check)', () => {
  it('passes the shipped content, with the counts the rulebook gives', () => {
    expect(subjects(shipped())).toEqual([]);
    expect(QUEST_LIST.filter((q) => q.stage === 'early')).toHaveLength(QUEST_COUNTS.early);
    expect(OVERLORD_PVP_DECK).toHaveLength(22);
    expect(OVERLORD_PVE_DECK).toHaveLength(10);
    expect(starterHeroLoadout().deck).toHaveLength(20);
  });

  it('covers every goal the issue asks for and every Overlord creature kind', () => {
    expect(new Set(QUEST_LIST.map((q) => q.goal.kind))).toEqual(new Set(['reach', 'hold', 'slay', 'search', 'escort', 'survive']));
    expect(new Set(OVERLORD_CREATURE_LIST.map((c) => c.kind))).toEqual(new Set(['bandit', 'wolf', 'skeleton', 'evilEye', 'dragonWhelp', 'companion']));
  });

  it('finds a short deck, a dangling reference, a lopsided Dice deck and an illegal starter deck', () => {
    const c = shipped();
    c.OVERLORD_PVE_DECK = c.OVERLORD_PVE_DECK.slice(1);
    c.QUEST_LIST = c.QUEST_LIST.map((q, i) => (i === 0 ? { ...q, goal: { kind: 'reach' as const, terrain: 'quest-rocks' } } : q));
    c.OVERLORD_PVP_DECK = c.OVERLORD_PVP_DECK.map((x, i) => (i === 0 ? { ...x, main: { ...x.main, effects: [{ op: 'summon' as const, creature: 'grey-wolf-pve', where: 'overlordEdge' as const }] } } : x));
    c.DICE_CARDS = [{ faces: Array(8).fill('axe') }, ...c.DICE_CARDS.slice(1)];
    c.starter = { ...c.starter, deck: c.starter.deck.slice(0, 10) };
    const found = subjects(c).join('\n');
    expect(found).toMatch(/Overlord PvE deck: needs 10 cards, has 9/);
    expect(found).toMatch(/scout-the-thickets: its goal needs "quest-rocks"/);
    expect(found).toMatch(/call-the-gang: summons "grey-wolf-pve", which is not an Overlord creature's pvp face/);
    expect(found).toMatch(/Dice deck: axe is/);
    expect(found).toMatch(/starter deck: needs 20 cards, has 10/);
  });

  it('finds a quest giving abilities to a terrain that is not in the box, or giving none (checklist 22.10)', () => {
    const c = shipped();
    c.QUEST_LIST = c.QUEST_LIST.map((q, i) =>
      i === 0 ? { ...q, abilities: [{ kind: 'terrainGains' as const, terrain: 'hill', gains: { difficult: true as const } }, { kind: 'terrainGains' as const, terrain: 'quest-rocks', gains: {} }] } : q);
    const found = subjects(c).join('\n');
    expect(found).toMatch(/scout-the-thickets: gives abilities to "hill", which is not a quest terrain in the box/);
    expect(found).toMatch(/scout-the-thickets: gives "quest-rocks" no ability/);
  });
});
