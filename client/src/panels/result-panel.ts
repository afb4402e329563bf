import type { TableSnapshot } from '../model/snapshot';
import { h, patch } from '../app/dom';
import { seatName } from './names';
import { resultReason } from './result-reason';
import { hideCardPreview } from '../cards/card-preview';

/** The game's end: who won and why, the way back to the lobby and, for a live match, its replay (and `extra`: rematch, rated or not). */
export function resultPanel(roomId: string | undefined, extra?: HTMLElement): { el: HTMLElement; update(s: TableSnapshot): void } {
  const root = h('section', { class: 'result', testid: 'result' });
  root.hidden = true;
  return {
    el: root,
    update(s) {
      const r = s.view?.result;
      // The result takes the screen: a card preview left open under the pointer would cover it.
      if (r && root.hidden) hideCardPreview();
      root.hidden = !r;
      patch(root, JSON.stringify(r ?? null), () => {
        if (!r) return [];
        const names = r.winners.map((w) => seatName(s.seats, w));
        const headline = r.winners.length === 0 ? 'Nobody wins.' : `${names.join(' and ')} ${names.length === 1 ? 'wins' : 'win'}!`;
        const mine = s.viewer !== 'spectator' && r.winners.includes(s.viewer);
        const links = h('div', { class: 'buttons' }, h('a', { class: 'button', testid: 'back-to-lobby', text: 'Back to the lobby' }));
        (links.firstElementChild as HTMLAnchorElement).href = '#/';
        if (roomId) {
          const replay = h('a', { class: 'button', testid: 'watch-replay', text: 'Watch the replay' });
          replay.href = `#/replay/${encodeURIComponent(roomId)}`;
          links.append(replay);
        }
        return [h('h2', { text: mine ? `Victory — ${headline}` : headline }), h('p', { testid: 'result-reason', text: resultReason(r.reason, s.view?.quest?.score) }), links, ...(extra ? [extra] : [])];
      });
    },
  };
}
