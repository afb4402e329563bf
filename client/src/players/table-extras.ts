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
  const chat = chatPanel(source);
  const concede = concedeControl(source);
  const rematch = rematchBox(source);
  const rated = ratedNote(source);
  return {
    side: h('div', { class: 'table-players' }, concede.el, chat.el),
    result: h('div', {}, rated.el, rematch.el),
    update(s) {
      concede.update(s);
      rematch.update(s);
    },
    dispose: () => (chat.dispose(), rematch.dispose(), rated.dispose()),
  };
}
