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
  // One stop of the Tab order (a long log's names would be hundreds): the arrows walk its names, each
  // showing its card as on hover (card-preview.ts reacts to the focus).
  const root = h('section', { class: 'event-log', testid: 'event-log', role: 'log', 'aria-label': 'Game log', tabindex: 0, title: 'Arrow keys: walk the card and creature names' }, list);
  root.addEventListener('keydown', (e) => {
    const step = e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : 0;
    if (!step) return;
    const names = [...root.querySelectorAll<HTMLElement>('.log-card')];
    if (names.length === 0) return;
    const at = names.indexOf(document.activeElement as HTMLElement);
    // From the log itself the newest name first (the end is what was just read), then on from there.
    const next = at < 0 ? names.length - 1 : Math.min(Math.max(at + step, 0), names.length - 1);
    names[next]!.focus();
    e.preventDefault();
    e.stopPropagation(); // the battlefield's arrows (panning) are not for the log
  });
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
        const parts = line.parts.map((p) => (typeof p === 'string' ? p : h('span', { class: 'log-card', tabindex: -1, data: { card: p.card }, text: p.text })));
        const li = h('li', { class: `ev ev-${line.event}`, data: { event: line.event } }, h('span', { class: 'n', 'aria-hidden': 'true', text: `${line.n}.` }), ' ', ...parts);
        if (dice) li.title = faceSymbols(dice.faces);
        list.append(li);
      });
      while (list.childElementCount > MAX_LINES) list.firstElementChild!.remove();
      toEnd();
    },
  };
}
