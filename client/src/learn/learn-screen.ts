import { GUIDED_MATCH, LESSONS, QUEST_ANCHORS, type Lesson } from '@signum/shared';
import '../styles/learn.css';
import { button, h } from '../app/dom';
import { hrefOf, navigate } from '../app/router';
import { playerName } from '../net/seat-memory';
import { mountTable } from '../screens/table-screen';
import { coachPanel } from './coach-panel';
import { fieldMarker } from './field-marker';
import { controlHighlight } from './highlight';
import { LessonSource } from './lesson-source';
import { progressOf, saveProgress } from './progress';

/** Every lesson, the guided match first. */
const ALL: readonly Lesson[] = [GUIDED_MATCH, ...LESSONS];

/** `#/learn`: the list of lessons with this browser's progress; `#/learn/<id>`: that lesson at the table. */
export function mountLearn(host: HTMLElement, lessonId?: string): () => void {
  const lesson = lessonId ? ALL.find((l) => l.id === lessonId) : undefined;
  if (lesson) return mountLesson(host, lesson);
  host.replaceChildren(lessonList());
  return () => {};
}

function lessonList(): HTMLElement {
  const item = (l: Lesson) => {
    const p = progressOf(l.id);
    const status = p.done ? 'Done ✓' : p.step > 0 ? `Step ${p.step + 1} of ${l.steps.length}` : 'Not started';
    const label = p.done ? 'Play again' : p.step > 0 ? 'Continue' : 'Start';
    const start = () => {
      if (p.done) saveProgress(l.id, 0, true);
      navigate({ name: 'learn', lesson: l.id });
    };
    return h('li', { class: 'lesson', data: { lesson: l.id } },
      h('h2', { text: l.title }),
      h('p', { text: l.summary }),
      h('p', { class: 'muted', text: `About ${l.minutes} minutes · ${status}` }),
      button(label, start, { class: l === GUIDED_MATCH ? 'primary' : '', 'aria-label': `${label}: ${l.title}` }));
  };
  return h('div', { class: 'learn', testid: 'learn' },
    h('header', { class: 'learn-head' },
      h('h1', { text: 'Learn to play' }),
      h('a', { class: 'button', href: hrefOf({ name: 'howToPlay' }), text: 'How to play (the rules)' }),
      h('a', { class: 'button', href: hrefOf({ name: 'lobby' }), text: 'Back to the lobby' })),
    h('p', { text: 'Start with the guided match: a short game against a scripted opponent, one step at a time. Then short lessons go deeper, the last one a first quest against the Overlord. Your progress stays in this browser.' }),
    h('ol', { class: 'lessons' }, ...ALL.map(item)),
    // Quest mode is played alone against the Overlord: its own rules page (help/quest-how-to-play.ts).
    h('section', { class: 'learn-quest', testid: 'learn-quest' },
      h('h2', { text: 'Quest mode' }),
      h('p', { text: 'Alone against the Overlord: earn Honour by completing quests while its creatures come for your Hero. Read how Honour, Rage and the Quests Phase work before your first quest.' }),
      h('a', { class: 'button', href: hrefOf({ name: 'howToPlay', anchor: QUEST_ANCHORS.mode }), text: 'How quests work' })));
}

function mountLesson(host: HTMLElement, lesson: Lesson): () => void {
  const saved = progressOf(lesson.id);
  const source = new LessonSource(lesson, saved.done ? 0 : saved.step, playerName() || 'Learner');
  const marker = fieldMarker();
  const ring = controlHighlight();
  const tableHost = h('div', { class: 'learn-table' });
  const show = () => {
    const run = source.run;
    const step = run.step;
    coach.show(run.index, run.busy);
    ring.show(run.busy ? null : (step.highlight?.testid ?? null));
    marker.show(run.busy ? null : (step.highlight?.field ?? null));
    saveProgress(lesson.id, run.index, false);
  };
  const coach = coachPanel(lesson, {
    next: () => source.skip(),
    skip: () => source.skip(),
    back: () => source.goTo(source.run.index - 1),
    restart: () => source.goTo(0),
    finish: () => {
      saveProgress(lesson.id, 0, true);
      navigate({ name: 'learn' });
    },
  });
  host.replaceChildren(h('div', { class: 'learn-lesson', testid: 'lesson', data: { lesson: lesson.id } }, coach.el, tableHost), marker.el);
  const unmountTable = mountTable(tableHost, source);
  // What the opponent just did stays on the coach until the next news without a line of its own.
  const stop = source.steps.add((news) => {
    coach.say(news.say ?? '');
    show();
  });
  show();
  return () => {
    stop();
    marker.dispose();
    ring.dispose();
    unmountTable();
  };
}
