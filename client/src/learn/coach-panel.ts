import { HOW_TO_PLAY, type Lesson } from '@signum/shared';
import { button, h, setText } from '../app/dom';
import { hrefOf } from '../app/router';

/** What the coach panel's buttons do. */
export interface CoachActions {
  next(): void;
  skip(): void;
  back(): void;
  restart(): void;
  finish(): void;
}

/**
 * The lesson's coach beside the table: the step's title, what it teaches, what to do now (with a
 * link to the rule), what the opponent is doing, and the ways to skip, go back or start over.
 */
export function coachPanel(lesson: Lesson, actions: CoachActions): { el: HTMLElement; show(index: number, busy: boolean): void; say(text: string): void } {
  const counter = h('p', { class: 'muted coach-count' });
  const title = h('h2', {});
  const body = h('div', { class: 'coach-explain' });
  const task = h('p', { class: 'coach-task', testid: 'coach-task' });
  const rule = h('a', { class: 'coach-rule', target: '_blank', rel: 'noopener' });
  const said = h('p', { class: 'coach-say muted', 'aria-live': 'polite' });
  const next = button('Next', () => actions.next(), { class: 'primary' });
  const skip = button('Skip this step', () => actions.skip());
  const back = button('Back a step', () => actions.back());
  const restart = button('Start over', () => actions.restart());
  const finish = button('Finish', () => actions.finish(), { class: 'primary' });
  const el = h('aside', { class: 'coach', testid: 'coach', role: 'region', 'aria-label': 'Lesson' },
    h('p', { class: 'coach-lesson' }, h('a', { href: hrefOf({ name: 'learn' }), text: '← All lessons' }), ` · ${lesson.title}`),
    counter, title, body, task, rule, said,
    h('div', { class: 'buttons' }, next, finish, skip), h('div', { class: 'buttons' }, back, restart));
  return {
    el,
    show(index, busy) {
      const step = lesson.steps[index]!;
      const last = index === lesson.steps.length - 1;
      el.dataset.step = step.id;
      setText(counter, `Step ${index + 1} of ${lesson.steps.length}`);
      setText(title, step.title);
      body.replaceChildren(...step.explain.map((p) => h('p', { text: p })));
      setText(task, step.task);
      const section = HOW_TO_PLAY.find((s) => s.id === step.rule);
      rule.hidden = !section;
      if (section) {
        rule.href = hrefOf({ name: 'howToPlay', anchor: section.id });
        setText(rule, `The rule: ${section.title}`);
      }
      next.hidden = !!step.action || last;
      finish.hidden = !last;
      skip.hidden = !step.action;
      skip.disabled = busy;
      back.disabled = busy || index === 0;
    },
    say(text) {
      setText(said, text);
    },
  };
}
