import { findCard, getQuest, type GameView, type QuestView } from '@signum/shared';
import { cancelledLine, nextRage, overlordCardText, questLine } from './quest-text';

const quest = (over: Partial<QuestView>): QuestView => ({
  side: 'pve', hero: 'p1', overlord: 'p2', honour: 0, rage: 1, rageSection: 0, active: [], completed: [], failed: [], phases: 1,
  questDeckCount: 13, overlordDeckCount: 10, overlordHandCount: 0, overlordDiscard: [], overlordCancelled: [], overlordPlayed: 0, diceDeckCount: 18, terrainBox: {}, ...over,
});
const viewWith = (q: QuestView, creatures: string[] = [], terrain: { id: string; searched: boolean }[] = []): GameView =>
  ({ quest: q, creatures: creatures.map((id) => ({ id, card: 'roadside-bandit-pve' })), terrain }) as unknown as GameView;

describe('quest panel text', () => {
  it('a slay quest counts the creatures it brought that still stand, and its deadline in Quests Phases', () => {
    const a = { id: 'bandits-at-the-crossing', drawnAt: 1, creatures: ['c1', 'c2'], terrain: [], held: 0 };
    const l = questLine(viewWith(quest({ phases: 3, active: [a] }), ['c2', 'c9']), a);
    expect(l.name).toBe('Bandits at the Crossing');
    expect(l.progress).toBe('1 of 2 still standing.');
    // Drawn in Quests Phase 1, now Phase 3: two of its phases are gone.
    const timeout = getQuest(a.id).failures.find((f) => f.kind === 'timeout') as { phases: number };
    expect(l.deadline).toBe(`Fails after ${timeout.phases - 2} more Quests Phases.`);
    expect(l.reward).toBe('+2 Honour; −2 at the end if failed.');
  });

  it('a reach quest names its terrain by the card name, and a search quest says whether the ruins were searched', () => {
    const reach = { id: 'scout-the-thickets', drawnAt: 1, creatures: [], terrain: ['t1'], held: 0 };
    expect(questLine(viewWith(quest({ active: [reach] })), reach).goal).toBe(`Bring your Hero into contact with ${findCard('quest-foggy-thickets')!.name}.`);
    const search = { id: 'old-coins', drawnAt: 1, creatures: [], terrain: ['t2'], held: 0 };
    expect(questLine(viewWith(quest({}), [], [{ id: 't2', searched: false }]), search).progress).toBe('Not searched yet.');
    expect(questLine(viewWith(quest({}), [], [{ id: 't2', searched: true }]), search).progress).toBe('Searched.');
    expect(questLine(viewWith(quest({}), [], []), search).reward).toBe('+1 Honour, +2 Prosperity; −1 at the end if failed.');
  });

  it('an Overlord card reads as its Multiple Rage main ability and its extra one; the Rage track names its next section', () => {
    const c = overlordCardText('pvp', 'ambush');
    expect(c.name).toBe('Ambush');
    expect(c.text).toBe(`Multiple Rage 3: summon ${findCard('roadside-bandit')!.name} in contact with the Hero. Extra: +1 Strength to the Overlord's creatures.`);
    expect(nextRage(quest({ honour: 4 }))).toEqual({ honour: 6, rage: 3 });
    expect(nextRage(quest({ honour: 40 }))).toBeNull();
  });
  it('names the Overlord cards the Hero cancelled (checklist 22.65)', () => {
    expect(cancelledLine(quest({}))).toBeNull();
    expect(cancelledLine(quest({ side: 'pvp', overlordCancelled: ['call-the-gang'] }))).toBe(
      "Cancelled by the Hero's tactics, each shuffled back into the Overlord's deck: Call the Gang.",
    );
  });
});
