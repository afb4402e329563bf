import { apply } from '../engine/apply';
import { whoActs } from '../engine/who-acts';
import { GUIDED_MATCH } from './guided-match';
import { lessonStart } from './lesson-state';
import { LESSONS } from './lessons';
import { matchesStep } from './step-match';
import type { Lesson } from './types';

/**
 * Every lesson replayed against the engine as the browser plays it: each step's action is the
 * learner's turn to act and is accepted, the scripted replies are accepted, the dice are used up,
 * and a lesson that promises a win ends with the learner winning. A rules change that breaks a
 * script fails here.
 */
describe.each([GUIDED_MATCH, ...LESSONS].map((l) => [l.id, l] as [string, Lesson]))('lesson %s', (_id, lesson) => {
  it('replays step by step: the learner acts when asked, every action is accepted', () => {
    let { state } = lessonStart(lesson);
    const ids = new Set<string>();
    for (const step of lesson.steps) {
      expect(ids.has(step.id)).toBe(false);
      ids.add(step.id);
      expect(step.explain.length).toBeGreaterThan(0);
      if (step.action) {
        expect({ step: step.id, acts: whoActs(state) }).toEqual({ step: step.id, acts: 'p1' });
        expect(matchesStep(step, step.action)).toBe(true);
        const r = apply(state, 'p1', step.action);
        if (!r.ok) throw new Error(`step ${step.id}: ${r.code} ${r.message}`);
        state = r.state;
      }
      for (const t of step.then ?? []) {
        const r = apply(state, t.seat, t.action);
        if (!r.ok) throw new Error(`step ${step.id}, ${t.seat} ${t.action.type}: ${r.code} ${r.message}`);
        state = r.state;
      }
    }
    expect(state.diceScript).toEqual([]);
    expect(state.pending).toBeNull();
    if (lesson.ends === 'win') expect(state.result?.winners).toEqual(['p1']);
    else expect(state.phase).not.toBe('ended');
    // The last step is the page that closes the lesson: nothing left to do.
    expect(lesson.steps[lesson.steps.length - 1]!.action).toBeUndefined();
  });
});

describe('matchesStep', () => {
  const move = GUIDED_MATCH.steps.find((s) => s.id === 'move')!;
  const split = GUIDED_MATCH.steps.find((s) => s.id === 'split')!;
  it('takes a move that ends near the scripted spot and refuses one that ends elsewhere or moves another creature', () => {
    expect(matchesStep(move, { type: 'move', creature: 'p1-hero', path: [{ x: 310, y: 480 }], run: false })).toBe(true);
    expect(matchesStep(move, { type: 'move', creature: 'p1-hero', path: [{ x: 300, y: 560 }], run: false })).toBe(false);
    expect(matchesStep(move, { type: 'move', creature: 'p1-hero', path: [{ x: 300, y: 475 }], run: true })).toBe(false);
    expect(matchesStep(move, { type: 'endTurn' })).toBe(false);
  });
  it('wants the same dice split', () => {
    expect(matchesStep(split, { type: 'answer', decision: 8, answer: { attack: 3, defence: 0 } })).toBe(true);
    expect(matchesStep(split, { type: 'answer', decision: 8, answer: { attack: 2, defence: 1 } })).toBe(false);
  });
});
