import { legalActions, lessonStart, view, GUIDED_MATCH, LESSONS, HOW_TO_PLAY } from '@signum/shared';
import { LessonRun } from '../learn/lesson-run';
import { actionKinds } from './action-kinds';

describe('What can I do now?', () => {
  it('lists the setup question as an answer', () => {
    const { state } = lessonStart(GUIDED_MATCH);
    expect(actionKinds(legalActions(state, 'p1'), view(state, 'p1'), 'p1').map((k) => k.key)).toEqual(['answer']);
  });

  it('in Construction offers building and taking Prosperity; in Activation cards, moves and the end of the turn', () => {
    const run = new LessonRun(GUIDED_MATCH, 2);
    const kinds = (s = run.state) => actionKinds(legalActions(s, 'p1'), view(s, 'p1'), 'p1').map((k) => k.key);
    expect(run.state.phase).toBe('construction');
    expect(kinds()).toEqual(expect.arrayContaining(['build', 'takeProsperity']));
    run.skip();
    const now = kinds();
    expect(now).toEqual(expect.arrayContaining(['summon', 'tactic', 'move', 'run', 'endTurn']));
    expect(now).not.toContain('build');
  });

  it('names fights when a creature is in contact, and every rule it links to exists', () => {
    const run = new LessonRun(LESSONS[1]!);
    const kinds = actionKinds(legalActions(run.state, 'p1'), view(run.state, 'p1'), 'p1');
    expect(kinds.map((k) => k.key)).toContain('melee');
    for (const k of kinds) expect(HOW_TO_PLAY.some((s) => s.id === k.rule)).toBe(true);
  });

  it("names a relic's ability, linking to a rule that exists", () => {
    const [k] = actionKinds([{ type: 'useRelic', relic: 'p1-relic-0' }], null, 'p1');
    expect(k).toMatchObject({ key: 'useRelic', rule: 'relics' });
    expect(HOW_TO_PLAY.some((s) => s.id === k!.rule)).toBe(true);
  });
});
