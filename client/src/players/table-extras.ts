import type { TableSnapshot, TableSource } from '../model/snapshot';
import { h } from '../app/dom';
import { MatchConnection } from '../net/match-connection';
import { chatPanel } from './chat-panel';
import { concedeControl, ratedNote, rematchBox } from './match-extras';

/** What the players' side adds to a live table (none to a replay): chat and Concede beside it, Rematch and rated-or-not on the result. */
export interface TableExtras {
  side: HTMLElement;
  result: HTMLElement;
  update(s: TableSnapshot): void;
  dispose(): void;
}

/** The extras for a live room's table, or null for a replay. */
export function tableExtras(source: TableSource): TableExtras | null {
  if (!(source instanceof MatchConnection)) return null;
  const fold = chatFold();
  const chat = chatPanel(source, fold.lines);
  fold.el.append(chat.el);
  const concede = concedeControl(source);
  const rematch = rematchBox(source);
  const rated = ratedNote(source);
  return {
    side: h('div', { class: 'table-players' }, concede.el, fold.el),
    result: h('div', {}, rated.el, rematch.el),
    update(s) {
      concede.update(s);
      rematch.update(s);
    },
    dispose: () => (chat.dispose(), rematch.dispose(), rated.dispose()),
  };
}

/** Windows shorter than this open the table with the chat folded: the actions and the log need the height. */
const CHAT_OPEN_MIN_HEIGHT = 900;

/**
 * The table's chat as a fold (a native <details>: keyboard and screen readers know it) so it does
 * not crowd the actions and the log on a short window; folded, its summary counts the lines that
 * came since it was last open.
 */
function chatFold(): { el: HTMLDetailsElement; lines(shown: number): void } {
  const summary = h('summary', { testid: 'chat-fold' }, 'Chat');
  const el = h('details', { class: 'chat-fold' }, summary);
  el.open = window.innerHeight >= CHAT_OPEN_MIN_HEIGHT;
  let shown = 0;
  let seen = 0;
  const label = () => {
    if (el.open) seen = shown;
    const unread = shown - seen;
    summary.textContent = unread > 0 ? `Chat (${unread} new)` : 'Chat';
  };
  el.addEventListener('toggle', label);
  return {
    el,
    lines(n) {
      shown = n;
      label();
    },
  };
}
