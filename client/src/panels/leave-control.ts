import type { TableSnapshot } from '../model/snapshot';
import { button, h } from '../app/dom';

/** What leaving costs now, in a sentence (null: nothing, leave at once). */
export function leaveWarning(s: TableSnapshot | null, practice: boolean, holdMinutes: number): string | null {
  if (!s || s.viewer === 'spectator' || s.status !== 'playing') return null;
  if (practice) return `Leave for now? The practice game waits for you ${holdMinutes} minutes: resume it from the lobby.`;
  return s.code ? 'Leave the match? Your seat waits a little, then a bot plays it for you.' : 'Leave the match? You give up the game: you lose by forfeit.';
}

/**
 * The table's Leave button: it asks first whenever leaving costs something (a game in progress),
 * saying what happens, with "Leave" and "Stay"; otherwise it leaves at once.
 */
export function leaveControl(warning: () => string | null, leave: () => void): HTMLElement {
  const root = h('span', { class: 'leave-control' });
  const ask = () => {
    const text = warning();
    if (!text) return leave();
    const stay = button('Stay', () => root.replaceChildren(start), { testid: 'leave-stay' });
    root.replaceChildren(h('span', { class: 'confirm', role: 'alert' }, h('strong', { text }), ' ', button('Leave', leave, { testid: 'leave-confirm', class: 'primary' }), stay));
    stay.focus();
  };
  const start = button('Leave', ask, { testid: 'leave-table' });
  root.append(start);
  return root;
}
