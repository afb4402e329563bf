export * from './types';
export { GUIDED_MATCH } from './guided-match';
export { LESSONS } from './lessons';
export { lessonStart, playScripted } from './lesson-state';
export { matchesStep, DEFAULT_TOLERANCE } from './step-match';
