import { GUIDED_MATCH, LESSONS } from '@signum/shared';
import { LessonRun } from './lesson-run';

describe('LessonRun', () => {
  it('refuses an off-script action kindly, with what the step expects, and changes nothing', () => {
    const run = new LessonRun(GUIDED_MATCH);
    const before = run.state;
    const r = run.attempt({ type: 'endTurn' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain(GUIDED_MATCH.steps[0]!.task);
    expect(run.state).toBe(before);
    expect(run.index).toBe(0);
  });

  it('takes a placement near the marked spot, plays the scripted reply, and moves to the next step', () => {
    const run = new LessonRun(GUIDED_MATCH);
    const r = run.attempt({ type: 'answer', decision: 1, answer: { at: { x: 340, y: 575 } } });
    expect(r.ok).toBe(true);
    expect(run.state.creatures['p1-hero']!.pos).toEqual({ x: 300, y: 575 });
    expect(run.busy).toBe(true);
    run.playNext();
    expect(run.busy).toBe(false);
    expect(run.step.id).toBe('keep-hand');
  });

  it('plays the whole guided match by skipping every step and ends with the learner winning', () => {
    const run = new LessonRun(GUIDED_MATCH);
    while (!run.finished) {
      expect(run.skip().ok).toBe(true);
      while (run.busy) run.playNext();
    }
    expect(run.state.result?.winners).toEqual(['p1']);
  });

  it('lets the learner end the current activation between steps without moving on', () => {
    const run = new LessonRun(LESSONS[0]!, 1);
    expect(run.state.activation?.creature).toBe('p1-hero');
    expect(run.attempt({ type: 'endActivation' }).ok).toBe(true);
    expect(run.state.activation).toBeFalsy();
    expect(run.step.id).toBe(LESSONS[0]!.steps[1]!.id);
  });

  it('resumes at a saved step and goes back to an earlier one', () => {
    const run = new LessonRun(LESSONS[0]!, 2);
    expect(run.step.id).toBe(LESSONS[0]!.steps[2]!.id);
    expect(run.state.creatures['p1-hero']!.pos).toEqual({ x: 300, y: 480 });
    run.goTo(0);
    expect(run.step.id).toBe(LESSONS[0]!.steps[0]!.id);
    expect(run.state.creatures['p1-hero']!.pos).toEqual({ x: 300, y: 560 });
  });
});
