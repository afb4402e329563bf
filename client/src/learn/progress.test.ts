import { progressOf, saveProgress } from './progress';

/** A Storage stand-in: the tests run without a DOM. */
function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

describe('lesson progress', () => {
  it('starts at step 0, remembers the step, and keeps "done" once earned', () => {
    const store = memory();
    expect(progressOf('first-match', store)).toEqual({ step: 0, done: false });
    saveProgress('first-match', 4, false, store);
    expect(progressOf('first-match', store)).toEqual({ step: 4, done: false });
    saveProgress('first-match', 15, true, store);
    saveProgress('first-match', 0, false, store);
    expect(progressOf('first-match', store)).toEqual({ step: 0, done: true });
    expect(progressOf('city', store)).toEqual({ step: 0, done: false });
  });
  it('survives a corrupted entry', () => {
    const store = memory();
    store.setItem('signum.learn.progress', '{not json');
    expect(progressOf('first-match', store)).toEqual({ step: 0, done: false });
  });
});
