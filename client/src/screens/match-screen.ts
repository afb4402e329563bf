import { showConnectionStatus, showSavingStatus } from '../app/banner';
import { takeConnection } from '../app/current-match';
import { navigate } from '../app/router';
import { mountPregame } from '../lobby/pregame';
import { MatchConnection } from '../net/match-connection';
import { forgetPractice, playerName } from '../net/seat-memory';
import { h } from '../app/dom';
import { mountTable } from './table-screen';

/**
 * A live match: the pre-game room (seats, deck choice, ready) until the game starts, then the
 * table. Reloading lands here with the room id in the URL and resumes the seat.
 */
export function mountMatch(host: HTMLElement, roomId: string): () => void {
  let unmountInner: (() => void) | null = null;
  let conn: MatchConnection | null = null;
  let stopped = false;
  let showing: 'pregame' | 'table' | null = null;

  const show = (which: 'pregame' | 'table') => {
    if (!conn || showing === which) return;
    unmountInner?.();
    host.replaceChildren();
    showing = which;
    unmountInner = which === 'pregame' ? mountPregame(host, conn) : mountTable(host, conn);
  };

  const start = (c: MatchConnection) => {
    if (stopped) return c.close();
    conn = c;
    c.onStatus(showConnectionStatus);
    c.onSaving(showSavingStatus);
    const pick = () => show(c.current()?.status === 'lobby' ? 'pregame' : 'table');
    c.subscribe(pick);
    pick();
  };

  const handed = takeConnection(roomId);
  if (handed) start(handed);
  else {
    showConnectionStatus('connecting');
    MatchConnection.resume(roomId, playerName() || 'Player')
      .then((c) => {
        showConnectionStatus('connected');
        start(c);
      })
      .catch((e: Error) => {
        showConnectionStatus('connected');
        forgetPractice(roomId);
        host.replaceChildren(gonePage(e.message));
      });
  }

  return () => {
    stopped = true;
    unmountInner?.();
    showConnectionStatus('connected');
  };
}

/** The page for a match link that leads nowhere now: what probably happened, and the way back. */
function gonePage(detail: string): HTMLElement {
  return h('main', { class: 'message-page', testid: 'match-gone' },
    h('h1', { text: 'This match is not here any more' }),
    h('p', { text: 'It has ended, or everyone left it and it closed. A finished match can still be replayed from the lobby.' }),
    h('p', { class: 'muted', text: `(The server said: ${detail})` }),
    h('div', { class: 'buttons' }, h('button', { type: 'button', class: 'primary', testid: 'back-to-lobby', onclick: () => navigate({ name: 'lobby' }) }, 'Back to the lobby')));
}
