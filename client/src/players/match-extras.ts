import type { TableSnapshot } from '../model/snapshot';
import { copyText, h } from '../app/dom';
import { enterMatch } from '../app/current-match';
import { MatchConnection } from '../net/match-connection';
import { currentPlayer } from './session';
import { inviteUrl } from './invite';

/** Whether the match counts for ratings, as the room says (quick matches do; practice and private ones do not). */
export function ratedNote(conn: MatchConnection): { el: HTMLElement; dispose(): void } {
  const el = h('p', { class: 'rated-note', testid: 'rated-note' });
  const off = conn.onNews((n) => {
    if (n.type !== 'players') return;
    el.textContent = n.message.rated
      ? 'Rated match: the result changes the players’ ratings.'
      : 'Unrated match: practice and private matches do not change ratings.';
    el.dataset.rated = String(n.message.rated);
  });
  return { el, dispose: off };
}

/** A private match's invite link (#/join/CODE) with a button that copies it. */
export function inviteBox(code: string): HTMLElement {
  const url = inviteUrl(code);
  const out = h('span', { class: 'muted', 'aria-live': 'polite' });
  return h('p', { class: 'invite' },
    'Or send them this link: ',
    h('input', { readonly: true, value: url, 'aria-label': 'Invite link', class: 'invite-link', onfocus: (e) => (e.target as HTMLInputElement).select() }),
    h('button', { onclick: () => void copyText(url).then((ok) => (out.textContent = ok ? ' Link copied.' : ' Copy failed: select the link and copy it.')) }, 'Copy invite link'),
    out,
  );
}

/** Concede: asks once more, then the seat leaves the game (the opponents win if no one else is left). */
export function concedeControl(conn: MatchConnection): { el: HTMLElement; update(s: TableSnapshot): void } {
  const confirmBox = h('span', { class: 'concede-confirm', hidden: true },
    'Really concede? ',
    h('button', { class: 'danger', onclick: () => (conn.sendAround('concede', {}), (confirmBox.hidden = true)) }, 'Yes, concede'),
    h('button', { onclick: () => (confirmBox.hidden = true) }, 'No'),
  );
  const el = h('div', { class: 'concede' }, h('button', { onclick: () => (confirmBox.hidden = false) }, 'Concede'), confirmBox);
  return {
    el,
    update(s) {
      const me = s.viewer !== 'spectator' ? s.view?.players[s.viewer] : undefined;
      el.hidden = s.status !== 'playing' || !me || me.eliminated;
    },
  };
}

/** The result panel's Rematch: each player accepts; when all have (bots do by themselves), everyone moves to the new room. */
export function rematchBox(conn: MatchConnection): { el: HTMLElement; update(s: TableSnapshot): void; dispose(): void } {
  const status = h('span', { class: 'muted', 'aria-live': 'polite' });
  const btn = h('button', { class: 'primary', onclick: () => conn.sendAround('rematch', { accept: true }) }, 'Rematch');
  const el = h('div', { class: 'rematch', testid: 'rematch' }, btn, ' ', status);
  let moved = false;
  const off = conn.onNews((n) => {
    if (n.type !== 'rematch') return;
    const m = n.message;
    const mine = conn.seat !== null && m.accepted.includes(conn.seat);
    btn.disabled = mine;
    status.textContent = m.roomId ? 'Everyone accepted: moving to the rematch…' : `${m.accepted.length} of ${m.seats.length} accepted${mine ? ' — waiting for the others' : ''}.`;
    if (m.roomId && !moved && conn.seat !== null) {
      moved = true;
      MatchConnection.open({ kind: 'room', roomId: m.roomId, name: currentPlayer()?.name ?? 'Player', ...(m.code ? { code: m.code } : {}) })
        .then((next) => {
          conn.close();
          enterMatch(next);
        })
        .catch((e: Error) => (status.textContent = `The rematch could not be joined: ${e.message}`));
    }
  });
  return {
    el,
    update(s) {
      el.hidden = s.status !== 'ended' || s.viewer === 'spectator';
    },
    dispose: off,
  };
}
