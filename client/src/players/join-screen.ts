import { h } from '../app/dom';
import { enterMatch } from '../app/current-match';
import { hrefOf } from '../app/router';
import { MatchConnection } from '../net/match-connection';
import { ensureSession } from './session';

/** `#/join/CODE`: an invite link. Joins the private match with this browser's player, then shows it. */
export function mountJoin(host: HTMLElement, code: string): () => void {
  let stopped = false;
  const status = h('p', { 'aria-live': 'polite' }, `Joining the private match ${code}…`);
  host.append(h('div', { class: 'lobby', testid: 'join-link' }, h('h1', {}, 'Invitation'), status, h('a', { class: 'button', href: hrefOf({ name: 'lobby' }) }, 'Back to the lobby')));
  ensureSession()
    .then((s) => MatchConnection.open({ kind: 'code', code, name: s.player.name }))
    .then((conn) => (stopped ? conn.close() : enterMatch(conn)))
    .catch((e: Error) => {
      if (stopped) return;
      status.textContent = `This invitation cannot be used: ${e.message}`;
      status.setAttribute('role', 'alert');
    });
  return () => void (stopped = true);
}
