import type { PublicRating } from '@signum/shared';
import { h } from '../app/dom';
import { hrefOf } from '../app/router';
import { MODE_LABEL } from '../lobby/room-listing';
import { call } from './session';
import { FAMILY_LABEL, outcome } from './ratings-text';
import '../styles/players.css';

interface Profile {
  player: { id: string; name: string; account: boolean };
  ratings: PublicRating[];
  matches: { matchId: string; seat: string; mode: string; rated: boolean; createdAt: string; finishedAt?: string; result?: unknown }[];
}

/** `#/profile/ID`: a player's name, ratings per mode family and recent matches, each with its replay. */
export function mountProfile(host: HTMLElement, playerId: string): () => void {
  let stopped = false;
  const body = h('div', {}, h('p', { class: 'muted' }, 'Loading…'));
  host.append(h('div', { class: 'lobby profile', testid: 'profile' },
    h('header', { class: 'lobby-head' }, h('h1', {}, 'Player'), h('a', { class: 'button', href: hrefOf({ name: 'leaderboard' }) }, 'Leaderboard'), h('a', { class: 'button', href: hrefOf({ name: 'lobby' }) }, 'Back to the lobby')),
    body));
  call<Profile>('GET', `/players/${encodeURIComponent(playerId)}`)
    .then((p) => {
      if (stopped) return;
      body.replaceChildren(
        h('h2', { testid: 'profile-name' }, p.player.name, h('span', { class: 'muted' }, p.player.account ? ' (account)' : ' (guest)')),
        h('section', { class: 'panel' }, h('h3', {}, 'Ratings'),
          p.ratings.length
            ? h('table', { class: 'ratings' }, h('thead', {}, h('tr', {}, h('th', {}, 'Mode'), h('th', {}, 'Rating'), h('th', {}, 'Rated games'))),
                h('tbody', {}, ...p.ratings.map((r) => h('tr', {}, h('td', {}, FAMILY_LABEL[r.family]), h('td', {}, String(r.rating)), h('td', {}, String(r.games))))))
            : h('p', { class: 'muted' }, 'No rated match yet: quick matches are rated.')),
        h('section', { class: 'panel' }, h('h3', {}, 'Recent matches'),
          p.matches.length
            ? h('ul', { class: 'match-list' }, ...p.matches.map((m) => h('li', {},
                h('span', { class: 'what' }, `${MODE_LABEL[m.mode as keyof typeof MODE_LABEL] ?? m.mode} — ${outcome(m.seat, m.result)}`),
                h('span', { class: 'muted' }, `${m.rated ? 'rated' : 'unrated'} · ${new Date(m.createdAt).toLocaleString()}`),
                m.finishedAt ? h('a', { class: 'button', href: hrefOf({ name: 'replay', matchId: m.matchId }) }, 'Replay') : null)))
            : h('p', { class: 'muted' }, 'No match yet.')),
      );
    })
    .catch((e: Error) => !stopped && body.replaceChildren(h('p', { class: 'error-line', role: 'alert' }, e.message)));
  return () => void (stopped = true);
}
