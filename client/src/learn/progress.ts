/** Where a browser keeps its lesson progress (localStorage; nothing is sent to the server). */
const KEY = 'signum.learn.progress';

/** Per lesson: the step reached (index) and whether it was finished once. */
export interface LessonProgress {
  step: number;
  done: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function read(store: Store): Record<string, LessonProgress> {
  try {
    const raw = JSON.parse(store.getItem(KEY) ?? '{}') as unknown;
    return raw && typeof raw === 'object' ? (raw as Record<string, LessonProgress>) : {};
  } catch {
    return {};
  }
}

/** This browser's progress in a lesson (step 0, not done, when it never started). */
export function progressOf(lesson: string, store: Store = localStorage): LessonProgress {
  const p = read(store)[lesson];
  return { step: typeof p?.step === 'number' && p.step >= 0 ? p.step : 0, done: p?.done === true };
}

/** Remember the step reached; `done` once set stays set (a replay does not undo it). */
export function saveProgress(lesson: string, step: number, done: boolean, store: Store = localStorage): void {
  const all = read(store);
  all[lesson] = { step, done: done || all[lesson]?.done === true };
  store.setItem(KEY, JSON.stringify(all));
}
