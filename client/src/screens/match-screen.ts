import { showConnectionStatus, showSavingStatus } from '../app/banner';
import { takeConnection } from '../app/current-match';
import { navigate } from '../app/router';
import { mountPregame } from '../lobby/pregame';
import { MatchConnection } from '../net/match-connection';
import { playerName } from '../net/seat-memory';
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
        host.replaceChildren(messagePage(`This match cannot be joined: ${e.message}`));
      });
  }

  return () => {
    stopped = true;
    unmountInner?.();
    showConnectionStatus('connected');
  };
}

function messagePage(text: string): HTMLElement {
  const div = document.createElement('div');
  div.className = 'message-page';
  const p = document.createElement('p');
  p.textContent = text;
  const back = document.createElement('button');
  back.textContent = 'Back to the lobby';
  back.onclick = () => navigate({ name: 'lobby' });
  div.append(p, back);
  return div;
}
