import type { GameEvent } from '@signum/shared';
import type { TableSnapshot } from '../model/snapshot';
import { diceOf, faceSymbols } from './dice-model';
import { h } from '../app/dom';
import { logLines } from './log-lines';
import type { TableContext } from './table-context';

/** The most lines kept: a long game's log stays cheap to scroll. */
const MAX_LINES = 600;

/**
 * Every event as a plain sentence, newest at the bottom, following the end unless the reader
 * scrolled up. Lines carry their own number (not the list's marker, which a narrow column clipped
 * to "00." past 99).
 */
export function eventLog(ctx: TableContext): { el: HTMLElement; add(events: readonly GameEvent[], s: TableSnapshot | null): void } {
  const list = h('ol', { class: 'log-lines' });
  const root = h('section', { class: 'event-log', testid: 'event-log', role: 'log', 'aria-label': 'Game log' }, list);
  // Follow the newest line unless the reader scrolled up. Only the reader's own input decides that:
  // layout changes around the log (prompts coming and going) also move its scroll position.
  let stick = true;
  let count = 0;
  const toEnd = () => {
    if (stick) root.scrollTop = root.scrollHeight;
  };
  const readerScrolled = () => requestAnimationFrame(() => (stick = root.scrollHeight - root.scrollTop - root.clientHeight < 30));
  for (const type of ['wheel', 'touchmove', 'pointerup', 'keyup']) root.addEventListener(type, readerScrolled, { passive: true });
  new ResizeObserver(toEnd).observe(root);
  return {
    el: root,
    add(events, s) {
      const lines = logLines(events, ctx.names, s?.seats ?? [], count + 1);
      count += lines.length;
      lines.forEach((line, i) => {
        const dice = diceOf(events[i]!);
        const li = h('li', { class: `ev ev-${line.event}`, data: { event: line.event } }, h('span', { class: 'n', 'aria-hidden': 'true', text: `${line.n}.` }), ` ${line.text}`);
        if (dice) li.title = faceSymbols(dice.faces);
        list.append(li);
      });
      while (list.childElementCount > MAX_LINES) list.firstElementChild!.remove();
      toEnd();
    },
  };
}
