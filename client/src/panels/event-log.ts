import { describeEvent, type DecisionKind, type GameEvent } from '@signum/shared';
import type { TableSnapshot } from '../model/snapshot';
import { diceOf, faceSymbols } from './dice-model';
import { h } from '../app/dom';
import { withSeatNames } from './names';
import type { TableContext } from './table-context';
import { DECISION_VERB } from './turn-text';

/** The most lines kept: a long game's log stays cheap to scroll. */
const MAX_LINES = 600;

/** Every event as a plain sentence, newest at the bottom, following the end unless the reader scrolled up. */
export function eventLog(ctx: TableContext): { el: HTMLElement; add(events: readonly GameEvent[], s: TableSnapshot | null): void } {
  const list = h('ol', { class: 'log-lines' });
  const root = h('section', { class: 'event-log', testid: 'event-log' }, list);
  // Follow the newest line unless the reader scrolled up. Only the reader's own input decides that:
  // layout changes around the log (prompts coming and going) also move its scroll position.
  let stick = true;
  const toEnd = () => {
    if (stick) root.scrollTop = root.scrollHeight;
  };
  const readerScrolled = () => requestAnimationFrame(() => (stick = root.scrollHeight - root.scrollTop - root.clientHeight < 30));
  for (const type of ['wheel', 'touchmove', 'pointerup', 'keyup']) root.addEventListener(type, readerScrolled, { passive: true });
  new ResizeObserver(toEnd).observe(root);
  return {
    el: root,
    add(events, s) {
      for (const ev of events) {
        // The shared describer names a decision by its kind id; the log says what it asks.
        const verb = ev.e === 'decision' ? DECISION_VERB[ev.kind as DecisionKind] : undefined;
        const sentence = verb && ev.e === 'decision' ? `${ev.seat} must ${verb}.` : describeEvent(ev, ctx.names);
        const text = withSeatNames(sentence, s?.seats ?? []);
        const dice = diceOf(ev);
        const li = h('li', { class: `ev ev-${ev.e}`, text, data: { event: ev.e } });
        if (dice) li.title = faceSymbols(dice.faces);
        list.append(li);
      }
      while (list.childElementCount > MAX_LINES) list.firstElementChild!.remove();
      toEnd();
    },
  };
}
