import { RATING_FAMILIES, type RatingFamily } from '@signum/shared';
import { h, select } from '../app/dom';
import { hrefOf } from '../app/router';
import { call } from './session';
import { FAMILY_LABEL } from './ratings-text';
import '../styles/players.css';

interface Board {
  family: RatingFamily;
  rows: { playerId: string; name: string; rating: number; games: number }[];
}

/** `#/leaderboard`: the best rated players of a mode family (quick matches are the rated ones). */
export function mountLeaderboard(host: HTMLElement): () => void {
  let stopped = false;
  const table = h('div', {});
  const load = (family: RatingFamily) =>
    call<Board>('GET', `/leaderboard?family=${family}`)
      .then((b) => {
        if (stopped) return;
        table.replaceChildren(b.rows.length
          ? h('table', { class: 'ratings', testid: 'leaderboard-table' },
              h('thead', {}, h('tr', {}, h('th', {}, '#'), h('th', {}, 'Player'), h('th', {}, 'Rating'), h('th', {}, 'Rated games'))),
              h('tbody', {}, ...b.rows.map((r, i) => h('tr', {}, h('td', {}, String(i + 1)), h('td', {}, h('a', { href: hrefOf({ name: 'profile', playerId: r.playerId }) }, r.name)), h('td', {}, String(r.rating)), h('td', {}, String(r.games))))))
          : h('p', { class: 'muted' }, 'Nobody has played a rated match of this kind yet.'));
      })
      .catch((e: Error) => !stopped && table.replaceChildren(h('p', { class: 'error-line', role: 'alert' }, e.message)));
  const family = select('leaderboard-family', RATING_FAMILIES.map((f) => [f, FAMILY_LABEL[f]]), 'duel', (v) => void load(v as RatingFamily));
  family.setAttribute('aria-label', 'Mode');
  host.append(h('div', { class: 'lobby leaderboard', testid: 'leaderboard' },
    h('header', { class: 'lobby-head' }, h('h1', {}, 'Leaderboard'), h('a', { class: 'button', href: hrefOf({ name: 'lobby' }) }, 'Back to the lobby')),
    h('section', { class: 'panel' }, h('label', {}, 'Mode ', family), h('p', { class: 'muted' }, 'Ratings move after quick matches (rated); practice and private matches do not count.'), table)));
  void load('duel');
  return () => void (stopped = true);
}
