import { h } from '../app/dom';
import { hrefOf } from '../app/router';
import { ensureSession, onPlayerChange, type PlayerInfo } from './session';
import '../styles/players.css';

/** The lobby's links to the player's account and profile and to the leaderboard, with who this browser plays as. */
export function lobbyPlayerLinks(): { el: HTMLElement; dispose(): void } {
  const who = h('a', { class: 'button', testid: 'account-link', href: hrefOf({ name: 'account' }) }, 'Account');
  const profile = h('a', { class: 'button', href: '#/' }, 'Profile');
  const show = (p: PlayerInfo) => {
    who.textContent = p.account ? `${p.name} (account)` : `${p.name} (guest): log in or sign up`;
    profile.href = hrefOf({ name: 'profile', playerId: p.id });
  };
  const off = onPlayerChange(show);
  void ensureSession().then((s) => show(s.player)).catch(() => (who.textContent = 'Account (the server is unreachable)'));
  const el = h('nav', { class: 'player-links', 'aria-label': 'Player' }, who, profile, h('a', { class: 'button', href: hrefOf({ name: 'leaderboard' }) }, 'Leaderboard'));
  return { el, dispose: off };
}
